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
  TRUNCATE "PointsLedger", "DailyPoints", "PeriodPoints", "ScoreBucket", "Notification", "Follow", "Pick", "Parlay", "Fixture", "Team", "Session", "User"
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
  TRUNCATE "PointsLedger", "DailyPoints", "PeriodPoints", "ScoreBucket", "Notification";
  UPDATE "User" SET score = 0, "hotStreak" = false WHERE score <> 0 OR "hotStreak";
  UPDATE "Fixture" SET "settledAt" = NULL, "settledResult" = NULL, corrections = 0;
  UPDATE "Team" SET wins = 0, losses = 0, ties = 0;`;

// VACUUM cannot run inside the implicit transaction of a multi-statement query.
const VACUUM = `VACUUM ANALYZE "Pick", "User", "Fixture", "Team", "PointsLedger", "Notification"`;

/** What profiling the statement found (EXPLAIN (ANALYZE, BUFFERS, WAL) in a rolled-back transaction, 100,000 picks). */
export const PROFILE_NOTES = [
  "Profile (2026-11-22, before this round's changes, shared machine): the settle statement wrote ~250 MB of WAL in ~3.4 million records: pick UPDATE 52 MB (heap + 4 indexes per row), ledger 41 MB, period roll-ups 51 MB (150,000 rows: day, week and month), user scores 48 MB, notifications 34 MB, daily roll-up 24 MB. Foreign-key checks (450,000: every ledger, roll-up and notification row checks its user) took ~30% of its CPU (10.7 s with them, 7.6 s with them disabled in a rolled-back run); the hot-streak refresh sorted every settled pick of every picker of the game.",
  "Changed in this round: the statement-level pick-count trigger on UPDATE (it copied every settled row into two transition tables) is a row trigger that fires only when side, fixture or kind change; NORMAL picks have no Pick(parlayId) entry (partial index); the unread DailyPoints(day, league) and PeriodPoints(userId) indexes are gone (the PeriodPoints key leads with userId); the hot streak re-reads only pickers whose flag can move, through a partial index of settled picks newest first; the commit does not wait for the WAL flush (synchronous_commit off for this transaction only: a settlement lost in a crash is re-driven by the next sync, which settles every game whose settledResult does not match its score). The same statement now also keeps the leaderboard's ScoreBucket counts (joining the 150,000 changed roll-up rows to their deltas: ~0.3 s under load in EXPLAIN), and the hot-streak index adds one entry per settled pick (+12 MB of WAL per 100,000 picks); it buys nothing here, where every picker has one pick, and saves sorting a season of picks per picker in production.",
  "Not done, for the lead to weigh: dropping the foreign keys of the derived rows (ledger, roll-ups, notifications; a cascade trigger on User would keep deletes) would save ~30% of the CPU; HOT pick updates would need Pick indexes without state (the picker lists filter on it) and a lower fillfactor. What remains is one heap row and its index entries per pick in five tables (pick, ledger, notification, daily and period roll-ups) plus the user rows: ~12 s of PostgreSQL CPU on this machine (a CPU ~4x slower than a current laptop: counting 1,000,000 generated rows takes 240 ms), and this disk flushes ~77 MB/s (13 ms per fsync), so ~250 MB of WAL cannot be written in under 1 s here whatever the SQL. Reaching 1 s would need fewer rows per pick (e.g. one notification per game fanned out on read, no per-pick ledger rows), which the issue rules out.",
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
      const [{ count }] = await withClient(database.url, async (c) => (await c.query(`SELECT count(*)::int AS count FROM "PointsLedger"`)).rows);
      if (count !== PICKS) throw new Error(`set-based run settled ${count} picks, expected ${PICKS}`);
      console.log(`  set-based run ${i + 1}: ${ms.toFixed(0)} ms`);
      setBased.push(ms);
    }

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
        { label: `naive: prisma.pick.update per pick (${sample.length} measured)`, stats: { ...statsOf(sample.length ? [naiveMs] : []), ...naiveCpu } },
      ],
      targets: [
        target(`set-based settlement of ${PICKS.toLocaleString("en-US")} picks, median ms`, median, "<", 1000),
        target("speed-up over one-by-one Prisma updates (extrapolated)", naiveExtrapolated / median, ">=", 100),
      ],
      notes: [
        `Load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(", ")}. "server CPU ms/req" is PostgreSQL's CPU time (all its processes, from /proc) per settlement run, or for the whole naive sample, which load does not inflate. WAL written per set-based run: ${walMb.map((mb) => mb.toFixed(0)).join(", ")} MB.`,
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
