// Which host environment runs (production, a Vercel preview, development and tests) and what each one uses: the origin
// of links and of the CSRF check, the app's database, the migrator's database, and whether writes are refused.
import {
  databaseUrl,
  deploymentEnvironment,
  directDatabaseUrl,
  isReadOnlyDeployment,
  mailTransport,
  parseEnv,
  siteOrigin,
  syncOnTraffic,
} from "@/lib/settings";

const PRODUCTION_POOLED = "postgresql://app@production-pooler.example:6543/pickline";
const PRODUCTION_DIRECT = "postgresql://app@production.example:5432/pickline";
const PREVIEW_POOLED = "postgresql://app@branch-pooler.example:6543/pickline";
const PREVIEW_DIRECT = "postgresql://app@branch.example:5432/pickline";
const BRANCH_HOST = "pickline-git-feature-acme.vercel.app";
const DEPLOYMENT_HOST = "pickline-abc123-acme.vercel.app";

/** What a project whose settings are shared by every environment shows each deployment, Vercel's own variables included. */
const SHARED = {
  DATABASE_URL: PRODUCTION_POOLED,
  DATABASE_URL_UNPOOLED: PRODUCTION_DIRECT,
  SITE_URL: "https://www.pickline.example",
  VERCEL: "1",
  VERCEL_URL: DEPLOYMENT_HOST,
};
const PREVIEW = { ...SHARED, NODE_ENV: "production", VERCEL_ENV: "preview", VERCEL_BRANCH_URL: BRANCH_HOST };

type Expected = { environment: string; origin: string; database?: string; migrations?: string; readOnly: boolean };

const CASES: [string, Record<string, string>, Expected][] = [
  [
    "production on Vercel",
    { ...SHARED, NODE_ENV: "production", VERCEL_ENV: "production" },
    { environment: "production", origin: "https://www.pickline.example", database: PRODUCTION_POOLED, migrations: PRODUCTION_DIRECT, readOnly: false },
  ],
  [
    "production self-hosted (no VERCEL_ENV)",
    { NODE_ENV: "production", DATABASE_URL: PRODUCTION_POOLED, SITE_URL: "https://pickline.example/" },
    { environment: "production", origin: "https://pickline.example", database: PRODUCTION_POOLED, migrations: PRODUCTION_POOLED, readOnly: false },
  ],
  [
    "a preview with a database of its own",
    { ...PREVIEW, PREVIEW_DATABASE_URL: PREVIEW_POOLED, PREVIEW_DATABASE_URL_UNPOOLED: PREVIEW_DIRECT },
    { environment: "preview", origin: `https://${BRANCH_HOST}`, database: PREVIEW_POOLED, migrations: PREVIEW_DIRECT, readOnly: false },
  ],
  [
    "a preview with only a pooled PREVIEW_DATABASE_URL",
    { ...PREVIEW, PREVIEW_DATABASE_URL: PREVIEW_POOLED },
    { environment: "preview", origin: `https://${BRANCH_HOST}`, database: PREVIEW_POOLED, migrations: PREVIEW_POOLED, readOnly: false },
  ],
  [
    "a preview without PREVIEW_DATABASE_URL, the read-only demo turned off: no database, nothing to migrate",
    { ...PREVIEW, PREVIEW_READS_PRODUCTION: "false" },
    { environment: "preview", origin: `https://${BRANCH_HOST}`, database: undefined, migrations: undefined, readOnly: true },
  ],
  [
    "a preview without PREVIEW_DATABASE_URL (the read-only demo, by default): reads production through its direct URL, migrates nothing",
    PREVIEW,
    { environment: "preview", origin: `https://${BRANCH_HOST}`, database: PRODUCTION_DIRECT, migrations: undefined, readOnly: true },
  ],
  [
    "a preview deployed without a Git branch (vercel CLI): its deployment URL",
    { ...PREVIEW, VERCEL_BRANCH_URL: "", PREVIEW_DATABASE_URL: PREVIEW_POOLED },
    { environment: "preview", origin: `https://${DEPLOYMENT_HOST}`, database: PREVIEW_POOLED, migrations: PREVIEW_POOLED, readOnly: false },
  ],
  [
    "development",
    { NODE_ENV: "development", PORT: "4100" },
    { environment: "development", origin: "http://localhost:4100", database: undefined, migrations: undefined, readOnly: false },
  ],
  [
    "tests, with a database",
    { NODE_ENV: "test", DATABASE_URL: PRODUCTION_POOLED, PORT: "4100" },
    { environment: "development", origin: "http://localhost:4100", database: PRODUCTION_POOLED, migrations: PRODUCTION_POOLED, readOnly: false },
  ],
  [
    "vercel dev",
    { NODE_ENV: "development", VERCEL_ENV: "development", SITE_URL: "http://localhost:3000" },
    { environment: "development", origin: "http://localhost:3000", database: undefined, migrations: undefined, readOnly: false },
  ],
];

test.each(CASES)("%s", (_name, values, expected) => {
  const settings = parseEnv(values);
  expect({
    environment: deploymentEnvironment(settings),
    origin: siteOrigin(settings),
    database: databaseUrl(settings),
    migrations: directDatabaseUrl(settings),
    readOnly: isReadOnlyDeployment(settings),
  }).toEqual(expected);
});

// Vercel sets VERCEL on every build and function but VERCEL_ENV only while "Automatically expose System Environment
// Variables" is on: a Vercel process that cannot say it is production must be treated as a preview, never as production
// (which would migrate and write DATABASE_URL).
test.each([
  ["VERCEL_ENV missing", { NODE_ENV: "production", VERCEL: "1" }, "preview"],
  ["VERCEL_ENV empty", { NODE_ENV: "production", VERCEL: "1", VERCEL_ENV: "" }, "preview"],
  ["an unknown VERCEL_ENV", { NODE_ENV: "production", VERCEL: "1", VERCEL_ENV: "staging" }, "preview"],
  ["an unknown VERCEL_ENV under NODE_ENV=development", { NODE_ENV: "development", VERCEL: "1", VERCEL_ENV: "qa" }, "preview"],
  ["VERCEL_ENV=production", { NODE_ENV: "production", VERCEL: "1", VERCEL_ENV: "production" }, "production"],
  ["VERCEL_ENV=development (vercel dev)", { NODE_ENV: "development", VERCEL: "1", VERCEL_ENV: "development" }, "development"],
  ["VERCEL_ENV=development under a production build", { NODE_ENV: "production", VERCEL: "1", VERCEL_ENV: "development" }, "development"],
] as [string, Record<string, string>, string][])("on Vercel, %s", (_name, values, expected) => {
  expect(deploymentEnvironment(parseEnv(values))).toBe(expected);
});

test("on Vercel without VERCEL_ENV a shared DATABASE_URL is only read, never migrated", () => {
  const settings = parseEnv({ ...SHARED, NODE_ENV: "production" });
  expect(isReadOnlyDeployment(settings)).toBe(true);
  expect(directDatabaseUrl(settings)).toBeUndefined();
});

test("a preview never takes SITE_URL or the production domain for its origin, even with nothing else to go on", () => {
  const settings = parseEnv({ ...PREVIEW, VERCEL_BRANCH_URL: "", VERCEL_URL: "" });
  expect(() => siteOrigin(settings)).toThrow(/VERCEL_URL/);
});

test("production needs SITE_URL: Vercel's production domain is not a stand-in", () => {
  // Vercel still sets VERCEL_PROJECT_PRODUCTION_URL; it is here to show that nothing takes it for the origin.
  const settings = parseEnv({ ...SHARED, SITE_URL: "", NODE_ENV: "production", VERCEL_ENV: "production", VERCEL_PROJECT_PRODUCTION_URL: "pickline.example" });
  expect(() => siteOrigin(settings)).toThrow(/SITE_URL is not set/);
});

test("a read-only preview never syncs on traffic; a preview with its own database does, as production does", () => {
  expect(syncOnTraffic(parseEnv(PREVIEW))).toBe(false);
  expect(syncOnTraffic(parseEnv({ ...PREVIEW, PREVIEW_READS_PRODUCTION: "true", SYNC_ON_TRAFFIC: "true" }))).toBe(false);
  expect(syncOnTraffic(parseEnv({ ...PREVIEW, PREVIEW_DATABASE_URL: PREVIEW_POOLED }))).toBe(true);
});

test("a preview without a Resend key writes its mail to the log only (no outbox file on Vercel)", () => {
  expect(mailTransport(parseEnv(PREVIEW))).toBe("log");
  expect(mailTransport(parseEnv({ ...PREVIEW, RESEND_API_KEY: "re_123" }))).toBe("resend");
  expect(mailTransport(parseEnv({ NODE_ENV: "test" }))).toBe("outbox");
  expect(mailTransport(parseEnv({ NODE_ENV: "production", RESEND_API_KEY: "re_123" }))).toBe("resend");
});
