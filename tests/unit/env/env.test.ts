// The validated environment: development defaults, malformed values refused, and each missing production value named.
import { env, seedsDemoWhenEmpty, siteOrigin, syncOnTraffic, type Env } from "@/lib/settings";
import { assertProductionReady, productionProblems } from "@/lib/settings/production-readiness";

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

const READY = {
  DATABASE_URL: "postgresql://u:p@db.example/pickline",
  AUTH_SECRET: "x".repeat(32),
  SITE_URL: "https://pickline.example",
  RESEND_API_KEY: "re_123",
  MAIL_FROM: "Pickline <login@pickline.example>",
  CRON_SECRET: "c".repeat(16),
  FEED_PROVIDER: "live",
};

function settings(values: Record<string, string | undefined>): Env {
  setEnvironment(values);
  return env();
}

function setEnvironment(values: Record<string, string | undefined>): void {
  for (const name of ["DATABASE_URL", "AUTH_SECRET", "SITE_URL", "RESEND_API_KEY", "MAIL_FROM", "MAIL_TRANSPORT", "CRON_SECRET", "FEED_PROVIDER", "VERCEL", "VERCEL_ENV", "VERCEL_PROJECT_PRODUCTION_URL", "ODDS_API_KEY"]) {
    delete process.env[name];
  }
  for (const [name, value] of Object.entries(values)) if (value !== undefined) process.env[name] = value;
}

test("development needs nothing: defaults for every setting", () => {
  const values = settings({ PORT: "4100", DATABASE_POOL_SIZE: "", APP_TIMEZONE: "" });
  expect(values.DATABASE_POOL_SIZE).toBe(10);
  expect(values.APP_TIMEZONE).toBe("America/New_York");
  expect(seedsDemoWhenEmpty(values)).toBe(true);
  expect(siteOrigin()).toBe("http://localhost:4100");
});

test("the demo world seeds an empty database by default everywhere but a production deployment's own database", () => {
  expect(seedsDemoWhenEmpty(settings({ NODE_ENV: "production" }))).toBe(true);
  expect(seedsDemoWhenEmpty(settings({ ...READY, NODE_ENV: "production" }))).toBe(false);
  expect(seedsDemoWhenEmpty(settings({ ...READY, NODE_ENV: "production", VERCEL: "1", VERCEL_ENV: "production" }))).toBe(false);
  expect(seedsDemoWhenEmpty(settings({ ...READY, NODE_ENV: "production", VERCEL: "1", VERCEL_ENV: "preview" }))).toBe(true);
  expect(seedsDemoWhenEmpty(settings({ ...READY, NODE_ENV: "production", SEED_DEMO: "true" }))).toBe(true);
  expect(seedsDemoWhenEmpty(settings({ NODE_ENV: "development", SEED_DEMO: "false" }))).toBe(false);
});

test("malformed values are refused with one message naming each", () => {
  setEnvironment({ DATABASE_POOL_SIZE: "lots", APP_TIMEZONE: "Mars/Olympus", SITE_URL: "not a url", FEED_PROVIDER: "bookie" });
  expect(() => env()).toThrow(/DATABASE_POOL_SIZE[\s\S]*SITE_URL[\s\S]*APP_TIMEZONE[\s\S]*FEED_PROVIDER/);
});

test("a production environment with everything set has no problem", () => {
  expect(productionProblems({ ...settings(READY), NODE_ENV: "production" })).toEqual([]);
});

test.each([
  ["DATABASE_URL", /DATABASE_URL is not set/],
  ["AUTH_SECRET", /AUTH_SECRET must be/],
  ["SITE_URL", /SITE_URL is not set/],
  ["CRON_SECRET", /CRON_SECRET must be/],
  ["FEED_PROVIDER", /FEED_PROVIDER is not set/],
  ["MAIL_FROM", /MAIL_FROM is not set/],
])("production without %s names it and says how to fix it", (name, message) => {
  const problems = productionProblems({ ...settings({ ...READY, [name]: undefined }), NODE_ENV: "production" });
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(message);
});

test("an empty production environment lists every problem in one error", () => {
  const values = { ...settings({}), NODE_ENV: "production" as const };
  expect(() => assertProductionReady(values)).toThrow(
    /DATABASE_URL[\s\S]*AUTH_SECRET[\s\S]*SITE_URL[\s\S]*RESEND_API_KEY and MAIL_FROM[\s\S]*CRON_SECRET[\s\S]*FEED_PROVIDER/,
  );
  expect(() => assertProductionReady({ ...values, NODE_ENV: "development" })).not.toThrow();
});

test("unsafe production values are refused: http origins off this machine, a short secret, the outbox on Vercel", () => {
  const problems = (values: Record<string, string | undefined>) =>
    productionProblems({ ...settings({ ...READY, ...values }), NODE_ENV: "production" });
  expect(problems({ SITE_URL: "http://pickline.example" })).toEqual([expect.stringMatching(/https origin/)]);
  expect(problems({ SITE_URL: "http://127.0.0.1:3200" })).toEqual([]);
  expect(problems({ AUTH_SECRET: "short" })).toEqual([expect.stringMatching(/AUTH_SECRET/)]);
  expect(problems({ RESEND_API_KEY: undefined, MAIL_FROM: undefined, MAIL_TRANSPORT: "outbox" })).toEqual([]);
  expect(problems({ RESEND_API_KEY: undefined, MAIL_TRANSPORT: "outbox", VERCEL: "1", VERCEL_ENV: "production" })).toEqual([expect.stringMatching(/read-only/)]);
  expect(problems({ FEED_PROVIDER: "the-odds-api" })).toEqual([expect.stringMatching(/ODDS_API_KEY/)]);
});

test("the site origin comes from SITE_URL, never Vercel's production domain; production never falls back to localhost", () => {
  settings({ SITE_URL: "https://pickline.example/some/path" });
  expect(siteOrigin()).toBe("https://pickline.example");
  settings({ VERCEL_PROJECT_PRODUCTION_URL: "pickline.vercel.app", PORT: "3000" });
  expect(siteOrigin()).toBe("http://localhost:3000");
  settings({});
  (process.env as Record<string, string>).NODE_ENV = "production";
  expect(() => siteOrigin()).toThrow(/SITE_URL is not set/);
});

test("SYNC_INTERVAL takes seconds or a unit, 5 minutes by default, and refuses less than 30 s", () => {
  expect(settings({ SYNC_INTERVAL: "" }).SYNC_INTERVAL).toBe(300_000);
  expect(settings({ SYNC_INTERVAL: "90" }).SYNC_INTERVAL).toBe(90_000);
  expect(settings({ SYNC_INTERVAL: "45s" }).SYNC_INTERVAL).toBe(45_000);
  expect(settings({ SYNC_INTERVAL: "10m" }).SYNC_INTERVAL).toBe(600_000);
  expect(settings({ SYNC_INTERVAL: "1h" }).SYNC_INTERVAL).toBe(3_600_000);
  for (const bad of ["10s", "5 minutes", "-5m"]) {
    setEnvironment({ SYNC_INTERVAL: bad });
    expect(() => env()).toThrow(/SYNC_INTERVAL: expected a duration of at least 30 s/);
  }
});

test("sync on traffic is on by default in production only, and SYNC_ON_TRAFFIC decides when set", () => {
  setEnvironment({ SYNC_ON_TRAFFIC: "" });
  expect(syncOnTraffic()).toBe(false);
  (process.env as Record<string, string>).NODE_ENV = "production";
  expect(syncOnTraffic()).toBe(true);
  process.env.SYNC_ON_TRAFFIC = "false";
  expect(syncOnTraffic()).toBe(false);
  (process.env as Record<string, string>).NODE_ENV = "test";
  process.env.SYNC_ON_TRAFFIC = "true";
  expect(syncOnTraffic()).toBe(true);
});

test("inside the Next.js server the settings are parsed once; elsewhere a changed value is read again", () => {
  expect(settings({ PORT: "4100" }).PORT).toBe(4100);
  process.env.PORT = "4200";
  expect(env().PORT).toBe(4200);
  // A test standing in for the server's runtime (NODE_ENV=test) still switches settings.
  process.env.NEXT_RUNTIME = "nodejs";
  process.env.PORT = "4250";
  expect(env().PORT).toBe(4250);
  Object.assign(process.env, { NODE_ENV: "production" });
  const served = env();
  process.env.PORT = "4300";
  expect(env()).toBe(served);
  expect(env().PORT).toBe(4250);
});
