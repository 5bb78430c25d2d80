// What the pages behind an e-mailed link share: /login/magic and /verify read the same query and keep it private.
import "server-only";
import type { Metadata } from "next";

/** The link's token must not leak through a Referer header, and its page has nothing for a search engine. */
export const EMAILED_LINK_METADATA = { referrer: "no-referrer", robots: { index: false } } satisfies Metadata;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The token and (on older links) the address, as single strings: a missing or repeated one reads as empty. */
export async function emailedLinkParams(searchParams: SearchParams): Promise<{ token: string; email: string }> {
  const { token, email } = await searchParams;
  return { token: typeof token === "string" ? token : "", email: typeof email === "string" ? email : "" };
}
