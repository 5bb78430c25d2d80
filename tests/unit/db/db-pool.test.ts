// Which statements the pool may run again after a dead connection, and which errors mean the connection is gone.
import { createPool, isConnectionLost, isRetryableRead } from "@/lib/db-pool";

describe("isRetryableRead", () => {
  it.each([
    `SELECT 1`,
    `  select "t0"."id" FROM "public"."User" AS "t0" WHERE "t0"."id" = $1 LIMIT $2`,
    `-- board\n/* ranked */ SELECT count(*) FROM "Pick";`,
    `WITH board AS NOT MATERIALIZED (SELECT "userId" FROM "Standing") SELECT * FROM board`,
    `SELECT parlay_decimal_odds(array_agg(l."moneyLine")) FROM "Pick" l`,
  ])("retries the read %p", (sql) => {
    expect(isRetryableRead(sql)).toBe(true);
  });

  it.each([
    `INSERT INTO "Pick" DEFAULT VALUES`,
    `UPDATE "SyncState" SET "at" = now()`,
    `DELETE FROM "Session" WHERE "expires" < now()`,
    `WITH gone AS (DELETE FROM "Session" RETURNING 1) SELECT count(*) FROM gone`,
    `WITH moved AS (UPDATE "Pick" SET "state" = 'FINAL' RETURNING 1) SELECT 1`,
    `SELECT "fixture_pick_counts_fold"(50::int) AS folded`,
    `SELECT fixture_pick_counts_fold(50) AS folded`,
    `SELECT nextval('"Pick_id_seq"')`,
    `SELECT set_config('app.user', 'x', false)`,
    `SELECT pg_advisory_lock(42)`,
    `SELECT * INTO "Copy" FROM "Pick"`,
    `SELECT * FROM "Fixture" WHERE id = 1 FOR UPDATE`,
    `SELECT * FROM "Fixture" FOR KEY SHARE`,
    `SELECT 1; DELETE FROM "Pick"`,
    `BEGIN`,
    `MERGE INTO "Standing" s USING x ON true WHEN MATCHED THEN DO NOTHING`,
  ])("does not retry %p", (sql) => {
    expect(isRetryableRead(sql)).toBe(false);
  });
});

describe("isConnectionLost", () => {
  it.each([
    Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    new Error("Connection terminated unexpectedly"),
    Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }),
    new Error("Client has encountered a connection error and is not queryable"),
  ])("a dead session: %p", (error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    new Error("timeout exceeded when trying to connect"),
    "Connection terminated unexpectedly",
    null,
  ])("not a lost session: %p", (error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});

describe("createPool", () => {
  it.each([
    [true, "-c default_transaction_read_only=on"],
    [false, undefined],
  ])("readOnly %p opens sessions with options %p", async (readOnly, options) => {
    const pool = createPool({ connectionString: "postgresql://app@db.example/pickline", max: 1, frozenBetweenRequests: false, readOnly });
    expect((pool as unknown as { options: { options?: string } }).options.options).toBe(options);
    await pool.end();
  });
});
