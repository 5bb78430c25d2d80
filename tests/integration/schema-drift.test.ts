// The hand-written SQL migrations must produce exactly the database schema.prisma describes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { actualShape, diffShapes, expectedShape } from "@/scripts/lib/schema-drift";
import { migrate, MigrationError, readMigrations } from "@/scripts/lib/migrator";
import { emptyDatabases, queryRows } from "../support/test-database";

const emptyDatabase = emptyDatabases();

describe("migrations against schema.prisma", () => {
  test("a freshly migrated database matches schema.prisma exactly", async () => {
    const url = await emptyDatabase();
    await migrate(url);
    expect(diffShapes(await expectedShape(), await actualShape(url))).toEqual([]);
  });

  test("the detector reports a column, a type, a default, a nullability and an index that drifted", async () => {
    const url = await emptyDatabase();
    await migrate(url);
    const schema = fs.readFileSync(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8");
    const drifted = schema
      .replace("hotStreak     Boolean   @default(false)", "hotStreak     Boolean   @default(true)\n  nickname String?")
      .replace("betTotal    Int\n", "betTotal    BigInt\n")
      .replace("report            String?", "report            String")
      .replace("@@index([followedId])", "@@index([followedId, createdAt])");
    const problems = diffShapes(await expectedShape(drifted), await actualShape(url));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("column User.nickname"),
        expect.stringContaining('column User.hotStreak: schema.prisma says "boolean not null default true"'),
        expect.stringContaining('column Parlay.betTotal: schema.prisma says "bigint'),
        expect.stringContaining('column Fixture.report: schema.prisma says "text not null'),
        expect.stringContaining("missing in database: index Follow(followedId,createdAt)"),
        expect.stringContaining("not in schema.prisma: index Follow(followedId)"),
      ]),
    );
  });

  test("one NORMAL pick per user and fixture: the unique index treats NULL parlays as equal", async () => {
    const url = await emptyDatabase();
    await migrate(url);
    const rows = await queryRows<{ nulls_not_distinct: boolean }>(
      url,
      `SELECT indnullsnotdistinct AS nulls_not_distinct FROM pg_index
       WHERE indexrelid = '"Pick_userId_fixtureId_parlayId_key"'::regclass`,
    );
    expect(rows).toEqual([{ nulls_not_distinct: true }]);
  });

  test("applying the migrations twice is a no-op and records them as Prisma does", async () => {
    const url = await emptyDatabase();
    const first = await migrate(url);
    expect(first).toEqual(readMigrations().map((m) => m.name));
    expect(await migrate(url)).toEqual([]);
    const rows = await queryRows<{ migration_name: string; checksum: string; applied_steps_count: number; finished: boolean }>(
      url,
      `SELECT migration_name, checksum, applied_steps_count, finished_at IS NOT NULL AS finished FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows).toEqual(
      readMigrations().map((m) => ({ migration_name: m.name, checksum: m.checksum, applied_steps_count: 1, finished: true })),
    );
  });

  test("a migration edited after it was applied is refused with a clear message", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pickline-migrations-"));
    fs.mkdirSync(path.join(dir, "001_first"));
    fs.writeFileSync(path.join(dir, "001_first", "migration.sql"), 'CREATE TABLE "A" (id INTEGER);');
    const url = await emptyDatabase();
    await migrate(url, { dir });
    fs.writeFileSync(path.join(dir, "001_first", "migration.sql"), 'CREATE TABLE "A" (id BIGINT);');
    await expect(migrate(url, { dir })).rejects.toThrow(MigrationError);
    await expect(migrate(url, { dir })).rejects.toThrow(/001_first was changed after it was applied/);
  });

  test("a failing migration is rolled back whole and not recorded", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pickline-migrations-"));
    fs.mkdirSync(path.join(dir, "001_broken"));
    fs.writeFileSync(path.join(dir, "001_broken", "migration.sql"), 'CREATE TABLE "B" (id INTEGER); SELECT nope;');
    const url = await emptyDatabase();
    await expect(migrate(url, { dir })).rejects.toThrow(/001_broken failed and was rolled back/);
    const tables = await queryRows(url, `SELECT 1 FROM pg_tables WHERE tablename = 'B'`);
    const recorded = await queryRows(url, `SELECT 1 FROM "_prisma_migrations"`);
    expect(tables).toHaveLength(0);
    expect(recorded).toHaveLength(0);
  });
});
