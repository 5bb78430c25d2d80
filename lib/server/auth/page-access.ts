// Who may see a page is decided by the page, from the session it reads once per request (getCurrentUser): the proxy
// reads no database, and only spares a render when a verified-only page is asked for without a session cookie.
import "server-only";
import { redirect } from "next/navigation";
import { nicknameUrl } from "@/lib/domain/account";
import { getCurrentUser, type CurrentUser } from "./current-user";

/** The query Next.js hands a page. */
export type PageQuery = Record<string, string | string[] | undefined>;

/** The address a page was asked for, rebuilt from its path and query: where the nickname step sends the picker back. */
export function pageAddress(path: string, query: PageQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of [value ?? []].flat()) search.append(key, one);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A verified picker reaches the landing page, the league pages and notifications only once they have a nickname (a
 * nickname comes before picking): one without is sent to choose it first, and comes back to `here` after.
 */
export function requireNickname(user: CurrentUser | null, here: string): void {
  if (user?.verified && !user.username) redirect(nicknameUrl(here));
}

/** The caller of a page that asks for a nickname first (see requireNickname), from the request's one session read. */
export async function callerWithNickname(here: string): Promise<CurrentUser | null> {
  const user = await getCurrentUser();
  requireNickname(user, here);
  return user;
}
