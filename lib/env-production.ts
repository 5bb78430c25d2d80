// What a production start or build needs from the environment: every missing or unsafe value, each with how to fix it.
import { describeProblems, env, isAcceptableSiteOrigin, type Env } from "./settings";

const MIN_SECRET_LENGTH = 32;

export function productionProblems(settings: Env = env()): string[] {
  const problems: string[] = [];
  if (!settings.DATABASE_URL) problems.push("DATABASE_URL is not set: the connection string of your PostgreSQL (the pooled one on Neon or Supabase).");
  if (!settings.AUTH_SECRET || settings.AUTH_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`AUTH_SECRET must be a random string of at least ${MIN_SECRET_LENGTH} characters: \`openssl rand -base64 32\`.`);
  }
  if (!settings.SITE_URL && !settings.VERCEL_PROJECT_PRODUCTION_URL) {
    problems.push("SITE_URL is not set: the public origin of the site, e.g. https://pickline.example (links in e-mails and canonical URLs use it).");
  } else if (settings.SITE_URL && !isAcceptableSiteOrigin(settings.SITE_URL)) {
    problems.push(`SITE_URL must be an https origin (http only for localhost), not ${settings.SITE_URL}.`);
  }
  problems.push(...mailProblems(settings));
  if (!settings.CRON_SECRET || settings.CRON_SECRET.length < 16) {
    problems.push("CRON_SECRET must be a random string of at least 16 characters: the scheduler's bearer token for /api/cron/sync.");
  }
  if (!settings.FEED_PROVIDER) {
    problems.push("FEED_PROVIDER is not set: live (ESPN games and scores, money lines from ESPN or The Odds API), espn, the-odds-api, or demo for made-up games.");
  } else if (settings.FEED_PROVIDER === "the-odds-api" && !settings.ODDS_API_KEY) {
    problems.push("FEED_PROVIDER=the-odds-api needs ODDS_API_KEY (a free key at the-odds-api.com), or use FEED_PROVIDER=live.");
  }
  return problems;
}

function mailProblems(settings: Env): string[] {
  const transport = settings.MAIL_TRANSPORT ?? (settings.RESEND_API_KEY ? "resend" : undefined);
  if (transport === undefined) {
    return ["No mail transport: set RESEND_API_KEY and MAIL_FROM to send sign-in links, or MAIL_TRANSPORT=outbox for a private instance on a writable disk."];
  }
  if (transport === "resend") {
    const problems: string[] = [];
    if (!settings.RESEND_API_KEY) problems.push("MAIL_TRANSPORT=resend needs RESEND_API_KEY (resend.com → API keys).");
    if (!settings.MAIL_FROM) problems.push('MAIL_FROM is not set: the sender on a domain verified in Resend, e.g. "Pickline <login@pickline.example>".');
    return problems;
  }
  return settings.VERCEL ? ["MAIL_TRANSPORT=outbox cannot work on Vercel (read-only file system): set RESEND_API_KEY and MAIL_FROM."] : [];
}

/** Stops a production build or start with one message naming each problem; does nothing in development and tests. */
export function assertProductionReady(settings: Env = env()): void {
  if (settings.NODE_ENV !== "production") return;
  const problems = productionProblems(settings);
  if (problems.length) throw new Error(describeProblems(problems));
}
