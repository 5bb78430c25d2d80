// Site-wide identity: the product name, tagline, default contact addresses and the paths every screen links to (no settings: the browser takes these).

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

/** The signed-in but unverified state: its heading, and where it is shown (the home page, where /signup and /login send anyone signed in). */
export const VERIFY_EMAIL_TITLE = "Verify your e-mail";
export const VERIFY_EMAIL_ANCHOR = "verify-email";
export const VERIFY_EMAIL_PATH = `/#${VERIFY_EMAIL_ANCHOR}`;
