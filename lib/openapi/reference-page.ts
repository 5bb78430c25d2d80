// The readable reference at /api/docs: a page with no inline script whose one script, the renderer, is a static file
// of this origin published by the build (./reference-script.ts).
import { referenceApi } from "@/lib/contracts/reference";
import { publishedReferenceScript } from "@/lib/settings/environment";

/** The script's public path, which next.config.ts writes into the build (its name changes with its bytes). */
function referenceScriptUrl(): string {
  const url = publishedReferenceScript();
  if (!url) throw new Error("PICKLINE_REFERENCE_SCRIPT is not set: next.config.ts publishes the API reference's script and sets it when the app is built.");
  return url;
}

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
    <script src="${referenceScriptUrl()}"></script>
  </body>
</html>
`;
}
