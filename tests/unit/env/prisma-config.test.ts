// The Prisma CLI (prisma.config.ts, loaded by Prisma's own loader) and the project's migrator reach the database
// through the same direct URL: DATABASE_URL_UNPOOLED, else DIRECT_URL, else DATABASE_URL.
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
