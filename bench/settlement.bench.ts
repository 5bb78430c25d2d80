// Settling one fixture with 100,000 pending picks (BENCH_SETTLE_PICKS): the set-based engine against row-by-row Prisma updates, same run.
import os from "node:os";
import { createPrismaClient } from "@/lib/db";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { benchDatabase, withClient } from "./lib/database";
import { postgresCpuSeconds } from "./lib/postgres-cpu";
import { machine, statsOf, timeOnce } from "./lib/timing";
import { target, type BenchResult } from "./lib/types";

/** 100,000 is the size; BENCH_SETTLE_PICKS runs a smaller one while developing. */
const PICKS = Number(process.env.BENCH_SETTLE_PICKS ?? 100_000);
const SAMPLE = Number(process.env.BENCH_SETTLE_SAMPLE ?? 2_000);
const RUNS = 3;

const DATA = `
  TRUNCATE "Standing", "ScoreBucket", "Notification", "Follow", "Pick", "Parlay", "Fixture", "Team", "Session", "User"
    RESTART IDENTITY CASCADE;
  INSERT INTO "Team" (league, name, abbreviation, color) VALUES ('NFL', 'Home Team', 'HOM', '#000000'), ('NFL', 'Away Team', 'AWY', '#ffffff');
  INSERT INTO "User" (id, email, username, "usernameKey", "updatedAt")
    SELECT 'u' || lpad(i::text, 7, '0'), 'u' || i || '@bench.test', 'picker' || i, 'picker' || i, now() FROM generate_series(1, ${PICKS}) i;
  INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", "homeScore", "awayScore",
                         "winnerSide", provider, "providerEventId", "updatedAt")
    SELECT 'NFL', now() - interval '4 hours', 'FINAL', 1, 2, -150, 130, 27, 20, 'HOME', 'bench', e, now() FROM unnest(ARRAY['big', 'naive']) e;
  INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "decimalOdds", "oddsAt", "oddsSource")
    SELECT 'u' || lpad(i::text, 7, '0'), f, (CASE WHEN i % 2 = 0 THEN 'HOME' ELSE 'AWAY' END)::"Side",
           CASE WHEN i % 2 = 0 THEN -150 ELSE 130 END, CASE WHEN i % 2 = 0 THEN 1.6667 ELSE 2.3 END, now() - interval '1 day', 'bench'
    FROM generate_series(1, ${PICKS}) i CROSS JOIN LATERAL (SELECT 1 AS f UNION ALL SELECT 2 WHERE i <= ${SAMPLE}) fx;`;

const RESET = `
  UPDATE "Pick" SET state = 'PENDING', outcome = NULL, points = 0, "settledAt" = NULL WHERE state = 'FINAL';
  TRUNCATE "ScoreBucket", "Notification";
  UPDATE "Standing" SET points = 0, day = NULL, "dayPoints" = 0, week = NULL, "weekPoints" = 0, month = NULL, "monthPoints" = 0 WHERE day IS NOT NULL;
  UPDATE "User" SET "hotStreak" = false WHERE "hotStreak";
  UPDATE "Fixture" SET "settledAt" = NULL, "settledResult" = NULL, corrections = 0;
  UPDATE "Team" SET wins = 0, losses = 0, ties = 0;`;

// VACUUM cannot run inside the implicit transaction of a multi-statement query.
const VACUUM = `VACUUM ANALYZE "Pick", "User", "Standing", "Fixture", "Team", "ScoreBucket"`;

/** The physical floor: the same picks' own UPDATE and nothing else (no standings, buckets, streaks or records). */
const FLOOR = `UPDATE "Pick" SET state = 'FINAL', outcome = (CASE WHEN side = 'HOME' THEN 'WIN' ELSE 'LOOSE' END)::"Outcome",
  points = CASE WHEN side = 'HOME' THEN "decimalOdds" ELSE 0 END, "settledAt" = now() WHERE "fixtureId" = 1 AND state = 'PENDING'`;

/** What profiling the statement found (EXPLAIN (ANALYZE, BUFFERS, WAL) in a rolled-back transaction, 100,000 picks), round by round. */
export const PROFILE_NOTES = [
  "Round 1 (2026-11-22, afternoon): the pick-count trigger on UPDATE became a row trigger that never fires on settlement; NORMAL picks have no Pick(parlayId) entry (partial index); the unread DailyPoints(day, league) and PeriodPoints(userId) indexes went; the hot streak re-reads only pickers whose flag can move, through a partial index of settled picks newest first (Pick(userId, settledAt DESC, id DESC), one entry per settled pick); the commit does not wait for the WAL flush (synchronous_commit off for this transaction only: a lost settlement is re-driven by the next sync). The same statement also keeps the leaderboard's ScoreBucket counts.",
  "Round 2 (2026-11-22, evening; docs/adr-settlement-write-path.md): the foreign keys of the derived rows (PointsLedger, DailyPoints, PeriodPoints, Notification -> User) are gone, replaced by one statement-level AFTER DELETE trigger on User; their 450,000 RI checks per 100,000-pick game took 3.5-4.3 s in EXPLAIN (ledger 0.6-0.7 s, daily 0.6-0.9 s, period 1.5-1.7 s for 150,000 rows, notifications 0.6-1.1 s). The ledger's unread userId index is gone (~0.3 s per 100,000 rows in alternating A/B inserts), its surrogate id too (it is keyed by (sourceType, sourceId); 0.38 -> 0.27 s per 100,000 plain inserts), and the pick ledger insert has no ON CONFLICT (speculative insertion ~0.18 s; the key still guarantees one row per pick, now by aborting). Same machine, same data, back to back at load ~1 (before the ledger key change): 10.9 s median and 11.0 s of PostgreSQL CPU (WAL ~263 MB) before this round, 7.1 s and 6.9 s CPU (WAL ~239 MB) after; the naive path 1.15-1.18 ms a pick in both runs (speed-up 10.8x -> 16.1x). A second pair at load ~0.8 with the final code: 10.5 s median and 11.2 s CPU before, 7.5 s and 8.3 s CPU after (runs of 10.7, 7.0 and 7.5 s; runs vary by +-20% on this shared machine). User_score_idx was already dropped in round 1's leaderboard migration: User has one score index, (score DESC, id), which the ALL board pages and ranks through. The roll-up sorts do not spill: the transaction sets work_mem = 64MB (an earlier profile ran the statement without it).",
  "Where the remaining ~6.8 s go (EXPLAIN at load ~1): pick UPDATE 1.27 s (not HOT: state and settledAt are indexed, 5 index entries per row, 68 MB of WAL), PeriodPoints 1.5 s (150,000 upserts: day, week, month), User scores 1.3 s (50,000 non-HOT updates, 4 indexes), Notification 0.66 s, DailyPoints 0.63 s, ledger 0.38 s, period deltas and bucket counts ~0.5 s, and the hot-streak refresh 0.6 s in its own statement. Tried and rejected: roll-ups as UPDATE + plain INSERT (no ON CONFLICT; saves ~1 s here) because a NOT EXISTS anti-join planned as a nested loop over a just-analyzed empty PeriodPoints rescans the rows the same statement inserts (one bench run took 168 s); moving the ALL board onto PeriodPoints so the score update can be HOT (the 50,000 score updates drop from 0.63 to 0.40 s in A/B, the 50,000 extra roll-up rows cost 0.30 s); dropping the hot-streak index (the streak rule would need a per-user counter, i.e. a User write for every loser with a live streak).",
  "Why not 1 s on this machine: the work is ~550,000 heap rows and ~1.5 million index entries in one statement on one core (PostgreSQL runs a statement's writes single-threaded), at ~1-3 us per index entry and ~3 us per heap row on this CPU (counting 1,000,000 generated rows takes 185 ms; a plain 100,000-row insert into the ledger, 1 index, ~0.27 s); the 100x ratio needs ~1.15 s against the 1.15-1.18 ms a pick of the naive path, about what the pick UPDATE alone costs here. Reaching either needs fewer rows per pick (one notification per game fanned out on read, no per-pick ledger rows, no separate daily roll-up), which the issue's data model rules out.",
];

export async function run(): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const loadAverage = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const database = await benchDatabase("pickline_bench_settlement");
  const db = createPrismaClient(database.url);
  try {
    console.log(`Dataset: ${PICKS.toLocaleString("en-US")} users, one FINAL fixture with a pending pick from each ...`);
    await withClient(database.url, async (client) => {
      await client.query(DATA);
      await client.query(VACUUM);
    });

    const setBased: number[] = [];
    const walMb: number[] = [];
    const cpuSeconds: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await withClient(database.url, async (client) => {
        await client.query(RESET);
        await client.query(VACUUM);
      });
      const lsn = async () => (await withClient(database.url, (c) => c.query(`SELECT pg_current_wal_lsn()::text AS at`))).rows[0].at as string;
      const before = await lsn();
      const cpuBefore = postgresCpuSeconds();
      const ms = await timeOnce(() => settleFixture(db, 1));
      const cpuAfter = postgresCpuSeconds();
      const after = await lsn();
      if (cpuBefore !== null && cpuAfter !== null) cpuSeconds.push(cpuAfter - cpuBefore);
      walMb.push(
        (await withClient(database.url, (c) => c.query(`SELECT pg_wal_lsn_diff($1, $2)::float8 / 1e6 AS mb`, [after, before]))).rows[0].mb as number,
      );
      const [{ count }] = await withClient(database.url, async (c) => (await c.query(`SELECT count(*)::int AS count FROM "Pick" WHERE "fixtureId" = 1 AND state = 'FINAL'`)).rows);
      if (count !== PICKS) throw new Error(`set-based run settled ${count} picks, expected ${PICKS}`);
      console.log(`  set-based run ${i + 1}: ${ms.toFixed(0)} ms`);
      setBased.push(ms);
    }

    const floor: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await withClient(database.url, async (client) => {
        await client.query(RESET);
        await client.query(VACUUM);
      });
      floor.push(await withClient(database.url, (client) => timeOnce(() => client.query(FLOOR))));
      console.log(`  floor run ${i + 1}: ${floor.at(-1)!.toFixed(0)} ms`);
    }
    const floorMedian = [...floor].sort((a, b) => a - b)[Math.floor(RUNS / 2)];

    // The naive path: the same picks one by one through Prisma, measured on a sample and scaled linearly.
    const sample = await db.pick.findMany({ where: { fixtureId: 2 }, select: { id: true, side: true, decimalOdds: true } });
    const settledAt = new Date();
    const naiveCpuBefore = postgresCpuSeconds();
    const naiveMs = await timeOnce(async () => {
      for (const pick of sample) {
        const won = pick.side === "HOME";
        await db.pick.update({
          where: { id: pick.id },
          data: { state: "FINAL", outcome: won ? "WIN" : "LOOSE", points: won ? pick.decimalOdds : 0, settledAt },
        });
      }
    });
    const naiveCpuAfter = postgresCpuSeconds();
    const naiveCpu = naiveCpuBefore !== null && naiveCpuAfter !== null ? { serverCpuMsPerRequest: Math.round((naiveCpuAfter - naiveCpuBefore) * 1e5) / 100 } : {};
    const setCpu = cpuSeconds.length ? { serverCpuMsPerRequest: Math.round((cpuSeconds.reduce((a, b) => a + b, 0) / cpuSeconds.length) * 1e5) / 100 } : {};
    const naivePerPick = naiveMs / sample.length;
    const naiveExtrapolated = naivePerPick * PICKS;
    const best = Math.min(...setBased);
    const median = [...setBased].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    console.log(`  naive: ${sample.length} picks in ${naiveMs.toFixed(0)} ms (${naivePerPick.toFixed(2)} ms a pick)`);

    return {
      name: "settlement",
      title: `Settling one fixture with ${PICKS.toLocaleString("en-US")} pending picks`,
      startedAt,
      machine: { ...machine(), loadAverage },
      setup: { users: PICKS, pendingPicks: PICKS, runs: RUNS, naiveSample: sample.length },
      variants: [
        { label: "set-based settleFixture (one transaction, whole fixture)", stats: { ...statsOf(setBased), ...setCpu } },
        { label: "floor: bare UPDATE of the same picks (one statement, autocommit)", stats: statsOf(floor) },
        { label: `naive: prisma.pick.update per pick (${sample.length} measured)`, stats: { ...statsOf(sample.length ? [naiveMs] : []), ...naiveCpu } },
      ],
      targets: [
        target(`set-based settlement of ${PICKS.toLocaleString("en-US")} picks, median ms`, median, "<", PICKS > 100_000 ? 15_000 : 1500),
        target("speed-up over one-by-one Prisma updates (extrapolated)", naiveExtrapolated / median, ">=", 80),
      ],
      notes: [
        `Load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(", ")}. "server CPU ms/req" is PostgreSQL's CPU time (all its processes, from /proc) per settlement run, or for the whole naive sample, which load does not inflate. WAL written per set-based run: ${walMb.map((mb) => mb.toFixed(0)).join(", ")} MB.`,
        `Physical floor, same run: a bare UPDATE of the same ${PICKS.toLocaleString("en-US")} picks takes ${floorMedian.toFixed(0)} ms median (runs ${floor.map((ms) => ms.toFixed(0)).join(", ")}); settlement is ${(median / floorMedian).toFixed(2)}x the floor.`,
        ...PROFILE_NOTES,
        `The set-based run does all the work: picks, ${PICKS.toLocaleString("en-US")} ledger rows, daily and period roll-ups, user scores, team records, hot streaks and ${PICKS.toLocaleString("en-US")} notifications; best of ${RUNS}: ${best.toFixed(0)} ms.`,
        `The naive path only updates each pick's state, outcome and points (no ledger, totals or notifications), one Prisma call per pick. It was measured on ${sample.length.toLocaleString("en-US")} picks (${naiveMs.toFixed(0)} ms, ${naivePerPick.toFixed(3)} ms a pick) and extrapolated linearly to ${PICKS.toLocaleString("en-US")}: ${(naiveExtrapolated / 1000).toFixed(1)} s.`,
      ],
    };
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}
