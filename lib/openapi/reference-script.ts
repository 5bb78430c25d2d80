// The API reference's one script, a static file: Scalar's standalone renderer followed by the call that mounts it,
// written into public/ under a name that is a hash of its bytes when the app is built (or started for development).
// The CDN serves it like any other public file: no function ever sends its 5 MB, and @scalar/api-reference is a
// build-time package only. Imported by next.config.ts (hence relative imports only) and by the reference page.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { referenceApi } from "../contracts/reference";

/** Scalar's prebuilt browser bundle, relative to the project root: present wherever devDependencies are installed. */
const STANDALONE = "node_modules/@scalar/api-reference/dist/browser/standalone.js";

/** The folder of public/ that holds the script; only the current build's file is kept there. */
export const REFERENCE_SCRIPT_FOLDER = "api-reference";

/**
 * Nothing reaches another host: Scalar's default fonts, its telemetry, its AI agent and MCP links all call out, and
 * the page's policy (REFERENCE_PAGE_POLICY) would refuse them anyway.
 */
const SCALAR_CONFIGURATION = {
  url: referenceApi.document.path,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  persistAuth: false,
  // Every tag open, so the sidebar lists every call.
  defaultOpenAllTags: true,
};

/**
 * The bundle's zod probes whether it may compile validators by calling `Function("")` once; under the page's no-eval
 * policy that probe is refused and reported as a violation, although zod then falls back to its interpreter anyway.
 * Its global configuration, set before the bundle runs, tells it to use the interpreter without probing.
 */
const NO_EVAL_PROBE = "globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });\n";

/** The script's text from Scalar's bundle; the source-map comment goes, since its map is not published. */
export function referenceScriptSource(bundle: string): string {
  return `${NO_EVAL_PROBE}${bundle.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n")};Scalar.createApiReference("#reference", ${JSON.stringify(SCALAR_CONFIGURATION)});\n`;
}

/** Its public path: a new build with other bytes has another name, so browsers and the CDN may keep it for a year. */
export function referenceScriptPath(source: string): string {
  const hash = crypto.createHash("sha256").update(source).digest("hex").slice(0, 16);
  return `/${REFERENCE_SCRIPT_FOLDER}/scalar.${hash}.js`;
}

/** Reads Scalar's bundle from the project at `root`, failing with what to do when the package is not installed. */
function readBundle(root: string): string {
  const file = path.join(root, STANDALONE);
  if (!fs.existsSync(file)) {
    throw new Error(`The API reference's script cannot be built: ${STANDALONE} is missing. Install the devDependencies (npm ci) before building.`);
  }
  return fs.readFileSync(file, "utf8");
}

/** The public path the current bundle would be published under, without writing it (tests of the page). */
export function currentReferenceScriptPath(root = process.cwd()): string {
  return referenceScriptPath(referenceScriptSource(readBundle(root)));
}

/** Writes the script into public/ (replacing an earlier build's) and returns its public path. */
export function publishReferenceScript(root = process.cwd()): string {
  const source = referenceScriptSource(readBundle(root));
  const publicPath = referenceScriptPath(source);
  const folder = path.join(root, "public", REFERENCE_SCRIPT_FOLDER);
  const file = path.join(root, "public", publicPath);
  fs.mkdirSync(folder, { recursive: true });
  for (const old of fs.readdirSync(folder)) if (path.join(folder, old) !== file) fs.rmSync(path.join(folder, old), { force: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, source);
  return publicPath;
}
