// Deploy-time migrations: concurrent migrators apply each migration once, and `npm run db:migrate` goes through the direct URL.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate, readMigrations } from "@/scripts/lib/migrator";
import { resolveDatabase } from "@/scripts/lib/database-server";
import { emptyDatabases, queryRows } from "../support/test-database";

const emptyDatabase = emptyDatabases();

/** Migrations that fail when applied twice (CREATE TABLE) and are slow enough for the migrators to overlap. */
function slowMigrations(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pickline-migrations-"));
  for (let index = 1; index <= count; index += 1) {
    fs.mkdirSync(path.join(dir, `00${index}_slow`));
    fs.writeFileSync(path.join(dir, `00${index}_slow`, "migration.sql"), `SELECT pg_sleep(0.2); CREATE TABLE "T${index}" (id INTEGER);`);
  }
  return dir;
}

const TSX = path.join(process.cwd(), "node_modules", ".bin", "tsx");
const UNREACHABLE = "postgresql://nobody:nothing@127.0.0.1:9/unreachable";
const saved = { ...process.env };
afterEach(() => {
  for (const name of ["DATABASE_URL", "DATABASE_URL_UNPOOLED", "DIRECT_URL"]) delete process.env[name];
  Object.assign(process.env, saved);
});

describe("migrations at deploy time", () => {
  test("three migrators started at once apply each migration exactly once", async () => {
    const url = await emptyDatabase();
    const dir = slowMigrations(3);
    const runs = await Promise.all([migrate(url, { dir }), migrate(url, { dir }), migrate(url, { dir })]);
    expect(runs.flat().sort()).toEqual(["001_slow", "002_slow", "003_slow"]);
    const recorded = await queryRows<{ migration_name: string }>(url, `SELECT migration_name FROM "_prisma_migrations" ORDER BY 1`);
    expect(recorded.map((row) => row.migration_name)).toEqual(["001_slow", "002_slow", "003_slow"]);
  });

  test("two migrators on an empty database apply the real migrations once between them", async () => {
    const url = await emptyDatabase();
    const [first, second] = await Promise.all([migrate(url), migrate(url)]);
    expect([...first, ...second].sort()).toEqual(readMigrations().map((migration) => migration.name));
    const [{ count }] = await queryRows<{ count: number }>(url, `SELECT count(*)::int AS count FROM "_prisma_migrations"`);
    expect(count).toBe(readMigrations().length);
  }, 60_000);

  test("a release whose migration fails leaves the previous release's schema and data in place, usable, and the migration unrecorded", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pickline-migrations-"));
    const write = (name: string, sql: string) => {
      fs.mkdirSync(path.join(dir, name), { recursive: true });
      fs.writeFileSync(path.join(dir, name, "migration.sql"), sql);
    };
    write("001_accounts", `CREATE TABLE "Account" (id INTEGER PRIMARY KEY, name TEXT NOT NULL); INSERT INTO "Account" VALUES (1, 'first');`);
    const url = await emptyDatabase();
    expect(await migrate(url, { dir })).toEqual(["001_accounts"]);

    // The next release's migration does some work, then fails on the rows already there.
    write("002_email", `ALTER TABLE "Account" ADD COLUMN email TEXT; UPDATE "Account" SET name = 'renamed'; ALTER TABLE "Account" ALTER COLUMN email SET NOT NULL;`);
    await expect(migrate(url, { dir })).rejects.toThrow(/002_email failed and was rolled back/);

    const columns = await queryRows<{ column_name: string }>(url, `SELECT column_name FROM information_schema.columns WHERE table_name = 'Account' ORDER BY 1`);
    expect(columns.map((row) => row.column_name)).toEqual(["id", "name"]);
    // The release still serving traffic reads and writes as before.
    await queryRows(url, `INSERT INTO "Account" VALUES (2, 'second')`);
    expect(await queryRows(url, `SELECT id, name FROM "Account" ORDER BY id`)).toEqual([{ id: 1, name: "first" }, { id: 2, name: "second" }]);
    const recorded = await queryRows<{ migration_name: string; finished: boolean }>(url, `SELECT migration_name, finished_at IS NOT NULL AS finished FROM "_prisma_migrations"`);
    expect(recorded).toEqual([{ migration_name: "001_accounts", finished: true }]);

    // Never recorded, so it may be fixed in place (nullable, backfilled) and applied by the next deploy.
    write("002_email", `ALTER TABLE "Account" ADD COLUMN email TEXT; UPDATE "Account" SET email = 'user' || id || '@example.com';`);
    expect(await migrate(url, { dir })).toEqual(["002_email"]);
  });

  test("the direct URL is used for migrations: DATABASE_URL_UNPOOLED first, then DIRECT_URL, else DATABASE_URL", async () => {
    const pooled = "postgresql://app@pooler.example:6543/pickline";
    process.env.DATABASE_URL = pooled;
    expect((await resolveDatabase()).migrationUrl).toBe(pooled);
    process.env.DIRECT_URL = "postgresql://app@direct.example:5432/pickline";
    expect((await resolveDatabase()).migrationUrl).toBe(process.env.DIRECT_URL);
    process.env.DATABASE_URL_UNPOOLED = "postgresql://app@unpooled.example:5432/pickline";
    const database = await resolveDatabase();
    expect(database).toMatchObject({ url: pooled, migrationUrl: process.env.DATABASE_URL_UNPOOLED });
  });

  test("npm run db:migrate migrates through DATABASE_URL_UNPOOLED even when DATABASE_URL cannot be reached", async () => {
    const direct = await emptyDatabase();
    const result = spawnSync(TSX, ["scripts/migrate.ts"], {
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: UNREACHABLE, DATABASE_URL_UNPOOLED: direct, DIRECT_URL: "" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Applied ${readMigrations().length} migration(s).`);
    const [{ count }] = await queryRows<{ count: number }>(direct, `SELECT count(*)::int AS count FROM "_prisma_migrations"`);
    expect(count).toBe(readMigrations().length);
  }, 60_000);
});
