// Account rules shared by the forms and the server: e-mail normalization, username and bio limits, reserved names.
// No zod here: client forms import this file (the login panel is on every page); the schemas are in account-schemas.ts.
import { redirectTarget } from "./redirect-target";

export const EMAIL_MAX = 100;
export const USERNAME_MAX = 100;
export const BIO_MAX = 100;
export const USERNAME_HINT = "Your username should be shorter than 100 characters and not contain any space.";

// A dot-atom local part (no quotes, commas or spaces) and a host name with at least one dot.
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * One plain address, normalized (trimmed, NFKC, domain lower-cased), or null.
 * The raw text must already hold exactly one ASCII '@': NFKC would turn a full-width '＠' into one,
 * and an address that only becomes valid after normalization is not what the person typed.
 */
export function normalizeEmail(raw: string): string | null {
  const trimmed = raw.trim();
  if ((trimmed.match(/@/g) ?? []).length !== 1) return null;
  const normalized = trimmed.normalize("NFKC");
  if ((normalized.match(/@/g) ?? []).length !== 1) return null;
  const at = normalized.indexOf("@");
  const local = normalized.slice(0, at);
  const domain = normalized.slice(at + 1).toLowerCase();
  if (local.length > 64 || !LOCAL_PART.test(local) || !DOMAIN.test(domain)) return null;
  const email = `${local}@${domain}`;
  return email.length <= EMAIL_MAX ? email : null;
}

/** Names that would collide with fixed page or API paths, or impersonate the house. */
export const RESERVED_USERNAMES = new Set([
  "admin", "administrator", "api", "app", "auth", "avatar", "contact", "dev", "feed", "followers", "following",
  "help", "last", "leaderboard", "login", "logout", "magic", "mail", "me", "moderator", "new", "nickname", "notifications",
  "null", "parlay", "parlays", "picker", "pickers", "pickline", "picks", "privacy", "root", "rules", "settings",
  "signup", "staff", "stats", "support", "system", "undefined", "user", "users", "verify",
]);

export function usernameKey(username: string): string {
  return username.toLowerCase();
}

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.has(usernameKey(username));
}

/** Where a verified user without a username is sent (a nickname comes before picking). */
export const NICKNAME_PATH = "/nickname";

/** /nickname, remembering the page to return to once a nickname is chosen. */
export function nicknameUrl(next = "/"): string {
  const back = redirectTarget(next);
  return back === "/" ? NICKNAME_PATH : `${NICKNAME_PATH}?next=${encodeURIComponent(back)}`;
}
