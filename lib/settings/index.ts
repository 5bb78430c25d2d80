// The one validated set of settings: every setting the app reads, typed, with development defaults. The values come
// from ./environment.ts, the one reader of the environment; the schema lives here so that the browser, which imports
// ./environment.ts for its build-time settings, never carries zod. Features with several settings read them through a
// section beside this file (auth, feeds, deploy, site-url, site-contacts).
import { z } from "zod";
import { isTimeZone } from "../domain/time-zone";
import * as deploy from "./deploy";
import { DEFAULT_TIMEZONE, isServerRuntime, readEnv } from "./environment";

export type { DeploymentEnvironment } from "./deploy";

export const FEED_PROVIDERS = ["demo", "espn", "the-odds-api", "live"] as const;
export type FeedProviderName = (typeof FEED_PROVIDERS)[number];
const MAIL_TRANSPORTS = ["resend", "outbox"] as const;
/** "log": a preview's mail, without a Resend key, only goes to the server log (no outbox file on Vercel). */
export type MailTransport = (typeof MAIL_TRANSPORTS)[number] | "log";

/** An empty value (`NAME=` in a .env file) means unset, so defaults apply. */
const text = () => z.string().trim().optional().transform((value) => (value ? value : undefined));
const integer = (fallback: number, min = 0) =>
  text().transform((value, context) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    if (Number.isInteger(number) && number >= min) return number;
    context.addIssue({ code: "custom", message: `expected a whole number of at least ${min}, got "${value}"` });
    return z.NEVER;
  });
const flag = (fallback: boolean) =>
  text().pipe(z.enum(["true", "false", "1", "0"]).optional()).transform((value) => (value === undefined ? fallback : value === "true" || value === "1"));
const url = () => text().pipe(z.url().optional());
const baseUrl = (fallback: string) => url().transform((value) => (value ?? fallback).replace(/\/+$/, ""));
const DURATION_UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000 };
/** "90" or "90s", "5m", "1h": milliseconds, at least `minMs`. */
const duration = (fallbackMs: number, minMs: number) =>
  text().transform((value, context) => {
    if (value === undefined) return fallbackMs;
    const match = /^(\d+)\s*([smh]?)$/i.exec(value);
    const ms = match ? Number(match[1]) * DURATION_UNITS[(match[2] || "s").toLowerCase()] : NaN;
    if (ms >= minMs) return ms;
    context.addIssue({ code: "custom", message: `expected a duration of at least ${minMs / 1000} s ("300", "90s", "5m", "1h"), got "${value}"` });
    return z.NEVER;
  });

const shape = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: integer(3000, 1),
  DATABASE_URL: url(),
  /** A direct (not pooled) connection for migrations: Neon's and Vercel's integrations name it so. */
  DATABASE_URL_UNPOOLED: url(),
  DIRECT_URL: url(),
  /** A Vercel preview's own database (pooled, and direct for migrations): previews never use DATABASE_URL to write. */
  PREVIEW_DATABASE_URL: url(),
  PREVIEW_DATABASE_URL_UNPOOLED: url(),
  /**
   * A preview without PREVIEW_DATABASE_URL is a read-only demo over DATABASE_URL (never migrating nor writing it);
   * false turns that off, and such a preview's build then stops, naming PREVIEW_DATABASE_URL.
   */
  PREVIEW_READS_PRODUCTION: flag(true),
  /** A read replica of DATABASE_URL for public reads (lib/server/read-db.ts); unset, every read goes to DATABASE_URL. */
  DATABASE_URL_REPLICA: url(),
  DATABASE_POOL_SIZE: integer(10, 1),
  /** The hot reads marked in lib/db-prepared.ts are prepared once per connection; false behind a pooler without them. */
  DATABASE_PREPARED_STATEMENTS: flag(true),
  /** Self-hosted: how many proxies of ours append to X-Forwarded-For in front of the app (0: the connection itself). */
  TRUSTED_PROXY_HOPS: integer(0, 0),
  SITE_URL: url(),
  /** Set by CI services and by Vercel's build machines: no embedded database there. */
  CI: text(),
  VERCEL: text(),
  VERCEL_ENV: text(),
  /** A Vercel deployment's generated host, and its Git branch's: a preview's own origin. */
  VERCEL_URL: text(),
  VERCEL_BRANCH_URL: text(),
  AUTH_SECRET: text(),
  /** Google and GitHub sign-in: each is offered when both its id and secret are set (README, "Sign-in providers"). */
  AUTH_GOOGLE_ID: text(),
  AUTH_GOOGLE_SECRET: text(),
  /** Tests point Google's OpenID Connect issuer at a local server; unset, Google's own. */
  AUTH_GOOGLE_ISSUER: url(),
  AUTH_GITHUB_ID: text(),
  AUTH_GITHUB_SECRET: text(),
  EMAIL_TOKEN_TTL_MINUTES: integer(15, 1),
  /**
   * How long before the first game of a picker's leagues that day the game-day reminder goes out. A day by default: the
   * scheduled sync sends it, and on Vercel's Hobby plan that runs once a day, early in the morning of the app's zone.
   */
  REMINDER_LEAD: duration(24 * 3_600_000, 5 * 60_000),
  ADMIN_EMAILS: text(),
  MAIL_TRANSPORT: text().pipe(z.enum(MAIL_TRANSPORTS).optional()),
  RESEND_API_KEY: text(),
  MAIL_FROM: text(),
  MAIL_OUTBOX: text(),
  /**
   * E-mails a day the provider sends. Resend's free plan allows 100 a day but 3,000 a month: 96 a day keeps a 31-day
   * month within it (3,000 / 31, rounded down).
   */
  MAIL_DAILY_BUDGET: integer(96, 1),
  /** The part of the daily budget reminders and digests leave to sign-in links, which are never refused. */
  MAIL_SIGN_IN_RESERVE: integer(40, 0),
  APP_TIMEZONE: text()
    .refine((zone) => zone === undefined || isTimeZone(zone), "not a time zone name (IANA, e.g. America/New_York)")
    .transform((value) => value ?? DEFAULT_TIMEZONE),
  /** Unset: seeds an empty database everywhere but a production deployment's own database (seedsDemoWhenEmpty). */
  SEED_DEMO: text().pipe(z.enum(["true", "false", "1", "0"]).optional()).transform((value) => (value === undefined ? undefined : value === "true" || value === "1")),
  DEMO_SEED: text(),
  DEV_SYNC: flag(true),
  /** Unset: on in production, off in development (DEV_SYNC) and tests. */
  SYNC_ON_TRAFFIC: text().pipe(z.enum(["true", "false", "1", "0"]).optional()),
  SYNC_INTERVAL: duration(5 * 60_000, 30_000),
  FEED_PROVIDER: text().pipe(z.enum(FEED_PROVIDERS).optional()),
  ODDS_API_KEY: text(),
  ODDS_API_BOOKMAKER: text(),
  /** The Odds API plan's monthly credits: 500 is the free plan. */
  ODDS_API_MONTHLY_CREDITS: integer(500, 1),
  /** Provider base URLs: tests point them at a local replay server. */
  ESPN_BASE_URL: baseUrl("https://site.api.espn.com/apis/site/v2/sports"),
  ODDS_API_BASE_URL: baseUrl("https://api.the-odds-api.com/v4/sports"),
  CRON_SECRET: text(),
  /** The key that seals pools' chat webhook URLs (README, "Group chat"); unset, one derived from AUTH_SECRET. */
  CHAT_HOOK_KEY: text(),
  /** Tests only: every chat post connects here (a local stand-in for Discord and Slack) instead of the webhook's host. */
  CHAT_HOOK_TEST_ORIGIN: url(),
  /**
   * Web push's VAPID pair (base64url, as `npx web-push generate-vapid-keys` prints it) and the contact the push
   * services may write to. Unset outside production: a pair is made on first use under .data/ (lib/server/push/vapid-keys.ts).
   */
  VAPID_PUBLIC_KEY: text(),
  VAPID_PRIVATE_KEY: text(),
  VAPID_SUBJECT: text(),
  /** Push messages one run of the job sends at most (the rest wait for the next run), how many at once, and how many a second. */
  PUSH_RUN_LIMIT: integer(2_000, 1),
  PUSH_CONCURRENCY: integer(8, 1),
  PUSH_PER_SECOND: integer(100, 1),
  SUPPORT_EMAIL: text(),
  SOCIAL_URL: url(),
  SENTRY_DSN: text(),
  /** Set at build time, all three: the build uploads its source maps to this Sentry project (nothing networked otherwise). */
  SENTRY_AUTH_TOKEN: text(),
  SENTRY_ORG: text(),
  SENTRY_PROJECT: text(),
  /** Unset: info, and silent under tests (they read the lines through logTo). */
  LOG_LEVEL: text().pipe(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional()),
  MAX_IN_FLIGHT_REQUESTS: integer(100, 0),
  FIXTURES_PUBLIC_CACHE_MS: integer(5_000, 0),
  PICKLINE_ISR_FLUSH_TO_DISK: flag(true),
  /**
   * false: visitors get no shared copy of any page (lib/security/cached-page.ts): every view is rendered for its
   * request, as a signed-in caller's is. The shared-pages bench's baseline (docs/adr-page-caching.md).
   */
  PICKLINE_SHARED_PAGES: flag(true),
  /** `next build` checks the types as well; `npm test`, which checked them a step before, turns that off. */
  PICKLINE_BUILD_TYPECHECK: flag(true),
};

/**
 * Built on first use: client bundles import this module for its helpers, and constructing a zod object runs zod's
 * `new Function` probe, which the pages' Content-Security-Policy reports as an eval violation.
 */
let schema: z.ZodObject<typeof shape> | undefined;
const envSchema = () => (schema ??= z.object(shape));

export type Env = z.output<z.ZodObject<typeof shape>>;
export const ENV_NAMES = Object.keys(shape) as (keyof Env)[];

let cache: { key: string; value: Env } | undefined;

/**
 * Parsed on first use. Inside the Next.js server (NEXT_RUNTIME set) the environment is fixed for the life of the
 * process, so the first parse serves every later call: a request reads its settings several times. Elsewhere (scripts,
 * tests and benches, which switch settings at run time) it is parsed again whenever a value changed.
 * Throws one message listing every malformed value.
 */
export function env(): Env {
  if (cache && isServerRuntime()) return cache.value;
  const raw = readEnv(ENV_NAMES);
  const key = JSON.stringify(raw);
  if (cache?.key === key) return cache.value;
  cache = { key, value: parseEnv(raw) };
  return cache.value;
}

/** Validates a set of raw values (the environment's, or a test's), throwing one message that names each malformed one. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const parsed = envSchema().safeParse(raw);
  if (!parsed.success) throw new Error(describeProblems(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)));
  return parsed.data;
}

export function describeProblems(problems: string[]): string {
  return `Pickline's environment is not ready:\n${problems.map((problem) => `  - ${problem}`).join("\n")}\nSee .env.example and the README's deploy section.`;
}

export const isProduction = () => env().NODE_ENV === "production";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True for https origins, and for http on this machine only (a production build tried locally, the end-to-end tests). */
export function isAcceptableSiteOrigin(value: string): boolean {
  const parsed = new URL(value);
  return parsed.protocol === "https:" || (parsed.protocol === "http:" && LOOPBACK.has(parsed.hostname));
}

/** Which host environment runs: production, a Vercel preview, or development (tests included). */
export function deploymentEnvironment(settings: Env = env()): deploy.DeploymentEnvironment {
  return deploy.deploymentEnvironment(settings);
}

/** A preview without a database of its own: every write is refused, and the pages say so. */
export function isReadOnlyDeployment(settings: Env = env()): boolean {
  return deploy.isReadOnlyDeployment(settings);
}

/** What a preview without Vercel's system variables lacks to know its own origin. */
export const PREVIEW_ORIGIN_MISSING =
  "VERCEL_BRANCH_URL and VERCEL_URL are not set: a preview's origin is its own Vercel URL. Turn on \"Automatically expose System Environment Variables\" in the project's settings.";

/**
 * The origin of every link the product mails or renders, of canonical URLs and of the CSRF check. Production: SITE_URL,
 * required. A preview: its own Vercel URL, never SITE_URL nor the production domain (its links and writes would go to
 * production). Development: SITE_URL, else http://localhost:$PORT. Never the request's Host or X-Forwarded-* headers,
 * which any client can forge.
 */
export function siteOrigin(settings: Env = env()): string {
  if (deploy.deploymentEnvironment(settings) === "preview") {
    const origin = deploy.previewOrigin(settings);
    if (origin) return origin;
    throw new Error(describeProblems([PREVIEW_ORIGIN_MISSING]));
  }
  if (settings.SITE_URL) return new URL(settings.SITE_URL).origin;
  if (settings.NODE_ENV === "production") throw new Error(describeProblems(["SITE_URL is not set: the public https origin, e.g. https://pickline.example"]));
  return `http://localhost:${settings.PORT}`;
}

/** The app's database (lib/db.ts and the launchers): a preview's own, never production's unless it may only read it. */
export function databaseUrl(settings: Env = env()): string | undefined {
  return deploy.databaseUrl(settings);
}

/** The read replica public reads may use (lib/db.ts): never in a preview, whose database is its own or read-only. */
export function replicaDatabaseUrl(settings: Env = env()): string | undefined {
  return deploy.replicaDatabaseUrl(settings);
}

/**
 * The direct (not pooled) connection to the app's database, for the project's migrator and the Prisma CLI alike:
 * DDL runs poorly through a transaction pooler (PgBouncer, Neon's -pooler host, Supabase's port 6543), so both go
 * around it. DATABASE_URL_UNPOOLED is the name Neon's Vercel integration sets, DIRECT_URL the one Supabase's and
 * Prisma's guides use; without either, DATABASE_URL itself. A preview's is PREVIEW_DATABASE_URL_UNPOOLED, else
 * PREVIEW_DATABASE_URL; a read-only preview has none. Undefined when no database is configured.
 */
export function directDatabaseUrl(settings: Env = env()): string | undefined {
  return deploy.directDatabaseUrl(settings);
}

/**
 * Whether `npm run build` and `npm start` fill an empty database with the demo world. SEED_DEMO decides when set. Unset,
 * a production deployment's database (DATABASE_URL in production) is never seeded, so a first deploy cannot fill a real
 * site with made-up pickers; development, previews and a production build tried on the embedded database are.
 */
export function seedsDemoWhenEmpty(settings: Env = env()): boolean {
  if (settings.SEED_DEMO !== undefined) return settings.SEED_DEMO;
  return !(deploy.deploymentEnvironment(settings) === "production" && settings.DATABASE_URL !== undefined);
}

/** resend when a key is set, unless the outbox was chosen explicitly; otherwise the outbox, or in a preview the log. */
export function mailTransport(settings: Env = env()): MailTransport {
  if (settings.MAIL_TRANSPORT) return settings.MAIL_TRANSPORT;
  if (settings.RESEND_API_KEY) return "resend";
  return deploy.deploymentEnvironment(settings) === "preview" ? "log" : "outbox";
}

/**
 * How many e-mails a local day may count before reminders and digests stop: the daily budget less the sign-in reserve.
 * Sign-in links are only counted against it, so they still go out once it is reached.
 */
export function optInMailAllowance(): number {
  const { MAIL_DAILY_BUDGET, MAIL_SIGN_IN_RESERVE } = env();
  return Math.max(0, MAIL_DAILY_BUDGET - MAIL_SIGN_IN_RESERVE);
}

/** Milliseconds before a picker's first game of the day at which the game-day reminder is due. */
export function reminderLeadMs(): number {
  return env().REMINDER_LEAD;
}

/**
 * Whether a request that finds the last sync older than SYNC_INTERVAL starts one after its response. Never in a
 * read-only preview: a sync writes.
 */
export function syncOnTraffic(settings: Env = env()): boolean {
  if (deploy.isReadOnlyDeployment(settings)) return false;
  const { SYNC_ON_TRAFFIC: value, NODE_ENV } = settings;
  return value === undefined ? NODE_ENV === "production" : value === "true" || value === "1";
}

/**
 * The browser has none of the server's settings (and parsing them there would trip the page's CSP with zod's eval
 * probe): client components render in the default zone unless a server component hands them the configured one.
 */
export function appTimeZone(): string {
  if (typeof window !== "undefined") return DEFAULT_TIMEZONE;
  return env().APP_TIMEZONE;
}
