// The CSP hash sources of a page's inline scripts: what a prerendered page needs to run its own scripts and no others.
import crypto from "node:crypto";

// Next escapes "</script" inside its inline data, so the first closing tag ends the element, as in the browser.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** sha256-… of every inline script's text (scripts with a src are not inline and are covered by 'self'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
