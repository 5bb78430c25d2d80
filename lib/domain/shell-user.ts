// Which header state the page shell gives the caller (GET /api/user/shell answers the facts).

/** What the header's state depends on (the shell's user answer carries it). */
type Verifiable = { verified: boolean };

/** Only verified users get the authenticated header (bell, profile); signed-in unverified users get the verify prompt. */
export function isAuthenticatedShell<User extends Verifiable>(user: User | null): user is User {
  return user !== null && user.verified;
}

/** Signed in, e-mail not verified yet: the header and drawer offer to resend the link and to sign out. */
export function isUnverifiedShell(user: Verifiable | null): boolean {
  return user !== null && !user.verified;
}
