// The readable reference at /api/docs: a page with no inline script, and its one script (Scalar's standalone
// renderer followed by the call that mounts it), both served from our own origin.
import fs from "node:fs/promises";
import path from "node:path";
import { referenceApi } from "@/lib/contracts/reference";
import { REFERENCE_BUNDLE } from "./reference-bundle";

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

export function referencePageHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Pickline API reference</title>
    <link rel="icon" href="/icon.svg" type="image/svg+xml">
  </head>
  <body>
    <noscript>The reference needs JavaScript; the document itself is at <a href="${referenceApi.document.path}">${referenceApi.document.path}</a>.</noscript>
    <div id="reference"></div>
    <script src="${referenceApi.script.path}"></script>
  </body>
</html>
`;
}

// Not traced from here (a path from the working directory would have the build trace the whole project into the
// route): next.config.ts's outputFileTracingIncludes ships this one file with the route.
const STANDALONE = path.join(/*turbopackIgnore: true*/ process.cwd(), REFERENCE_BUNDLE);

/**
 * The bundle's zod probes whether it may compile validators by calling `Function("")` once; under the page's no-eval
 * policy that probe is refused and reported as a violation, although zod then falls back to its interpreter anyway.
 * Its global configuration, set before the bundle runs, tells it to use the interpreter without probing.
 */
const NO_EVAL_PROBE = "globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });\n";

let script: Promise<string> | null = null;

/** Read once per process; the source-map comment goes, since its map is not served. */
export function referenceScript(): Promise<string> {
  script ??= fs.readFile(STANDALONE, "utf8").then(
    (bundle) =>
      `${NO_EVAL_PROBE}${bundle.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n")};Scalar.createApiReference("#reference", ${JSON.stringify(SCALAR_CONFIGURATION)});\n`,
  );
  return script;
}
