// What a production or preview start or build needs from the environment: every missing or unsafe value, each with how
// to fix it. A Vercel preview is judged by its own needs: its own database and origin, no SITE_URL, cron or mail service.
import { deploymentEnvironment, describeProblems, env, isAcceptableSiteOrigin, PREVIEW_ORIGIN_MISSING, type Env } from "./index";
import { previewOrigin } from "./deploy";

const MIN_SECRET_LENGTH = 32;

export function productionProblems(settings: Env = env()): string[] {
  const preview = deploymentEnvironment(settings) === "preview";
  const problems: string[] = preview ? previewDatabaseProblems(settings) : [];
  if (!preview && !settings.DATABASE_URL) problems.push("DATABASE_URL is not set: the connection string of your PostgreSQL (the pooled one on Neon or Supabase).");
  if (!settings.AUTH_SECRET || settings.AUTH_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`AUTH_SECRET must be a random string of at least ${MIN_SECRET_LENGTH} characters: \`openssl rand -base64 32\`.`);
  }
  problems.push(...(preview ? previewOriginProblems(settings) : siteUrlProblems(settings)));
  problems.push(...mailProblems(settings, preview));
  // Vercel runs cron jobs on production deployments only: a preview has no scheduler to authenticate.
  if (!preview && (!settings.CRON_SECRET || settings.CRON_SECRET.length < 16)) {
    problems.push("CRON_SECRET must be a random string of at least 16 characters: the scheduler's bearer token for /api/cron/sync.");
  }
  if (!settings.FEED_PROVIDER) {
    problems.push("FEED_PROVIDER is not set: live (ESPN games and scores, money lines from ESPN or The Odds API), espn, the-odds-api, or demo for made-up games.");
  } else if (settings.FEED_PROVIDER === "the-odds-api" && !settings.ODDS_API_KEY) {
    problems.push("FEED_PROVIDER=the-odds-api needs ODDS_API_KEY (a free key at the-odds-api.com), or use FEED_PROVIDER=live.");
  }
  return problems;
}

/** Required in production, even on Vercel: the host's own domain names (apex, www, *.vercel.app) need not be the one visitors use. */
function siteUrlProblems(settings: Env): string[] {
  if (!settings.SITE_URL) {
    return ["SITE_URL is not set: the public origin of the site, e.g. https://pickline.example (links in e-mails, canonical URLs and the check of signed-in writes use it)."];
  }
  return isAcceptableSiteOrigin(settings.SITE_URL) ? [] : [`SITE_URL must be an https origin (http only for localhost), not ${settings.SITE_URL}.`];
}

/** A preview's database is its own, or none: DATABASE_URL may be production's, left visible to previews. */
function previewDatabaseProblems(settings: Env): string[] {
  if (settings.PREVIEW_DATABASE_URL) return [];
  if (!settings.PREVIEW_READS_PRODUCTION) {
    return [
      "PREVIEW_DATABASE_URL is not set: a preview never uses DATABASE_URL, which may be production's. Set it (scoped to Preview) to a database of its own, e.g. the branch database of Neon's or Supabase's integration, or leave PREVIEW_READS_PRODUCTION unset (or true) for a read-only demo that reads DATABASE_URL and writes nothing (README, \"Preview deployments\").",
    ];
  }
  return settings.DATABASE_URL
    ? []
    : ["Neither PREVIEW_DATABASE_URL nor DATABASE_URL reaches this preview: set PREVIEW_DATABASE_URL (scoped to Preview) to a database of its own, or let previews see DATABASE_URL for a read-only demo (README, \"Preview deployments\")."];
}

/** A preview's origin is its own Vercel URL; SITE_URL, production's, is ignored there. */
function previewOriginProblems(settings: Env): string[] {
  return previewOrigin(settings) ? [] : [PREVIEW_ORIGIN_MISSING];
}

/** In a preview a mail service is optional (without one, messages go to the log); one it was told to use must work. */
function mailProblems(settings: Env, preview: boolean): string[] {
  const transport = settings.MAIL_TRANSPORT ?? (settings.RESEND_API_KEY ? "resend" : undefined);
  if (transport === undefined) {
    if (preview) return [];
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
