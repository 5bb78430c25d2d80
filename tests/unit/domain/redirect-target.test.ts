// redirectTarget: whatever a ?next= holds, the browser that follows the result stays on this site.
import fc from "fast-check";
import { redirectTarget, SAME_SITE_ORIGIN } from "@/lib/domain/redirect-target";

const ORIGINS = [SAME_SITE_ORIGIN, "https://pickline.example", "http://localhost:3000"];

// The pieces hostile spellings are made of: separators the URL parser folds into '/', characters it drops,
// encodings and Unicode look-alikes of '/' and '.', and schemes that run code.
const PIECES = [
  "/", "//", "/\\", "\\", "\\\\", ".", "..", "./", "../", "\t", "\n", "\r", "\r\n", " ", "\u0000", "\u001f", "\u007f", "\u0085",
  "%2F", "%2f", "%2E", "%2e", "%5C", "%5c", "%09", "%0a", "%0d", "%0A", "%0D", "%00", "%E3%80%82", "%EF%BC%8F",
  "／", "．", "。", "＼", "\u200b", "\u202e", "@", ":", "?", "#", "&", "=",
  "evil.example", "evil.example:443", "user@evil.example", "javascript:", "javascript:alert(1)", "data:", "data:text/html,x",
  "http:", "https:", "http://", "https://evil.example", "//evil.example", "/\\evil.example", "football", "nfl",
];

const candidate = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(""));
const leadingSlash = candidate.map((text) => `/${text}`);

function expectOnSite(result: string, origin: string) {
  const url = new URL(result, origin);
  expect(url.origin).toBe(origin);
  // Resolving it again lands on the same place: nothing a second parser (Next's router, the browser) reads differently.
  expect(`${url.pathname}${url.search}${url.hash}`).toBe(result);
  expect(result.startsWith("/")).toBe(true);
  expect(/^[\x21-\x7e]*$/.test(result)).toBe(true);
}

test("every result resolves on the site's origin, for hostile mixes of separators, encodings and look-alikes", () => {
  fc.assert(
    fc.property(fc.oneof(candidate, leadingSlash), fc.constantFrom(...ORIGINS), (raw, origin) => {
      expectOnSite(redirectTarget(raw, origin), origin);
    }),
    { numRuns: 5000 },
  );
});

test("every result resolves on the site's origin for arbitrary text", () => {
  fc.assert(
    fc.property(fc.string({ unit: "binary", maxLength: 40 }), fc.constantFrom(...ORIGINS), (raw, origin) => {
      expectOnSite(redirectTarget(raw, origin), origin);
    }),
    { numRuns: 2000 },
  );
});

test("the spellings the probe used go home", () => {
  for (const raw of ["/\t/evil.example", "/.//evil.example", "/\\/evil.example", "/\n/evil.example", "//evil.example", "https://evil.example", "javascript:alert(1)", "data:text/html,x"]) {
    expect(redirectTarget(raw)).toBe("/");
  }
});

test("in-site paths survive unchanged, with their query and fragment", () => {
  for (const path of ["/", "/football/nfl?x=1#y", "/picker/ann", "/hockey/nhl?filter=today", "/a%0ab%0d%E3%80%82"]) {
    for (const origin of ORIGINS) expect(redirectTarget(path, origin)).toBe(path);
  }
});

test("an absolute address on the site itself is kept as its path; anything that is not text goes home", () => {
  expect(redirectTarget("https://pickline.example/rules?a=1", "https://pickline.example")).toBe("/rules?a=1");
  for (const raw of [undefined, null, 1, ["/a"], {}]) expect(redirectTarget(raw)).toBe("/");
});
