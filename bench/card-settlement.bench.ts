// Settling a 16-game card week of a 10,000-member confidence pool (160,000 card picks, the week's results ranked with the guess) against settling as many sitewide picks, same run.
import { settleFixtures } from "@/lib/server/results/settle-fixtures";
import { keepClosedCards } from "@/lib/server/pools/card/closed-cards";
import { readCardPool } from "@/lib/server/pools/card/card-pool-row";
import { settleCardPool } from "@/lib/server/pools/card/settle-card-pools";
import { loadAverageAtEnd, machineUnderLoad, onBenchDatabase } from "./lib/bench-run";
import { checkpoint, withClient } from "./lib/database";
import { buildCardDataset, CARD_BENCH, CARD_VACUUM, cardSettlementReset } from "./lib/card-dataset";
import { RESET as SITEWIDE_RESET } from "./lib/settlement-dataset";
import { postgresCpuSeconds } from "./lib/postgres-cpu";
import { median, statsOf, timeOnce } from "./lib/timing";
import { target, type BenchResult } from "./lib/types";

const RUNS = Number(process.env.BENCH_CARD_SETTLE_RUNS ?? 3);

/** What settling the week must read at the least: every pick's points, as the view works them out, summed per member once. */
const FLOOR = `SELECT count(*), sum(p) FROM (SELECT "userId", sum("units") AS p FROM "CardPickScored" WHERE "poolId" = $1 AND "week" = $2::date GROUP BY 1) t`;

export function run(): Promise<BenchResult> {
  // One connection for the setup, resets, counts and the floor: a connection closed beside a timed run would end its
  // server process inside the run's CPU reading, and take that process's time out of it.
  return onBenchDatabase("pickline_bench_card", ({ startedAt, database, db }) => withClient(database.url, async (admin) => {
    const data = await buildCardDataset(admin, console.log);
    const picks = CARD_BENCH.members * CARD_BENCH.games;
    const count = async (sql: string) => (await admin.query(sql)).rows[0].n as number;

    /** Wall time of `work`, and the CPU it cost PostgreSQL and this process (which the machine's load does not inflate). */
    const measured = async (work: () => Promise<unknown>) => {
      const [pgBefore, nodeBefore] = [postgresCpuSeconds(), process.cpuUsage()];
      const ms = await timeOnce(work);
      const node = process.cpuUsage(nodeBefore);
      const pgAfter = postgresCpuSeconds();
      cpu.push({ pg: pgBefore === null || pgAfter === null ? NaN : (pgAfter - pgBefore) * 1000, node: (node.user + node.system) / 1000 });
      return ms;
    };
    const cpu: { pg: number; node: number }[] = [];
    const resetCard = async () => {
      await admin.query(cardSettlementReset(data));
      await admin.query(CARD_VACUUM);
      await checkpoint(admin);
    };
    const card = async () => {
      await resetCard();
      const ms = await measured(() => settleCardPool(db, CARD_BENCH.poolId));
      const settled = await count(`SELECT count(*)::int AS n FROM "CardPickScored" WHERE "week" = '${data.settledWeek}' AND "outcome" IS NOT NULL`);
      const results = await count(`SELECT count(*)::int AS n FROM "CardWeekResult" WHERE "week" = '${data.settledWeek}' AND "final"`);
      const season = await count(`SELECT count(*)::int AS n FROM "CardSeasonStanding" WHERE "poolId" = '${CARD_BENCH.poolId}'`);
      if (settled !== picks || results !== CARD_BENCH.members || season !== CARD_BENCH.members) {
        throw new Error(`card run settled ${settled} picks, ${results} final results and ${season} season rows`);
      }
      return ms;
    };
    const sitewide = async () => {
      await admin.query(SITEWIDE_RESET);
      await admin.query(CARD_VACUUM);
      await checkpoint(admin);
      const ms = await measured(() => settleFixtures(db, data.sitewideGames));
      const settled = await count(`SELECT count(*)::int AS n FROM "Pick" WHERE state = 'FINAL'`);
      if (settled !== picks) throw new Error(`sitewide run settled ${settled} picks`);
      return ms;
    };

    // An untimed run of each first, so neither pays for cold caches and plans alone; then the two take turns.
    await card();
    await sitewide();
    // The run at the week's last kickoff keeps every member's card for the grid: timed apart, from cards dropped.
    const keepMs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await admin.query(`UPDATE "CardWeekResult" SET "card" = NULL, "cardAt" = NULL WHERE "poolId" = $1 AND "week" = $2::date`, [CARD_BENCH.poolId, data.settledWeek]);
      const pool = (await readCardPool(db, CARD_BENCH.poolId))!;
      keepMs.push(await timeOnce(() => keepClosedCards(db, pool, data.settledWeek)));
    }
    const cardMs: number[] = [];
    const sitewideMs: number[] = [];
    const floorMs: number[] = [];
    cpu.length = 0;
    const cardCpu: typeof cpu = [];
    const sitewideCpu: typeof cpu = [];
    const floorCpu: typeof cpu = [];
    for (let i = 0; i < RUNS; i += 1) {
      cardMs.push(await card());
      cardCpu.push(cpu.pop()!);
      sitewideMs.push(await sitewide());
      sitewideCpu.push(cpu.pop()!);
      // The floor: the same picks' points read and summed per member, nothing ranked or written.
      await resetCard();
      floorMs.push(await measured(() => admin.query(FLOOR, [CARD_BENCH.poolId, data.settledWeek])));
      floorCpu.push(cpu.pop()!);
      console.log(`  run ${i + 1}: card week ${cardMs[i].toFixed(0)} ms, sitewide ${sitewideMs[i].toFixed(0)} ms, floor ${floorMs[i].toFixed(0)} ms`);
    }
    const cpuText = (runs: typeof cpu) => runs.map((run) => `${run.pg.toFixed(0)} + ${run.node.toFixed(0)}`).join(", ");
    const ratio = median(cardMs) / median(sitewideMs);
    return {
      name: "card-settlement",
      title: `Settling a ${CARD_BENCH.games}-game card week for ${CARD_BENCH.members.toLocaleString("en-US")} members against ${picks.toLocaleString("en-US")} sitewide picks`,
      startedAt,
      machine: machineUnderLoad(),
      setup: { members: CARD_BENCH.members, games: CARD_BENCH.games, cardPicks: picks, sitewidePicks: picks, runs: RUNS },
      variants: [
        { label: `card pool: settleCardPool (${picks.toLocaleString("en-US")} confidence picks, the week's results and the season table ranked)`, stats: statsOf(cardMs) },
        { label: `sitewide: settleFixtures over ${CARD_BENCH.games} games (${picks.toLocaleString("en-US")} picks)`, stats: statsOf(sitewideMs) },
        { label: `floor: the week's ${picks.toLocaleString("en-US")} card picks' points summed per member, nothing written`, stats: statsOf(floorMs) },
      ],
      targets: [
        target(`card week of ${CARD_BENCH.members.toLocaleString("en-US")} members: median ms`, median(cardMs), "<", 1_000),
        target("card week / as many sitewide picks settled, medians ratio", ratio, "<=", 1.5),
      ],
      notes: [
        `${loadAverageAtEnd()} (a shared machine).`,
        `One card pool run, as the scheduled sync makes it after the week's last result: the week's lines (none to freeze: the pool takes each member's line), the automatic picks due (the pool picks the favourite for a missed game; the 16 games' pick counts match their members, so no member's card is read), the weeks whose games changed, then last week's results (each of the ${picks.toLocaleString("en-US")} picks scored once from its game by the view, totalled per member, ranked by points, the closer guess, then the pool tables' steps, over the week's rows in one statement; this week has no game yet, so it writes none), then the season table (${CARD_BENCH.members.toLocaleString("en-US")} rows over ${CARD_BENCH.pastWeeks + 1} weeks, each member's worst ${CARD_BENCH.dropWeeks} dropped, ranked, in one INSERT), in one transaction. No pick row is written: a pick's outcome and points are read from its game.`,
        `The members' cards for the grid were kept by the run at the week's last kickoff (the reset leaves them); keeping them, once a week, took ${keepMs.map((ms) => ms.toFixed(0)).join(", ")} ms for the ${CARD_BENCH.members.toLocaleString("en-US")} members.`,
        `Runs alternate from reset states (vacuumed): card ${cardMs.map((ms) => ms.toFixed(0)).join(", ")} ms; sitewide ${sitewideMs.map((ms) => ms.toFixed(0)).join(", ")} ms; the floor ${floorMs.map((ms) => ms.toFixed(0)).join(", ")} ms (the card week is ${(median(cardMs) / median(floorMs)).toFixed(2)}x its floor).`,
        `CPU per run in ms, PostgreSQL + this Node process (what the machine's load does not inflate): card ${cpuText(cardCpu)}; sitewide ${cpuText(sitewideCpu)}; floor ${cpuText(floorCpu)}.`,
        "The floor reads and sums what the week's results must read, through the same view, and writes nothing.",
        "Every reset ends with a checkpoint, so that the last run's writes (the sitewide run's are 160,000 pick rows) are not written out during the next one.",
      ],
    };
  }));
}
