// Which header state the page shell gives the caller (GET /api/user/shell answers the facts).

import type { ShellUser } from "@/lib/contracts/users";

/** Only verified users get the authenticated header (bell, profile); signed-in unverified users get the verify prompt. */
export function isAuthenticatedShell(user: ShellUser | null): user is ShellUser {
  return user !== null && user.verified;
}

/** Signed in, e-mail not verified yet: the header and drawer offer to resend the link and to sign out. */
export function isUnverifiedShell(user: ShellUser | null): boolean {
  return user !== null && !user.verified;
}
