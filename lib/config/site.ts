// Site-wide identity and contact settings: the product name, tagline and the support and social addresses from the environment.
import { env } from "@/lib/env";

export const SITE_NAME = "Pickline";
export const SITE_DESCRIPTION =
  "Pick the winners of NFL, NBA, NHL and MLB games, earn points from the odds and climb the leaderboard. Free, no real money.";
export const THEME_COLOR = "#0d1b2a";

export const DEFAULT_SUPPORT_EMAIL = "support@pickline.app";
export const DEFAULT_SOCIAL_URL = "https://x.com/pickline";

/** The side menu's tagline (a quote attributed to a Roman philosopher). */
export const TAGLINE = { quote: "Luck is what happens when preparation meets opportunity.", author: "Seneca" } as const;

/** The daily picks list's path; its league comes in the query string (next.config.ts rewrites it to path segments). */
export const DAILY_PICKS_LIST = "/picks/daily";
export const DAILY_PICKS_PATH = `${DAILY_PICKS_LIST}?sport=football&league=nfl`;

/** The signed-in but unverified state: its heading, and the page that shows it (sign-up, where the verify link came from). */
export const VERIFY_EMAIL_TITLE = "Verify your e-mail";
export const VERIFY_EMAIL_PATH = "/signup";

/** Read at request time on the server, so a deployment can change them without a rebuild. */
export function supportEmail(): string {
  return env().SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL;
}

export function socialUrl(): string {
  return env().SOCIAL_URL ?? DEFAULT_SOCIAL_URL;
}
