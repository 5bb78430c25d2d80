// Who may see a page is decided by the page, from the session it reads once per request (getCurrentUser): the proxy
// reads no database, and only spares a render when a verified-only page is asked for without a session cookie.
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { nicknameUrl } from "@/lib/domain/account";
import { PAGE_ADDRESS_HEADER } from "@/lib/security/page-address";
import { getCurrentUser, type CurrentUser } from "./current-user";

/**
 * The caller of a page a verified picker reaches only once they have a nickname (the landing page, the league pages,
 * notifications): one without is sent to choose it first, and comes back after to the address they asked for. Called
 * above any loading boundary (a layout, or a page without one), so the redirect is the response, not a page that moves on.
 */
export async function callerWithNickname(): Promise<CurrentUser | null> {
  const user = await getCurrentUser();
  if (user?.verified && !user.username) redirect(nicknameUrl((await headers()).get(PAGE_ADDRESS_HEADER) ?? "/"));
  return user;
}
