// A preview's build never touches production's database: without PREVIEW_DATABASE_URL it stops naming that setting
// before any work, and the read-only demo (the default without one) builds without migrating or seeding anything.
import { prepareAppDatabase } from "@/scripts/lib/prepare-database";
import { resolveDatabase } from "@/scripts/lib/database-server";
import { runBuildScript } from "../../support/build-script";

/** Nothing listens on port 1: any attempt to connect fails at once, and loudly. */
const PRODUCTION_URL = "postgresql://app:secret@127.0.0.1:1/pickline";
const PREVIEW = {
  NODE_ENV: "production" as const,
  VERCEL: "1",
  VERCEL_ENV: "preview",
  VERCEL_URL: "pickline-abc123-acme.vercel.app",
  VERCEL_BRANCH_URL: "pickline-git-feature-acme.vercel.app",
  DATABASE_URL: PRODUCTION_URL,
  DATABASE_URL_UNPOOLED: PRODUCTION_URL,
  AUTH_SECRET: "p".repeat(32),
  FEED_PROVIDER: "demo",
};
const NAMES = [...Object.keys(PREVIEW), "PREVIEW_DATABASE_URL", "PREVIEW_DATABASE_URL_UNPOOLED", "PREVIEW_READS_PRODUCTION", "DIRECT_URL", "SITE_URL", "CI"];

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

function setPreview(values: Record<string, string>): void {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, values);
}

test("npm run build's script in a preview without PREVIEW_DATABASE_URL and the read-only demo turned off exits 1 naming it, before reaching any database", () => {
  // Empty values count as unset and keep any .env file from filling them in.
  const environment = { ...process.env, ...PREVIEW, PREVIEW_DATABASE_URL: "", PREVIEW_READS_PRODUCTION: "false", DIRECT_URL: "", SITE_URL: "", CI: "1" };
  const result = runBuildScript(environment);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("Pickline's environment is not ready:\n  - PREVIEW_DATABASE_URL is not set");
  expect(`${result.stdout}${result.stderr}`).not.toMatch(/ECONNREFUSED|migration/i);
});

test("by default a preview without its own database is the read-only demo: its build prepares none, production's is neither migrated nor seeded, only handed on for reads", async () => {
  setPreview({ ...PREVIEW });
  const database = await prepareAppDatabase();
  expect(database.url).toBe(PRODUCTION_URL);
  expect(database.owned).toBe(false);
});

test("the scripts that write (migrate, seed, sync, admin:grant, reset) refuse a read-only preview instead of reaching production", async () => {
  setPreview({ ...PREVIEW, PREVIEW_READS_PRODUCTION: "true" });
  await expect(resolveDatabase(() => {})).rejects.toThrow(/read-only preview/);
});

test("a preview with its own database migrates that one, through its direct URL", async () => {
  const branch = "postgresql://app@branch-pooler.example:6543/pickline";
  const direct = "postgresql://app@branch.example:5432/pickline";
  setPreview({ ...PREVIEW, PREVIEW_DATABASE_URL: branch, PREVIEW_DATABASE_URL_UNPOOLED: direct });
  expect(await resolveDatabase(() => {})).toMatchObject({ url: branch, migrationUrl: direct, owned: false });
});
