// A 10,000-member confidence card pool's week grid and tables on a 16-game card, as a mid-table member reads them, against summing the card picks per read, same run.
import { memberCardPool } from "@/lib/server/pools/card/card-pool-row";
import { readCardGrid } from "@/lib/server/pools/card/read-card-grid";
import { readSeasonTable, readWeekTable } from "@/lib/server/pools/card/read-card-table";
import { settleCardPool } from "@/lib/server/pools/card/settle-card-pools";
import { loadAverageAtEnd, machineUnderLoad, onBenchDatabase } from "./lib/bench-run";
import { checkpoint, withClient } from "./lib/database";
import { buildCardDataset, CARD_BENCH } from "./lib/card-dataset";
import { median, timed } from "./lib/timing";
import { target, type BenchResult, type Target, type Variant } from "./lib/types";

const ITERATIONS = Number(process.env.BENCH_CARD_GRID_ITERATIONS ?? 200);
const NAIVE_RUNS = 5;

/**
 * The same first page by summing: every member's settled card picks of the week added up, ranked by points then the
 * guess's distance from the last game's total, the page's and the caller's picks read beside it.
 */
const NAIVE_WEEK = `
  WITH last AS (
    SELECT f."homeScore" + f."awayScore" AS total FROM "Fixture" f
    WHERE f."league" = 'NFL' AND f."startsAt" >= $3 AND f."startsAt" < $4 ORDER BY f."startsAt" DESC, f."id" DESC LIMIT 1
  ), sums AS (
    SELECT m."userId", coalesce(sum(cp."points"), 0) AS points, count(*) FILTER (WHERE cp."outcome" = 'WIN') AS wins,
           abs(g."guess" - (SELECT total FROM last)) AS miss
    FROM "PoolMember" m
    LEFT JOIN "CardPickScored" cp ON cp."poolId" = m."poolId" AND cp."userId" = m."userId" AND cp."week" = $2::date
    LEFT JOIN "CardTiebreakGuess" g ON g."poolId" = m."poolId" AND g."userId" = m."userId" AND g."week" = $2::date
    WHERE m."poolId" = $1 GROUP BY m."userId", g."guess"
  ), ranked AS (
    SELECT *, rank() OVER (ORDER BY points DESC, miss ASC NULLS LAST) AS rank FROM sums
  ), page AS (
    (SELECT "userId", rank FROM ranked ORDER BY rank, "userId" LIMIT 50) UNION SELECT "userId", rank FROM ranked WHERE "userId" = $5
  )
  SELECT p."userId", p.rank, cp."fixtureId", cp."side", cp."confidence", cp."points" FROM page p
  JOIN "CardPickScored" cp ON cp."poolId" = $1 AND cp."userId" = p."userId" AND cp."week" = $2::date`;

/** The season by summing: every member's settled card picks since the pool began, ranked. */
const NAIVE_SEASON = `
  SELECT "userId", points, rank() OVER (ORDER BY points DESC) AS rank FROM (
    SELECT m."userId", coalesce(sum(cp."points"), 0) AS points FROM "PoolMember" m
    LEFT JOIN "CardPickScored" cp ON cp."poolId" = m."poolId" AND cp."userId" = m."userId"
    WHERE m."poolId" = $1 GROUP BY m."userId"
  ) t ORDER BY points DESC, "userId" LIMIT 50`;

export function run(): Promise<BenchResult> {
  return onBenchDatabase("pickline_bench_card", async ({ startedAt, database, db }) => {
    const data = await withClient(database.url, (client) => buildCardDataset(client, console.log));
    // The week as the scheduled run leaves it: every pick settled, the results and the season ranked, every table analysed
    // as autovacuum would after that many new rows (otherwise the planner takes a 10,000-row table for an empty one), and the
    // setup written out, so that no vacuum, analyze or checkpoint of the setup's rows runs among the timed reads.
    await settleCardPool(db, CARD_BENCH.poolId);
    await withClient(database.url, async (client) => {
      await client.query("VACUUM ANALYZE");
      await checkpoint(client);
    });
    const week = data.settledWeek;
    // The caller sits mid-table: beyond the first page, so their own row is read apart.
    const [{ userId: caller }] = await db.$queryRaw<{ userId: string }[]>`
      SELECT "userId" FROM "CardWeekResult" WHERE "poolId" = ${CARD_BENCH.poolId} AND "week" = ${week}::date
      ORDER BY "rank", "userId" OFFSET ${CARD_BENCH.members / 2} LIMIT 1`;
    const views = {
      grid: async () => readCardGrid(db, await memberCardPool(db, CARD_BENCH.poolId, caller), caller, week),
      "week table": async () => readWeekTable(db, await memberCardPool(db, CARD_BENCH.poolId, caller), caller, week),
      "season table": async () => readSeasonTable(db, await memberCardPool(db, CARD_BENCH.poolId, caller), caller),
    };
    const grid = await views.grid();
    if (grid.rows.length !== 51 || grid.rows.at(-1)?.userId !== caller || grid.rows[0].cells.length !== CARD_BENCH.games || grid.next === null) {
      throw new Error(`the grid's first page is not 50 members and the caller on ${CARD_BENCH.games} games`);
    }
    const season = await views["season table"]();
    if (season.rows.length !== 51 || season.rows.at(-1)?.userId !== caller || season.next === null) {
      throw new Error("the season table's first page is not 50 members and the caller");
    }
    const { start, end } = await db.$queryRaw<{ start: Date; end: Date }[]>`
      SELECT min("startsAt") AS start, max("startsAt") + interval '1 second' AS end FROM "Fixture" WHERE "id" = ANY(${data.settledGames}::int[])`.then(([row]) => row);

    const variants: Variant[] = [];
    const targets: Target[] = [];
    const naive = {
      week: await timed(() => db.$queryRawUnsafe(NAIVE_WEEK, CARD_BENCH.poolId, week, start, end, caller), NAIVE_RUNS),
      season: await timed(() => db.$queryRawUnsafe(NAIVE_SEASON, CARD_BENCH.poolId), NAIVE_RUNS),
    };
    variants.push({ label: "naive: the week's first page by summing every member's card picks", stats: naive.week.stats });
    variants.push({ label: "naive: the season's first page by summing every member's card picks", stats: naive.season.stats });
    for (const [name, view] of Object.entries(views)) {
      for (let i = 0; i < 20; i += 1) await view();
      const mine = await timed(view, name === "season table" ? Math.min(ITERATIONS, 20) : ITERATIONS);
      const baseline = name === "season table" ? naive.season : naive.week;
      variants.push({ label: `${name}: the caller's view (mid-table caller)`, stats: mine.stats });
      targets.push(
        target(`${name}: p95 ms of the caller's view`, mine.stats.p95Ms, "<", 10),
        target(`${name}: speed-up over summing the card picks (median / median)`, median(baseline.ms) / median(mine.ms), ">=", 50),
      );
      console.log(`  ${name}: p95 ${mine.stats.p95Ms} ms, naive median ${median(baseline.ms).toFixed(0)} ms`);
    }
    return {
      name: "card-grid",
      title: `Card pool week grid and tables: ${CARD_BENCH.members.toLocaleString("en-US")} members on a ${CARD_BENCH.games}-game card`,
      startedAt,
      machine: machineUnderLoad(),
      setup: { members: CARD_BENCH.members, games: CARD_BENCH.games, cardPicks: CARD_BENCH.members * CARD_BENCH.games * 2, weeksOfResults: CARD_BENCH.pastWeeks + 2, iterations: ITERATIONS, naiveRuns: NAIVE_RUNS },
      variants,
      targets,
      notes: [
        `${loadAverageAtEnd()} (a shared machine: the p95 includes waiting for a CPU).`,
        "Each timing is the whole read as the route makes it after its session check: the pool and membership, then the view, driver and network included, through the app's Prisma client on the bench database. Its statements are sent as prepared statements, as the app sends them (lib/db-prepared.ts): each connection parses them once, and PostgreSQL can keep their plans.",
        `The grid is last week's, every game over: a page of ${grid.rows.length - 1} members in the week's order and the caller's own row (mid-table), each with ${CARD_BENCH.games} cells, the guess, points and the most they could reach. The order comes from the stored week results' (pool, week, rank, member) index; only the page's members' picks are read.`,
        "The week table is the same page from the stored results; the season table is the same page from the stored season rows (each member's weeks without their worst two, ranked by settlement), with whether the season is over read from one row of each of its weeks.",
        "The naive reads sum every member's card picks of the week (ranked by points, then the guess's distance) or of the season, through the same client.",
      ],
    };
  });
}
