// The Prisma CLI (prisma.config.ts, loaded by Prisma's own loader) and the project's migrator reach the database
// through the same direct URL: DATABASE_URL_UNPOOLED, else DIRECT_URL, else DATABASE_URL; in a Vercel preview
// PREVIEW_DATABASE_URL_UNPOOLED, else PREVIEW_DATABASE_URL, and never DATABASE_URL.
import { spawnSync } from "node:child_process";
import { directDatabaseUrl, parseEnv } from "@/lib/settings";

const POOLED = "postgresql://app@pooler.example:6543/pickline";
const DIRECT = "postgresql://app@direct.example:5432/pickline";
const UNPOOLED = "postgresql://app@unpooled.example:5432/pickline";

/** The datasource URL the Prisma CLI would use, read in a process of its own with only these variables set. */
function prismaCliUrl(values: Record<string, string>): string {
  const script = `require("@prisma/config").loadConfigFromFile({ configRoot: process.cwd() }).then((loaded) => {
    if (loaded.error) throw loaded.error.error ?? new Error(loaded.error._tag);
    process.stdout.write(String(loaded.config.datasource.url));
  })`;
  const result = spawnSync(process.execPath, ["-e", script], { env: { PATH: process.env.PATH, NODE_ENV: "test", ...values }, encoding: "utf8", timeout: 30_000 });
  expect(result.stderr).toBe("");
  return result.stdout;
}

const CASES: [string, Record<string, string>, string][] = [
  ["DATABASE_URL alone", { DATABASE_URL: POOLED }, POOLED],
  ["DIRECT_URL over DATABASE_URL", { DATABASE_URL: POOLED, DIRECT_URL: DIRECT }, DIRECT],
  ["DATABASE_URL_UNPOOLED over both", { DATABASE_URL: POOLED, DIRECT_URL: DIRECT, DATABASE_URL_UNPOOLED: UNPOOLED }, UNPOOLED],
  ["an empty DATABASE_URL_UNPOOLED counts as unset", { DATABASE_URL: POOLED, DATABASE_URL_UNPOOLED: "" }, POOLED],
];

test.each(CASES)("directDatabaseUrl: %s", (_name, values, expected) => {
  expect(directDatabaseUrl(parseEnv(values))).toBe(expected);
});

test("directDatabaseUrl is undefined without any database URL (the launchers then start the embedded server)", () => {
  expect(directDatabaseUrl(parseEnv({}))).toBeUndefined();
});

test.each(CASES)("the Prisma CLI's datasource: %s", (_name, values, expected) => {
  expect(prismaCliUrl(values)).toBe(expected);
});

const PREVIEW = { VERCEL: "1", VERCEL_ENV: "preview", DATABASE_URL: POOLED, DATABASE_URL_UNPOOLED: UNPOOLED };
const PREVIEW_POOLED = "postgresql://app@branch-pooler.example:6543/pickline";
const PREVIEW_DIRECT = "postgresql://app@branch.example:5432/pickline";

test.each([
  ["PREVIEW_DATABASE_URL_UNPOOLED", { ...PREVIEW, PREVIEW_DATABASE_URL: PREVIEW_POOLED, PREVIEW_DATABASE_URL_UNPOOLED: PREVIEW_DIRECT }, PREVIEW_DIRECT],
  ["else PREVIEW_DATABASE_URL", { ...PREVIEW, PREVIEW_DATABASE_URL: PREVIEW_POOLED }, PREVIEW_POOLED],
])("a preview with its own database hands the Prisma CLI %s, never production's", (_name, values, expected) => {
  expect(prismaCliUrl(values)).toBe(expected);
});

// prisma generate (postinstall, in every preview's build) loads the config too, so it cannot throw: it points nowhere.
test.each([
  ["the read-only demo", PREVIEW],
  ["the demo turned off", { ...PREVIEW, PREVIEW_READS_PRODUCTION: "false" }],
])("a preview without a database of its own (%s) hands the Prisma CLI nothing that reaches a database", (_name, values) => {
  const url = new URL(prismaCliUrl(values));
  expect([POOLED, UNPOOLED]).not.toContain(url.toString());
  expect(`${url.hostname}:${url.port}`).toBe("127.0.0.1:1");
  expect(url.pathname).toMatch(/read-only-preview/);
});
