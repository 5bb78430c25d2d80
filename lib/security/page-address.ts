// The address a page was asked for (its path and query), handed to the render by the proxy: a layout, to which
// Next.js gives neither, can then send a picker elsewhere first and back to exactly this address after.
export const PAGE_ADDRESS_HEADER = "x-pickline-address";

/** A request's address as the browser asked for it, without the `_rsc` query Next's client router adds to its fetches. */
export function pageAddressOf(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("_rsc");
  const query = search.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
