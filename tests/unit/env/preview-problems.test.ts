// What a Vercel preview needs from its settings: its own database (or the read-only demo over DATABASE_URL), its own origin from
// Vercel, AUTH_SECRET and a feed; not SITE_URL, CRON_SECRET nor a mail service. And production needs SITE_URL.
import { parseEnv } from "@/lib/settings";
import { productionProblems } from "@/lib/settings/production-readiness";

/** A preview whose settings are scoped to Preview only: no SITE_URL, CRON_SECRET nor Resend key. */
const PREVIEW = {
  NODE_ENV: "production",
  VERCEL: "1",
  VERCEL_ENV: "preview",
  VERCEL_URL: "pickline-abc123-acme.vercel.app",
  VERCEL_BRANCH_URL: "pickline-git-feature-acme.vercel.app",
  PREVIEW_DATABASE_URL: "postgresql://app@branch-pooler.example:6543/pickline",
  AUTH_SECRET: "p".repeat(32),
  FEED_PROVIDER: "demo",
};

const problems = (values: Record<string, string | undefined>) => productionProblems(parseEnv(values));

test("a preview with a database of its own, AUTH_SECRET and a feed is ready: no SITE_URL, CRON_SECRET or mail service needed", () => {
  expect(problems(PREVIEW)).toEqual([]);
});

test("with the read-only demo turned off, a preview without PREVIEW_DATABASE_URL names it once, even with production's DATABASE_URL in sight", () => {
  const found = problems({ ...PREVIEW, PREVIEW_DATABASE_URL: undefined, PREVIEW_READS_PRODUCTION: "false", DATABASE_URL: "postgresql://app@production.example/pickline" });
  expect(found).toEqual([expect.stringMatching(/^PREVIEW_DATABASE_URL is not set/)]);
});

test("by default a preview without its own database is the read-only demo: ready when DATABASE_URL is there to read, and says so when not", () => {
  const readOnly = { ...PREVIEW, PREVIEW_DATABASE_URL: undefined };
  expect(problems({ ...readOnly, DATABASE_URL: "postgresql://app@production.example/pickline" })).toEqual([]);
  expect(problems(readOnly)).toEqual([expect.stringMatching(/^Neither PREVIEW_DATABASE_URL nor DATABASE_URL reaches this preview/)]);
});

test("a preview without Vercel's system variables cannot know its own origin, and says so", () => {
  expect(problems({ ...PREVIEW, VERCEL_URL: undefined, VERCEL_BRANCH_URL: undefined })).toEqual([expect.stringMatching(/VERCEL_URL/)]);
});

test("a preview still needs AUTH_SECRET and a feed", () => {
  expect(problems({ ...PREVIEW, AUTH_SECRET: undefined })).toEqual([expect.stringMatching(/^AUTH_SECRET must be/)]);
  expect(problems({ ...PREVIEW, FEED_PROVIDER: undefined })).toEqual([expect.stringMatching(/^FEED_PROVIDER is not set/)]);
});

test("mail a preview was told to send still has to be able to go out", () => {
  expect(problems({ ...PREVIEW, MAIL_TRANSPORT: "outbox" })).toEqual([expect.stringMatching(/read-only file system/)]);
  expect(problems({ ...PREVIEW, MAIL_TRANSPORT: "resend", MAIL_FROM: "Pickline <login@pickline.example>" })).toEqual([expect.stringMatching(/RESEND_API_KEY/)]);
  expect(problems({ ...PREVIEW, RESEND_API_KEY: "re_123" })).toEqual([expect.stringMatching(/^MAIL_FROM is not set/)]);
});

test("production on Vercel needs SITE_URL: the production domain Vercel names is no longer taken for it", () => {
  const production = {
    NODE_ENV: "production",
    VERCEL: "1",
    VERCEL_ENV: "production",
    // Still set by Vercel: here to show that SITE_URL is required all the same, this name being read nowhere.
    VERCEL_PROJECT_PRODUCTION_URL: "pickline.example",
    DATABASE_URL: "postgresql://app@production.example/pickline",
    AUTH_SECRET: "a".repeat(32),
    CRON_SECRET: "c".repeat(16),
    RESEND_API_KEY: "re_123",
    MAIL_FROM: "Pickline <login@pickline.example>",
    FEED_PROVIDER: "live",
  };
  expect(problems(production)).toEqual([expect.stringMatching(/^SITE_URL is not set/)]);
  expect(problems({ ...production, SITE_URL: "https://www.pickline.example" })).toEqual([]);
});
