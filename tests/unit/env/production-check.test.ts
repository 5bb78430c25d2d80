// The launchers' production gate: a CI or Vercel build without a database stops at once; a complete environment passes.
import { env } from "@/lib/settings";
import { launcherProblems } from "@/scripts/lib/production-check";
import { runBuildScript } from "../../support/build-script";

const COMPLETE = {
  DATABASE_URL: "postgresql://app:secret@db.example:6543/pickline?sslmode=require",
  AUTH_SECRET: "a".repeat(44),
  SITE_URL: "https://pickline.example",
  CRON_SECRET: "c".repeat(32),
  RESEND_API_KEY: "re_123",
  MAIL_FROM: "Pickline <login@pickline.example>",
  FEED_PROVIDER: "live",
};
const NAMES = [...Object.keys(COMPLETE), "CI", "VERCEL", "MAIL_TRANSPORT", "VERCEL_ENV"];

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

function settingsOf(values: Record<string, string>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, values);
  return env();
}

test("a complete production environment passes the check, on CI and on Vercel too", () => {
  expect(launcherProblems(settingsOf(COMPLETE))).toEqual([]);
  expect(launcherProblems(settingsOf({ ...COMPLETE, CI: "true" }))).toEqual([]);
  expect(launcherProblems(settingsOf({ ...COMPLETE, VERCEL: "1", VERCEL_ENV: "production" }))).toEqual([]);
});

test("without DATABASE_URL only this machine may stand an embedded database in; CI and Vercel may not", () => {
  const withoutDatabase = { ...COMPLETE, DATABASE_URL: "" };
  expect(launcherProblems(settingsOf(withoutDatabase))).toEqual([]);
  expect(launcherProblems(settingsOf({ ...withoutDatabase, CI: "true" }))).toEqual([expect.stringMatching(/^DATABASE_URL is not set/)]);
  expect(launcherProblems(settingsOf({ ...withoutDatabase, VERCEL: "1", VERCEL_ENV: "production" }))).toEqual([expect.stringMatching(/^DATABASE_URL is not set/)]);
});

test("npm run build's script with CI=true and no DATABASE_URL exits 1 naming it, before migrating or building", () => {
  // Empty values count as unset and keep any .env file from filling them in.
  const environment = { ...process.env, ...COMPLETE, DATABASE_URL: "", DATABASE_URL_UNPOOLED: "", DIRECT_URL: "", CI: "true", VERCEL: "" };
  const result = runBuildScript(environment);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("Pickline's environment is not ready:\n  - DATABASE_URL is not set");
  expect(result.stderr).not.toMatch(/AUTH_SECRET|SITE_URL|CRON_SECRET|FEED_PROVIDER/);
  expect(result.stdout).not.toMatch(/migration|Creating an embedded PostgreSQL/i);
}, 60_000);
