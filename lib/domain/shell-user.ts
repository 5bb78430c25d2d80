// Who the page shell is showing (GET /api/user/shell): the caller's header facts and which header state they get.

/** `pendingEmail`: the address still to verify, for resending its link; null once verified (the header never shows it then). */
export type ShellUser = { username: string | null; verified: boolean; avatarUrl: string | null; pendingEmail: string | null };

/** Only verified users get the authenticated header (bell, profile); signed-in unverified users get the verify prompt. */
export function isAuthenticatedShell(user: ShellUser | null): user is ShellUser {
  return user !== null && user.verified;
}

/** Signed in, e-mail not verified yet: the header and drawer offer to resend the link and to sign out. */
export function isUnverifiedShell(user: ShellUser | null): boolean {
  return user !== null && !user.verified;
}
