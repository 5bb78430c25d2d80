// A 10,000-member pool's week and season tables among 100,000 pickers and 5,000,000 picks: the written tables read by
// index against summing the members' picks.
import { addWeeks, currentWeek, weekRange } from "@/lib/domain/pool-weeks";
import { POOL_TABLE_PAGE_SIZE } from "@/lib/domain/pools";
import { Prisma } from "@/lib/generated/prisma/client";
import { poolTableStatement, readPoolTable } from "@/lib/server/pools/pool-table-read";
import { writePoolTables } from "@/lib/server/pools/pool-tables";
import { memberStatsQuery } from "@/lib/server/pools/pool-week-stats";
import { loadAverageAtEnd, machineUnderLoad, onBenchDatabase } from "./lib/bench-run";
import { withClient } from "./lib/database";
import { LEADERBOARD_DATASET } from "./lib/leaderboard-dataset";
import { BENCH_POOL, ensureBenchPoolDataset } from "./lib/pool-dataset";
import { median, statsOf, timed } from "./lib/timing";
import { target, type BenchResult, type Target, type Variant } from "./lib/types";

/** The bench pool counts every league, as ensureBenchPool makes it. */
const ALL_LEAGUES = ["NFL", "NBA", "NHL", "MLB"] as const;
const ITERATIONS = Number(process.env.BENCH_LEADERBOARD_ITERATIONS ?? 200);
const NAIVE_RUNS = 3;
/** Weeks of the season before this one: each closed with its final table before the reads are timed. */
const SEASON_WEEKS = 8;

/** The pool board bench's naive query, with the tiebreak's figures: winning picks, closing-line value, when the total was reached. */
const NAIVE = `
  SELECT "userId", points, wins, clv, reached, rank() OVER (ORDER BY points DESC, wins DESC, clv DESC NULLS LAST, reached) AS rank FROM (
    SELECT m."userId", COALESCE(sum(x.points), 0) AS points, COALESCE(sum(x.win), 0) AS wins, avg(x.clv) AS clv, max(x.at) FILTER (WHERE x.points > 0) AS reached
    FROM "PoolMember" m
    JOIN (
      SELECT "userId", points, (outcome = 'WIN')::int AS win, clv, "settledAt" AS at FROM "Pick"
      WHERE kind = 'NORMAL' AND state = 'FINAL' AND "settledAt" >= $1 AND "settledAt" < $2
      UNION ALL
      SELECT "userId", points, (outcome = 'WIN')::int, NULL, "settledAt" FROM "Parlay" WHERE state = 'FINAL' AND "settledAt" >= $1 AND "settledAt" < $2
    ) x ON x."userId" = m."userId"
    WHERE m."poolId" = $3 GROUP BY m."userId" HAVING sum(x.points) > 0
  ) t ORDER BY rank, "userId" LIMIT 25`;

export function run(): Promise<BenchResult> {
  return onBenchDatabase("pickline_bench_leaderboard", async ({ startedAt, timeZone, database, db }) => {
    await withClient(database.url, async (client) => {
      await ensureBenchPoolDataset(client, timeZone, console.log);
      await client.query(`UPDATE "Pool" SET "createdAt" = now() - make_interval(weeks => $2) WHERE id = $1`, [BENCH_POOL.id, SEASON_WEEKS]);
    });
    const now = new Date();
    const current = currentWeek(now, timeZone);
    const t0 = Date.now();
    await writePoolTables(db, BENCH_POOL.id, { now, force: true });
    const writeMs = Date.now() - t0;
    const t1 = Date.now();
    await writePoolTables(db, BENCH_POOL.id, { now, force: true });
    const refreshMs = Date.now() - t1;
    await withClient(database.url, (client) => client.query(`VACUUM (ANALYZE) "PoolTableRow", "PoolWeek"`));
    console.log(`  tables written: ${SEASON_WEEKS} weeks closed + live week + season in ${writeMs} ms; a refresh (live week + season) ${refreshMs} ms`);

    const pool = await db.pool.findUniqueOrThrow({ where: { id: BENCH_POOL.id }, select: { id: true, leagues: true, createdAt: true, seasonStart: true } });
    const variants: Variant[] = [];
    const targets: Target[] = [];
    const tables: { name: string; table: string; kind: "WEEK" | "SEASON"; start: string; from: string; to: Date }[] = [
      { name: "last week (final)", table: addWeeks(current, -1), kind: "WEEK", start: addWeeks(current, -1), from: addWeeks(current, -1), to: weekRange(addWeeks(current, -1), timeZone).end },
      { name: "this week (live)", table: current, kind: "WEEK", start: current, from: current, to: weekRange(current, timeZone).end },
      { name: "season", table: "season", kind: "SEASON", start: "1970-01-01", from: addWeeks(current, -SEASON_WEEKS), to: weekRange(current, timeZone).end },
    ];
    for (const table of tables) {
      // The caller sits mid-table: a row off the first page, read by its key.
      const [{ userId: caller, scored }] = await db.$queryRaw<{ userId: string; scored: number }[]>`
        SELECT "userId", (SELECT count(*)::int FROM "PoolTableRow" WHERE "poolId" = ${pool.id} AND kind = ${table.kind}::"PoolTableKind" AND start = ${table.start}::date) AS scored
        FROM "PoolTableRow" WHERE "poolId" = ${pool.id} AND kind = ${table.kind}::"PoolTableKind" AND start = ${table.start}::date
        ORDER BY rank, "userId" OFFSET (SELECT count(*) / 2 FROM "PoolTableRow" WHERE "poolId" = ${pool.id} AND kind = ${table.kind}::"PoolTableKind" AND start = ${table.start}::date) LIMIT 1`;
      // The use case once the tables are fresh: the membership check (pool-access's query) and the page read.
      const read = () => readPoolTable(db, pool.id, caller, { table: table.table, limit: POOL_TABLE_PAGE_SIZE }, now);
      // Warm: the tables were just written, and the first reads of a page pay for loading it.
      for (let i = 0; i < 100; i += 1) await read();
      const mine = await timed(read, ITERATIONS);
      // The statement's own time in the server, planning included (EXPLAIN ANALYZE without per-node timing): no driver, no network.
      const serverMs: number[] = [];
      const statement = poolTableStatement(pool.id, table.kind, table.start, caller, 0, POOL_TABLE_PAGE_SIZE + 1);
      for (let i = 0; i < ITERATIONS; i += 1) {
        const [plan] = await db.$queryRaw<{ "QUERY PLAN": [{ "Planning Time": number; "Execution Time": number }] }[]>`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${statement}`;
        serverMs.push(plan["QUERY PLAN"][0]["Planning Time"] + plan["QUERY PLAN"][0]["Execution Time"]);
      }
      const from = weekRange(table.from, timeZone).start;
      // The straightforward query, as the pool board bench writes it: the period's settled picks and parlays joined to
      // the members, summed with the tiebreak's figures and ranked (the planner chooses how to find the period's rows).
      const naive = await timed(() => db.$queryRawUnsafe(NAIVE, from, table.to, pool.id), NAIVE_RUNS);
      // The tables' own writer: each member's rows of the period read from the settled-picks index.
      const indexedSql = Prisma.sql`
        SELECT * FROM (${memberStatsQuery(pool.id, [...ALL_LEAGUES], from, table.to)}) t
        ORDER BY t.points::numeric DESC, t.wins DESC, t."reachedAt", t."userId" LIMIT ${POOL_TABLE_PAGE_SIZE}`;
      const indexed = await timed(() => db.$queryRaw(indexedSql), NAIVE_RUNS);
      variants.push(
        { label: `${table.name}: table page + caller's row (mid-table caller, ${scored.toLocaleString("en-US")} ranked members)`, stats: mine.stats },
        { label: `${table.name}: the same statement's time in the server (planning + execution)`, stats: statsOf(serverMs) },
        { label: `${table.name}: naive sum over the members' picks of the period, ranked`, stats: naive.stats },
        { label: `${table.name}: the writer's per-member indexed sum of the period, ranked (no target)`, stats: indexed.stats },
      );
      targets.push(
        target(`${table.name}: p95 ms of the table page with the caller's own row`, mine.stats.p95Ms, "<", 10),
        target(`${table.name}: p95 ms of the same statement in the database (planning + execution)`, statsOf(serverMs).p95Ms, "<", 10),
        target(`${table.name}: speed-up over summing the members' picks (median / median)`, median(naive.ms) / median(mine.ms), ">=", 50),
      );
      console.log(`  ${table.name}: p95 ${mine.stats.p95Ms} ms with the caller's row (server ${statsOf(serverMs).p95Ms} ms), naive median ${median(naive.ms).toFixed(0)} ms, indexed sum ${median(indexed.ms).toFixed(0)} ms (${(median(indexed.ms) / median(mine.ms)).toFixed(1)}x)`);
    }
    return {
      name: "pool-season",
      title: "Pool week and season tables: 10,000 members among 100,000 pickers and 5,000,000 picks",
      startedAt,
      machine: machineUnderLoad(),
      setup: { members: BENCH_POOL.members, users: LEADERBOARD_DATASET.users, picks: LEADERBOARD_DATASET.users * LEADERBOARD_DATASET.picksPerUser, seasonWeeks: SEASON_WEEKS, iterations: ITERATIONS, naiveRuns: NAIVE_RUNS, writeMs, refreshMs },
      variants,
      targets,
      notes: [
        `${loadAverageAtEnd()} (a shared machine: the p95 includes waiting for a CPU).`,
        "The targets' p95 is the use case once the tables are fresh, timed in Node: one statement holding the membership check, the page by (poolId, kind, start, rank, userId) and the caller's row by primary key, through Prisma; the statement's own time in the server is listed beside it.",
        `Writing the tables is apart: closing ${SEASON_WEEKS} weeks and writing the live week and the season took ${writeMs} ms; a refresh of the live week and the season (at most once a minute while members read the pool, after a read's response) ${refreshMs} ms.`,
        "The naive query is the pool board bench's: the period's (the week's, or the season's weeks') settled picks and parlays joined to the members, summed with the tiebreak's figures and ranked, through the same client. The tables' own writer, which reads each member's rows of the period from the settled-picks index, is listed beside it without a target: against it a week's table is about 25-30x faster, the season's over 100x.",
      ],
    };
  });
}
