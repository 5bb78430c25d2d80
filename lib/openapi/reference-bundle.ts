// Where the API reference's renderer lives: Scalar's prebuilt browser bundle, read as a file and served as a script.

/**
 * Relative to the project root. Named here for both its reader and next.config.ts: the read goes through a computed
 * path that a serverless build's file tracing cannot follow, so the config lists the file for the route's bundle.
 */
export const REFERENCE_BUNDLE = "node_modules/@scalar/api-reference/dist/browser/standalone.js";
