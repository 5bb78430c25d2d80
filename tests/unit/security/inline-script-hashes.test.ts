// The hashes that let a prerendered page run its own inline scripts: exact text, no external scripts.
import crypto from "node:crypto";
import { inlineScriptHashes } from "@/lib/security/inline-script-hashes";

const sha = (text: string) => `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;

test("hashes each inline script's exact text once and skips scripts with a src", () => {
  const push = `self.__next_f.push([1,"caf\u00e9 \\u003c/script>"])`;
  const html = `<head><script src="/_next/static/a.js" async=""></script></head><body><script>${push}</script>` +
    `<script nonce="x">${push}</script><script type="application/ld+json">{"a":1}</script></body>`;
  expect(inlineScriptHashes(html)).toEqual([sha(push), sha(`{"a":1}`)]);
});

test("an empty inline script still gets its hash (the browser checks it too)", () => {
  expect(inlineScriptHashes("<script></script>")).toEqual([sha("")]);
});
