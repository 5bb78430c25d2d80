// The Observatory scorer used by the e2e header test, checked against hand-computed scores, and our policies scored.
import { scoreResponse, type ScoredResponse } from "../../support/observatory";
import { baseSecurityHeaders, pagePolicy, RESOURCE_POLICY } from "@/lib/security/policies";

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
const response = (headers: Record<string, string>, extra: Partial<ScoredResponse> = {}): ScoredResponse => ({
  url: "https://pickline.example/",
  headers: lower({ "content-type": "text/html", ...headers }),
  setCookies: [],
  html: "<html><script src=\"/_next/static/a.js\"></script></html>",
  ...extra,
});

test("a bare response scores 30 (D): no CSP -25, no HSTS -20, no nosniff -5, no X-Frame-Options -20", () => {
  const { score, grade, results } = scoreResponse(response({}));
  expect({ score, grade }).toEqual({ score: 30, grade: "D" });
  expect(results.filter((r) => r.modifier < 0).map((r) => r.result).sort()).toEqual([
    "csp-not-implemented", "hsts-not-implemented", "x-content-type-options-not-implemented", "x-frame-options-not-implemented",
  ]);
});

test("'unsafe-inline' in script-src costs 20, but not when a nonce or hash makes browsers ignore it", () => {
  const base = { "strict-transport-security": "max-age=31536000", "x-content-type-options": "nosniff" };
  expect(scoreResponse(response({ ...base, "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'" })).score).toBe(80);
  expect(scoreResponse(response({ ...base, "content-security-policy": "default-src 'self'; script-src 'unsafe-inline' 'nonce-abc' 'strict-dynamic'; frame-ancestors 'none'" })).score).toBe(110);
  expect(scoreResponse(response({ ...base, "content-security-policy": "default-src 'none'; frame-ancestors 'none'" })).score).toBe(115);
});

test("bonuses count only when the score without them is at least 90; cookies and CORS are scored", () => {
  const hsts = { "strict-transport-security": "max-age=100", "x-content-type-options": "nosniff", "referrer-policy": "no-referrer" };
  // -10 (short HSTS) -20 (no frame protection) -25 (no CSP) = 45: the referrer bonus is not added.
  expect(scoreResponse(response(hsts)).score).toBe(45);
  const cookie = scoreResponse(response({ "strict-transport-security": "max-age=31536000" }, { setCookies: ["authjs.session-token=x; Path=/; SameSite=Lax"] }));
  expect(cookie.results.find((r) => r.test === "cookies")).toMatchObject({ result: "cookies-session-without-secure-flag-but-protected-by-hsts", modifier: -10 });
  const cors = scoreResponse(response({}, { corsProbe: { "access-control-allow-origin": "https://evil.example", "access-control-allow-credentials": "true" } }));
  expect(cors.results.find((r) => r.test === "cors")?.modifier).toBe(-50);
});

test("our page and resource policies with our headers score A+ (at least 100)", () => {
  const headers = { ...baseSecurityHeaders(), "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" };
  for (const csp of [pagePolicy("abc123abc123abc123abc1=="), RESOURCE_POLICY]) {
    const { score, results } = scoreResponse(response({ ...headers, "Content-Security-Policy": csp }));
    expect({ score: score >= 100, failing: results.filter((r) => r.modifier < 0) }).toEqual({ score: true, failing: [] });
  }
});

test("pages may show images from any https host; no other directive is widened by that", () => {
  for (const csp of [pagePolicy("abc123abc123abc123abc1==")]) {
    const directives = new Map(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives.get("img-src")).toEqual(["'self'", "https:", "data:", "blob:"]);
    // An image cannot run script; what loads code, styles, fonts or connections keeps to its own sources.
    const broad = ["*", "http:", "https:", "data:", "blob:"];
    for (const name of ["default-src", "script-src", "style-src", "font-src", "connect-src", "manifest-src", "worker-src"]) {
      expect({ name, broad: directives.get(name)?.filter((source) => broad.includes(source)) }).toEqual({ name, broad: [] });
    }
    expect(directives.get("default-src")).toEqual(["'self'"]);
    for (const lockdown of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(csp).toContain(lockdown);
    expect([...directives.keys()].filter((name) => /frame-src|child-src|media-src/.test(name))).toEqual([]);
  }
  expect(RESOURCE_POLICY).not.toContain("img-src");
});
