// The markdown URL rule: keep http, https, irc, ircs, mailto, xmpp or relative URLs, empty anything else.

const SAFE_SCHEMES = new Set(["http", "https", "irc", "ircs", "mailto", "xmpp"]);

const NAMED_ENTITIES: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", sol: "/", quest: "?", num: "#", amp: "&" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] !== "#") return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

function decodePercents(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * What a browser would see as the scheme: browsers drop tabs, newlines and control characters inside
 * a URL and ignore case, so `java&#x09;script:` and `JaVaScRiPt:` are both javascript:. We decode
 * entities and percent escapes (twice, for double encoding), strip whitespace and controls, and lower-case
 * before deciding, so no spelling of a forbidden scheme slips past.
 */
export function normalizeForSchemeCheck(url: string): string {
  let value = url;
  for (let i = 0; i < 2; i++) value = decodePercents(decodeEntities(value));
  return value.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, "").toLowerCase();
}

/** A colon after the first "/", "?" or "#" belongs to the path, not to a scheme: the URL is relative. */
export function isSafeUrl(url: string): boolean {
  const value = normalizeForSchemeCheck(url);
  const colon = value.indexOf(":");
  if (colon === -1) return true;
  const firstDelimiter = value.search(/[/?#]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return true;
  return SAFE_SCHEMES.has(value.slice(0, colon));
}

export function safeUrl(url: string): string {
  return isSafeUrl(url) ? url : "";
}

const PROBE_ORIGIN = "https://pickline.invalid";

/** A URL the browser would fetch from the page's own origin (a path, not `//host` or `/\\host`, which name another). */
export function isSameOriginPath(url: string): boolean {
  try {
    return new URL(url, `${PROBE_ORIGIN}/reports/`).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** An absolute https URL, as a browser would parse it (case, surrounding spaces and controls ignored). */
export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}
