// PUT /api/pools/{poolId}/card/picks changing a member's card pick in a 10,000-member confidence pool against POST /api/football/nfl/pick making a new sitewide pick, 16 clients each, same run.
import { benchDurations, runLoad } from "./lib/load";
import { loadAverageAtEnd, machineUnderLoad, onBenchDatabase } from "./lib/bench-run";
import { withClient } from "./lib/database";
import { buildCardDataset, CARD_BENCH } from "./lib/card-dataset";
import { startNext } from "./lib/next-server";
import { target, type BenchResult } from "./lib/types";

const CLIENTS = 16;

export function run(): Promise<BenchResult> {
  return onBenchDatabase("pickline_bench_card", async ({ startedAt, database }) => {
    const data = await withClient(database.url, (client) => buildCardDataset(client, console.log));
    const changesBefore = await withClient(database.url, async (client) =>
      (await client.query(`SELECT count(*)::int AS n FROM "CardPick" WHERE "fixtureId" = ANY($1) AND "updatedAt" > now() - interval '1 day'`, [data.openGames])).rows[0].n as number,
    );
    if (changesBefore !== 0) throw new Error("the open week's card picks should all be old");
    const { warmupMs, durationMs } = benchDurations();
    const app = await startNext(database.url);
    try {
      const picks = { tokenPrefix: CARD_BENCH.tokenPrefix, fixtureIds: data.openGames, pickers: CARD_BENCH.members };
      console.log(`POST /api/football/nfl/pick, ${CLIENTS} clients: new sitewide picks ...`);
      const sitewide = await runLoad({ mode: "closed", url: `${app.baseUrl}/api/football/nfl/pick`, connections: CLIENTS, warmupMs, durationMs, picks }, app.pid);
      console.log(`PUT /api/pools/${CARD_BENCH.poolId}/card/picks, ${CLIENTS} clients: card picks changed ...`);
      const card = await runLoad(
        { mode: "closed", url: `${app.baseUrl}/api/pools/${CARD_BENCH.poolId}/card/picks`, connections: CLIENTS, warmupMs, durationMs, picks: { ...picks, method: "PUT" } },
        app.pid,
      );
      app.stop();
      // Every answered request changed a pick: its side is the one the request sent, written just now.
      const changed = await withClient(database.url, async (client) =>
        (await client.query(`SELECT count(*)::int AS n FROM "CardPick" WHERE "fixtureId" = ANY($1) AND "updatedAt" > now() - interval '1 hour'`, [data.openGames])).rows[0].n as number,
      );
      const ratio = card.rps / Math.max(sitewide.rps, 1e-9);
      console.log(`  sitewide ${sitewide.rps} picks/s, card ${card.rps} changes/s (${ratio.toFixed(2)}x); ${changed} card picks changed`);
      return {
        name: "card-pick",
        title: `A card pick changed in a ${CARD_BENCH.members.toLocaleString("en-US")}-member confidence pool against a new sitewide pick, ${CLIENTS} clients`,
        startedAt,
        machine: machineUnderLoad(),
        setup: { members: CARD_BENCH.members, games: CARD_BENCH.games, clients: CLIENTS, "warmup s": warmupMs / 1000, "measured s": durationMs / 1000 },
        variants: [
          { label: `sitewide: POST /api/football/nfl/pick, a new pick, ${CLIENTS} clients`, stats: sitewide },
          { label: `card pool: PUT /api/pools/{poolId}/card/picks, a pick changed, ${CLIENTS} clients`, stats: card },
        ],
        targets: [
          target(`${CLIENTS} clients: card pick changes / new sitewide picks, per second`, ratio, ">=", 0.9),
          target("errors and non-2xx answers of both runs", sitewide.errors + sitewide.non2xx + card.errors + card.non2xx, "<", 1),
          target("card picks changed / card requests sent (every request changed one)", changed / Math.max(card.totalRequests ?? card.requests, 1), ">=", 1),
        ],
        notes: [
          `${loadAverageAtEnd()} (a shared machine: compare the two runs, not the absolute rates).`,
          "One production server (next build, next start) with its default pool of connections, load from bench/lib/load-worker.ts in its own process, closed loop; request k is member k's (a bearer session) on the open week's game k mod 16.",
          "The card run: each member already holds a pick on each of next week's 16 games, confidence numbers 1 to 16, and request k sends the other side of its game, so each one changes a pick (keeping its number) through the whole use case: the pool and membership, the game's week, the member's card lock, their card read, the card size, the number check and the guarded upsert under the trigger.",
          `The sitewide run: the same members' new picks on the same games. Server CPU a request: sitewide ${sitewide.serverCpuMsPerRequest ?? "?"} ms, card ${card.serverCpuMsPerRequest ?? "?"} ms; p99 ${sitewide.p99Ms} ms and ${card.p99Ms} ms.`,
        ],
      };
    } finally {
      app.stop();
    }
  });
}
