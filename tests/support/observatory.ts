// The MDN HTTP Observatory's scoring rules (httpobs docs/scoring.md, 2024 tables) applied to one response's headers
// and HTML: baseline 100, each test's modifier, bonuses only when the score without them is at least 90.
export type ScoredResponse = {
  url: string;
  headers: Record<string, string>; // lower-case names
  setCookies: string[];
  html?: string;
  /** The Access-Control-Allow-* headers returned to a request from a foreign Origin. */
  corsProbe?: Record<string, string>;
};

export type TestResult = { test: string; result: string; modifier: number };

type Policy = Map<string, string[]>;

export function parseCsp(header: string): Policy | null {
  const policy: Policy = new Map();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    if (!/^[a-z-]+$/i.test(name)) return null;
    if (!policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), values.map((value) => value.toLowerCase()));
  }
  return policy.size ? policy : null;
}

const sourcesFor = (policy: Policy, directive: string) => policy.get(directive) ?? policy.get("default-src") ?? ["*"];
const BROAD = ["*", "http:", "https:", "data:", "blob:", "filesystem:"];
const hasNonceOrHash = (sources: string[]) => sources.some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s));

function csp(response: ScoredResponse): TestResult {
  const header = response.headers["content-security-policy"];
  if (!header) return { test: "csp", result: "csp-not-implemented", modifier: -25 };
  const policy = parseCsp(header);
  if (!policy) return { test: "csp", result: "csp-header-invalid", modifier: -25 };
  const scripts = sourcesFor(policy, "script-src");
  const strictDynamic = scripts.includes("'strict-dynamic'") && hasNonceOrHash(scripts);
  // 'unsafe-inline' is ignored when a nonce or hash is present; host sources are ignored under 'strict-dynamic'.
  const unsafeInline =
    (scripts.includes("'unsafe-inline'") && !hasNonceOrHash(scripts)) ||
    (!strictDynamic && scripts.some((s) => BROAD.includes(s))) ||
    sourcesFor(policy, "object-src").some((s) => BROAD.includes(s));
  const active = ["script-src", "object-src", "style-src", "connect-src", "frame-src", "child-src", "worker-src"];
  const insecure = (directives: string[]) => directives.some((d) => sourcesFor(policy, d).some((s) => s === "http:" || s.startsWith("http://")));
  const styles = policy.get("style-src") ?? policy.get("default-src") ?? [];
  if (unsafeInline) return { test: "csp", result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  if (insecure(active)) return { test: "csp", result: "csp-implemented-with-insecure-scheme", modifier: -20 };
  if (scripts.includes("'unsafe-eval'")) return { test: "csp", result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  if (insecure(["img-src", "media-src", "font-src"])) return { test: "csp", result: "csp-implemented-with-insecure-scheme-in-passive-content-only", modifier: -10 };
  if (styles.includes("'unsafe-inline'")) return { test: "csp", result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  if (policy.get("default-src")?.join(" ") === "'none'") return { test: "csp", result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  return { test: "csp", result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

function hstsMaxAge(response: ScoredResponse): number | null {
  const header = response.headers["strict-transport-security"];
  const match = header ? /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(header) : null;
  return match ? Number(match[1]) : null;
}

function hsts(response: ScoredResponse): TestResult {
  if (!response.headers["strict-transport-security"]) return { test: "hsts", result: "hsts-not-implemented", modifier: -20 };
  const maxAge = hstsMaxAge(response);
  if (maxAge === null) return { test: "hsts", result: "hsts-header-invalid", modifier: -20 };
  if (maxAge < 15_768_000) return { test: "hsts", result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 };
  // +5 only for hosts on the browsers' preload list, which a loopback server cannot be.
  return { test: "hsts", result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 };
}

function cookies(response: ScoredResponse): TestResult {
  if (!response.setCookies.length) return { test: "cookies", result: "cookies-not-found", modifier: 0 };
  const hstsOn = (hstsMaxAge(response) ?? 0) >= 15_768_000;
  const parsed = response.setCookies.map((raw) => {
    const [pair, ...attributes] = raw.split(";").map((part) => part.trim());
    const flags = new Map(attributes.map((a) => [a.split("=")[0].toLowerCase(), a.split("=")[1]?.toLowerCase() ?? ""]));
    const name = pair.split("=")[0].toLowerCase();
    const expired = /1970/.test(flags.get("expires") ?? "") || flags.get("max-age") === "0";
    return { session: /sess|login|token|auth/.test(name), expired, flags };
  }).filter((cookie) => !cookie.expired);
  if (!parsed.length) return { test: "cookies", result: "cookies-not-found", modifier: 0 };
  if (parsed.some((c) => c.flags.has("samesite") && !["strict", "lax", "none"].includes(c.flags.get("samesite")!)))
    return { test: "cookies", result: "cookies-samesite-flag-invalid", modifier: -20 };
  if (parsed.some((c) => c.session && !c.flags.has("secure")))
    return hstsOn
      ? { test: "cookies", result: "cookies-session-without-secure-flag-but-protected-by-hsts", modifier: -10 }
      : { test: "cookies", result: "cookies-session-without-secure-flag", modifier: -40 };
  if (parsed.some((c) => c.session && !c.flags.has("httponly"))) return { test: "cookies", result: "cookies-session-without-httponly-flag", modifier: -30 };
  if (parsed.some((c) => !c.flags.has("secure")))
    return hstsOn
      ? { test: "cookies", result: "cookies-without-secure-flag-but-protected-by-hsts", modifier: -5 }
      : { test: "cookies", result: "cookies-without-secure-flag", modifier: -20 };
  if (parsed.every((c) => c.flags.has("samesite"))) return { test: "cookies", result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 };
  return { test: "cookies", result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function cors(response: ScoredResponse): TestResult {
  const probe = response.corsProbe ?? {};
  const origin = probe["access-control-allow-origin"];
  if (!origin) return { test: "cors", result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  if (origin !== "*" && probe["access-control-allow-credentials"] === "true")
    return { test: "cors", result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 };
  return { test: "cors", result: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 };
}

function referrer(response: ScoredResponse): TestResult {
  const values = (response.headers["referrer-policy"] ?? "").split(",").map((v) => v.trim().toLowerCase()).filter(Boolean);
  const known = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin", "no-referrer-when-downgrade", "origin", "origin-when-cross-origin", "unsafe-url"];
  const policy = values.filter((v) => known.includes(v)).at(-1);
  if (!values.length) return { test: "referrer", result: "referrer-policy-not-implemented", modifier: 0 };
  if (!policy) return { test: "referrer", result: "referrer-policy-header-invalid", modifier: -5 };
  if (known.slice(0, 4).includes(policy)) return { test: "referrer", result: "referrer-policy-private", modifier: 5 };
  if (policy === "no-referrer-when-downgrade") return { test: "referrer", result: "referrer-policy-no-referrer-when-downgrade", modifier: 0 };
  return { test: "referrer", result: "referrer-policy-unsafe", modifier: -5 };
}

function sri(response: ScoredResponse): TestResult {
  if (!(response.headers["content-type"] ?? "").includes("text/html") || response.html === undefined)
    return { test: "sri", result: "sri-not-implemented-response-not-html", modifier: 0 };
  const own = new URL(response.url);
  const scripts = [...response.html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes]) => ({ src: /\bsrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1], integrity: /\bintegrity\s*=/i.test(attributes) }))
    .filter((script): script is { src: string; integrity: boolean } => script.src !== undefined);
  if (!scripts.length) return { test: "sri", result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  const foreign = scripts.filter((s) => new URL(s.src, own).origin !== own.origin);
  const insecure = foreign.some((s) => new URL(s.src, own).protocol === "http:");
  const allIntegrity = scripts.every((s) => s.integrity);
  if (allIntegrity) return insecure
    ? { test: "sri", result: "sri-implemented-but-external-scripts-not-loaded-securely", modifier: -20 }
    : { test: "sri", result: "sri-implemented-and-all-scripts-loaded-securely", modifier: 5 };
  if (!foreign.length) return { test: "sri", result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
  return insecure
    ? { test: "sri", result: "sri-not-implemented-and-external-scripts-not-loaded-securely", modifier: -50 }
    : { test: "sri", result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

function contentTypeOptions(response: ScoredResponse): TestResult {
  const value = response.headers["x-content-type-options"];
  if (!value) return { test: "x-content-type-options", result: "x-content-type-options-not-implemented", modifier: -5 };
  if (value.trim().toLowerCase() !== "nosniff") return { test: "x-content-type-options", result: "x-content-type-options-header-invalid", modifier: -5 };
  return { test: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 };
}

function frameOptions(response: ScoredResponse): TestResult {
  const policy = parseCsp(response.headers["content-security-policy"] ?? "");
  const ancestors = policy?.get("frame-ancestors");
  if (ancestors && !ancestors.includes("*")) return { test: "x-frame-options", result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const value = response.headers["x-frame-options"]?.trim().toLowerCase();
  if (!value) return { test: "x-frame-options", result: "x-frame-options-not-implemented", modifier: -20 };
  if (value === "deny" || value === "sameorigin") return { test: "x-frame-options", result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { test: "x-frame-options", result: "x-frame-options-header-invalid", modifier: -20 };
}

function resourcePolicy(response: ScoredResponse): TestResult {
  const value = response.headers["cross-origin-resource-policy"]?.trim().toLowerCase();
  if (!value) return { test: "corp", result: "cross-origin-resource-policy-not-implemented", modifier: 0 };
  if (!["same-origin", "same-site", "cross-origin"].includes(value)) return { test: "corp", result: "cross-origin-resource-policy-header-invalid", modifier: -5 };
  return { test: "corp", result: `cross-origin-resource-policy-implemented-with-${value}`, modifier: 0 };
}

/** Loopback has no http→https hop to grade: the test that applies is "redirection-not-needed-no-http". */
const redirection = (): TestResult => ({ test: "redirection", result: "redirection-not-needed-no-http", modifier: 0 });

export function scoreResponse(response: ScoredResponse): { score: number; grade: string; results: TestResult[] } {
  const results = [csp, cookies, cors, redirection, referrer, hsts, sri, contentTypeOptions, frameOptions, resourcePolicy].map((test) => test(response));
  const penalties = 100 + results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0);
  const bonuses = penalties >= 90 ? results.filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0) : 0;
  const score = Math.max(0, penalties + bonuses);
  const grades: [number, string][] = [[100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"]];
  return { score, grade: grades.find(([min]) => score >= min)?.[1] ?? "F", results };
}
