// Logout: revokes the session behind the token the caller used, so that token (cookie or bearer) stops working.
import "server-only";
import { revokeSession } from "./sessions";

export async function logOut(token: string): Promise<{ loggedOut: true }> {
  await revokeSession(token);
  return { loggedOut: true };
}
