// The Sharpest board's data for the skill bench: 100,000 pickers' Standing roll-ups (all time and the current day, week and month slots).
import type pg from "pg";
import { periodStart } from "@/lib/server/leaderboard/board-source";

export const SHARPEST_DATASET = { pickers: 100_000, version: 2 };
/** A picker ranked mid-board in every period: the caller whose own row is pinned. */
export const SHARPEST_CALLER = "board050000";

/**
 * Settlement writes these columns; the board only reads them, so they are written directly here. Counts vary by picker
 * (all time 20-219, about half of the pickers reach 20 in a slot); averages lie in [-10%, +10%] on a 0.01% grid, so
 * many pickers tie. Slot starts are the current periods' in APP_TIMEZONE, as the board asks for them.
 */
export async function ensureSharpestDataset(client: pg.Client, now: Date, timeZone: string, log: (line: string) => void): Promise<void> {
  const [day, week, month] = (["TODAY", "THIS_WEEK", "THIS_MONTH"] as const).map((period) => periodStart(period, now, timeZone));
  const { rows } = await client.query(`SELECT 1 FROM "_bench_dataset" WHERE name = 'sharpest' AND version = $1`, [SHARPEST_DATASET.version]);
  // Slots of a past day are never ranked: a dataset made before today's start is rebuilt.
  const { rows: marked } = await client.query(`SELECT 1 FROM "Standing" WHERE "userId" = $1 AND day = $2::date`, [SHARPEST_CALLER, day]);
  if (process.env.BENCH_RESEED !== "1" && rows.length > 0 && marked.length > 0) {
    log("Dataset: reusing the Sharpest board's 100,000 pickers (BENCH_RESEED=1 rebuilds them)");
    await countBuckets(client);
    return;
  }
  const t0 = Date.now();
  await client.query(`DELETE FROM "User" WHERE id LIKE 'board%'`);
  await client.query(`INSERT INTO "User" (id, email, username, "usernameKey", "updatedAt")
    SELECT 'board' || lpad(i::text, 6, '0'), 'b' || i || '@bench.test', 'board' || i, 'board' || i, now()
    FROM generate_series(0, ${SHARPEST_DATASET.pickers - 1}) i`);
  // avg(i, salt): a per-picker average on a 0.0001 grid in [-0.1, 0.1]; the sum is the count times it, so it is exact.
  const avg = (salt: number) => `(((i * ${salt}) % 2001) - 1000) / 10000.0`;
  await client.query(`UPDATE "Standing" s SET
      "clvPicks" = n.a, "clvBeats" = n.a / 2, "clvSum" = n.a * ${avg(37)},
      "clvDay" = $1::date, "dayClvPicks" = n.d, "dayClvBeats" = n.d / 2, "dayClvSum" = n.d * ${avg(41)},
      "clvWeek" = $2::date, "weekClvPicks" = n.w, "weekClvBeats" = n.w / 2, "weekClvSum" = n.w * ${avg(43)},
      "clvMonth" = $3::date, "monthClvPicks" = n.m, "monthClvBeats" = n.m / 2, "monthClvSum" = n.m * ${avg(47)}
    FROM (SELECT id, substr(id, 6)::int AS i FROM "User" WHERE id LIKE 'board%') u
    CROSS JOIN LATERAL (SELECT 20 + u.i % 200 AS a, 5 + u.i % 30 AS d, 10 + u.i % 20 AS w, 10 + u.i % 40 AS m) n
    WHERE s."userId" = u.id`, [day, week, month]);
  await client.query(`UPDATE "Standing" SET "dayClvPicks" = 25, "weekClvPicks" = 25, "monthClvPicks" = 25 WHERE "userId" = $1`, [SHARPEST_CALLER]);
  await countBuckets(client);
  await client.query(`VACUUM ANALYZE "Standing", "User"`);
  await client.query(`INSERT INTO "_bench_dataset" VALUES ('sharpest', $1, now()) ON CONFLICT (name) DO UPDATE SET version = $1, made_at = now()`, [
    SHARPEST_DATASET.version,
  ]);
  log(`  Sharpest board: ${SHARPEST_DATASET.pickers.toLocaleString("en-US")} pickers' roll-ups (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/** The boards' bucket counts from the roll-ups, as settlement keeps them. */
async function countBuckets(client: pg.Client): Promise<void> {
  await client.query(`TRUNCATE "ClvBucket"`);
  await client.query(`INSERT INTO "ClvBucket" ("period", "start", "bucket", "pickers")
    SELECT x.period, x.start, floor(x.average * 1000)::int, count(*)::int
    FROM "Standing" s CROSS JOIN LATERAL (VALUES
      ('ALL'::"BoardPeriod", DATE '1970-01-01', s."clvPicks", s."clvAverage"), ('DAY', s."clvDay", s."dayClvPicks", s."dayClvAverage"),
      ('WEEK', s."clvWeek", s."weekClvPicks", s."weekClvAverage"), ('MONTH', s."clvMonth", s."monthClvPicks", s."monthClvAverage"))
      AS x(period, start, picks, average)
    WHERE x.picks >= 20 GROUP BY 1, 2, 3`);
}
