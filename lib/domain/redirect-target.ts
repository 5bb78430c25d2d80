// The one rule for where the product sends someone after an action (?next=, a saved nickname, a sign-in): this site only.

/** Any fixed origin serves a pure same-site check: the browser has its own, the server need not know its public one. */
export const SAME_SITE_ORIGIN = "http://pickline.invalid";

/**
 * `raw` as the path, query and fragment it names on `origin`, or "/" when it names anything else.
 * Browsers resolve a Location or a router link with the WHATWG URL parser, which drops tabs and line breaks,
 * reads '\' as '/' and removes dot segments: deciding with that same parser leaves no spelling of another host
 * ("/\t/evil", "/.//evil", "/\\evil") that slips through. The result is written in the parser's own serialization,
 * so it is plain ASCII (a valid header value) and resolving it again gives the same place.
 */
export function redirectTarget(raw: unknown, origin: string = SAME_SITE_ORIGIN): string {
  if (typeof raw !== "string") return "/";
  const home = new URL(origin).origin;
  const target = pathOnSite(raw, home);
  // "/.//evil" resolves on the site, yet its serialization "//evil" would be read as another host next time.
  return target !== null && pathOnSite(target, home) === target ? target : "/";
}

function pathOnSite(raw: string, home: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, home);
  } catch {
    return null;
  }
  return url.origin === home ? `${url.pathname}${url.search}${url.hash}` : null;
}
