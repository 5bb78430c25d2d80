// The browser's stored user, kept in local storage under one fixed key, never with its token.
import type { StoredUser } from "@/lib/contracts/users";

export const STORED_USER_KEY = "pickline.user";

/** Copies written before role and bio were served lack them. */
export type ClientStoredUser = Omit<StoredUser, "role" | "bio"> & Partial<Pick<StoredUser, "role" | "bio">>;

/** The session token lives in the HttpOnly cookie only: script-readable storage must never hold it. */
export function writeStoredUser(user: ClientStoredUser & { token?: string }): void {
  const { token: _token, ...safe } = user;
  void _token;
  try {
    window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(safe));
  } catch {
    // storage disabled (private mode): the cookie session still works
  }
}

export function clearStoredUser(): void {
  try {
    window.localStorage.removeItem(STORED_USER_KEY);
  } catch {
    // nothing stored
  }
}
