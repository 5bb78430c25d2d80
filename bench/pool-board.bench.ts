// A 10,000-member pool's board among 100,000 pickers and 5,000,000 picks: the app's query per period against summing the members' picks.
import { periodRange, PERIODS } from "@/lib/domain/periods";
import { poolScope } from "@/lib/domain/pools";
import { boardSource } from "@/lib/server/leaderboard/board-source";
import { LEADERBOARD_PAGE_SIZE } from "@/lib/contracts/leaderboard";
import { poolBoardQuery } from "@/lib/server/leaderboard/pool-board";
import { rankBoard } from "@/lib/server/leaderboard/rank-board";
import { loadAverageAtEnd, machineUnderLoad, onBenchDatabase } from "./lib/bench-run";
import { withClient } from "./lib/database";
import { LEADERBOARD_DATASET } from "./lib/leaderboard-dataset";
import { BENCH_POOL, ensureBenchPoolDataset } from "./lib/pool-dataset";
import { median, statsOf, timed } from "./lib/timing";
import { target, type BenchResult, type Target, type Variant } from "./lib/types";

const ITERATIONS = Number(process.env.BENCH_LEADERBOARD_ITERATIONS ?? 200);
const NAIVE_RUNS = 3;

/** The straightforward query: every member's settled picks and parlays of the period summed, ranked, first page. */
const NAIVE = `
  SELECT "userId", points, rank() OVER (ORDER BY points DESC) AS rank FROM (
    SELECT m."userId", COALESCE(sum(x.points), 0) AS points FROM "PoolMember" m
    LEFT JOIN (
      SELECT "userId", points FROM "Pick" WHERE kind = 'NORMAL' AND state = 'FINAL' AND "settledAt" >= $1 AND "settledAt" < $2
      UNION ALL
      SELECT "userId", points FROM "Parlay" WHERE state = 'FINAL' AND "settledAt" >= $1 AND "settledAt" < $2
    ) x ON x."userId" = m."userId"
    WHERE m."poolId" = $3 GROUP BY m."userId"
  ) t ORDER BY points DESC, "userId" LIMIT 25`;

export function run(): Promise<BenchResult> {
  // The leaderboard bench's database and dataset, reused when it was built today.
  return onBenchDatabase("pickline_bench_leaderboard", async ({ startedAt, timeZone, database, db }) => {
    await withClient(database.url, async (client) => {
      await ensureBenchPoolDataset(client, timeZone, console.log);
    });
    const scope = poolScope(BENCH_POOL.id);
    const variants: Variant[] = [];
    const targets: Target[] = [];
    const notes: string[] = [];
    for (const period of PERIODS) {
      const now = new Date();
      const board = boardSource(period, now, timeZone, { kind: "pool", poolId: BENCH_POOL.id, leagues: ["NFL", "NBA", "NHL", "MLB"] });
      // The caller sits mid-table in the pool: the rank that costs most to count.
      const [{ userId: midMember }] = await db.$queryRaw<{ userId: string }[]>`
        WITH b AS (${board}) SELECT "userId" FROM b ORDER BY points DESC, "userId" OFFSET (SELECT count(*) / 2 FROM b) LIMIT 1`;
      const withCaller = () => rankBoard(db, { period, now, scope, callerId: midMember });
      for (let i = 0; i < 20; i += 1) await withCaller();
      const mine = await timed(withCaller, ITERATIONS);
      // The same statement's own time in the server, planning included (EXPLAIN ANALYZE without per-node timing): no driver, no network.
      const statement = poolBoardQuery({ poolId: BENCH_POOL.id, period, now, timeZone, after: null, take: LEADERBOARD_PAGE_SIZE + 1, callerId: midMember });
      const serverMs: number[] = [];
      const planningMs: number[] = [];
      for (let i = 0; i < ITERATIONS; i += 1) {
        const [plan] = await db.$queryRaw<{ "QUERY PLAN": [{ "Planning Time": number; "Execution Time": number }] }[]>`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${statement}`;
        planningMs.push(plan["QUERY PLAN"][0]["Planning Time"]);
        serverMs.push(plan["QUERY PLAN"][0]["Planning Time"] + plan["QUERY PLAN"][0]["Execution Time"]);
      }
      const { start, end } = periodRange(period, now, timeZone);
      // Through the same client as the app's query, so both pay the same driver and connection costs.
      const naive = await timed(() => db.$queryRawUnsafe(NAIVE, start ?? new Date(0), end ?? new Date(8.64e15), BENCH_POOL.id), NAIVE_RUNS);
      variants.push(
        { label: `${period}: pool board page + caller's rank (mid-pool caller)`, stats: mine.stats },
        { label: `${period}: the same statement's time in the server (planning + execution)`, stats: statsOf(serverMs) },
        { label: `${period}: of which planning`, stats: statsOf(planningMs) },
        { label: `${period}: naive sum over the members' picks`, stats: naive.stats },
      );
      targets.push(
        target(`${period}: p95 ms of the pool page with the caller's own rank`, mine.stats.p95Ms, "<", 10),
        target(`${period}: p95 ms of the same statement in the database (planning + execution)`, statsOf(serverMs).p95Ms, "<", 10),
        target(`${period}: speed-up over summing the members' picks (median / median)`, median(naive.ms) / median(mine.ms), ">=", 50),
      );
      console.log(`  ${period}: p95 ${mine.stats.p95Ms} ms with the caller's rank (server ${statsOf(serverMs).p95Ms} ms), naive median ${median(naive.ms).toFixed(0)} ms`);
    }
    notes.push(
      `${loadAverageAtEnd()} (a shared machine: the p95 includes waiting for a CPU).`,
      "The targets use the timings taken in Node around the whole use case (the pool and membership check plus the board's one statement, driver and network included); the statement's own time in the server (planning and execution, from EXPLAIN ANALYZE) is listed beside them.",
      "The pool board ranks the members' own copies of their Standing totals (PoolMember's period columns, kept by triggers): the scored members in index order from (poolId, slot, points DESC, userId), the members above a score counted in the same index, one shared rank for every zero-point member (docs/adr-pools.md).",
      "The naive query sums every member's settled picks and parlays of the period, through the same Prisma client.",
      `Dataset: the leaderboard bench's ${LEADERBOARD_DATASET.users.toLocaleString("en-US")} pickers and ${(LEADERBOARD_DATASET.users * LEADERBOARD_DATASET.picksPerUser).toLocaleString("en-US")} picks; the pool holds every ${BENCH_POOL.every}th picker.`,
    );
    return {
      name: "pool-board",
      title: "Pool board: 10,000 members among 100,000 pickers and 5,000,000 picks",
      startedAt,
      machine: machineUnderLoad(),
      setup: { members: BENCH_POOL.members, users: LEADERBOARD_DATASET.users, picks: LEADERBOARD_DATASET.users * LEADERBOARD_DATASET.picksPerUser, iterations: ITERATIONS, naiveRuns: NAIVE_RUNS },
      variants,
      targets,
      notes,
    };
  });
}
