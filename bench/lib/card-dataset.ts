// The card pool benches' data: a confidence card pool of 10,000 members on 16-game weeks. Last week's games are over,
// with every member's 16 picks and guess waiting for the week's results, and seven earlier weeks' results behind them for the season
// table; next week's games are open, with every member's 16 picks to change. Beside them, the same members' 160,000
// sitewide picks on 16 other finished games (of a league the pool does not play), the sitewide settlement's baseline.
import type pg from "pg";
import { addWeeks } from "@/lib/domain/pool-weeks";
import { pickDecimal } from "@/lib/domain/closing-line";
import { cardWeekRange } from "@/lib/server/pools/card/card-week-range";
import { insertUsersSql } from "@/tests/support/users";

export const CARD_BENCH = { poolId: "bench-card", members: 10_000, games: 16, pastWeeks: 7, tokenPrefix: "card-", dropWeeks: 2 } as const;

/** Every game's money line: each pick took it on its side. */
const LINE = { home: -150, away: 130 } as const;

export type CardBenchData = {
  /** Last week (its Monday): every game FINAL, picks and guesses waiting to settle. */
  settledWeek: string;
  settledGames: number[];
  /** Next week: every game open, each member holding a pick on each. */
  openGames: number[];
  /** The sitewide baseline's finished games, one pending pick from each member on each. */
  sitewideGames: number[];
};

/** Member i (1-based) is u0000001...; their session token is the load generator's picker i - 1. */
const member = (i: string) => `'u' || lpad(${i}::text, 7, '0')`;

/** 16 games in the week from its Monday noon, eight hours apart, in `league`, finished (HOME wins 27-20) or open. */
function gamesSql(week: string, league: "NFL" | "NBA", finished: boolean, tag: string): string {
  const { start } = cardWeekRange(week);
  const state = finished ? `'FINAL', 27, 20, 'HOME'::"Side"` : `'PREGAME', NULL::int, NULL::int, NULL::"Side"`;
  return `
    INSERT INTO "Fixture" (league, "startsAt", status, "homeScore", "awayScore", "winnerSide", "homeTeamId", "awayTeamId",
                           "homeMoneyLine", "awayMoneyLine", provider, "providerEventId", "updatedAt")
    SELECT '${league}', '${start.toISOString()}'::timestamptz + interval '12 hours' + g * interval '8 hours', ${state}, 1, 2,
           ${LINE.home}, ${LINE.away}, 'bench', '${tag}-' || g, now()
    FROM generate_series(0, ${CARD_BENCH.games - 1}) g
    RETURNING id`;
}

/**
 * Each member's pick of each of `games` (ids in kickoff order): a confidence number per game (a permutation of 1..16
 * each member), sides mixed; on the open week, the game request k of the change bench reaches first is held on the
 * other side from the one that request sends (load-worker: side HOME unless k % 3 = 0), so every request changes it.
 */
const cardPicksSql = (week: string, games: number[]) => `
  INSERT INTO "CardPick" ("poolId", "userId", "week", "fixtureId", "side", "price", "opposingPrice", "confidence", "createdAt", "updatedAt")
  SELECT '${CARD_BENCH.poolId}', ${member("i")}, '${week}'::date, g.id, s.side::"Side",
         CASE WHEN s.side = 'HOME' THEN ${LINE.home} ELSE ${LINE.away} END, CASE WHEN s.side = 'HOME' THEN ${LINE.away} ELSE ${LINE.home} END,
         1 + (g.n + i) % ${CARD_BENCH.games}, now() - interval '10 days', now() - interval '10 days'
  FROM generate_series(1, ${CARD_BENCH.members}) i
  CROSS JOIN unnest(ARRAY[${games.join(",")}]::int[]) WITH ORDINALITY AS g(id, n)
  CROSS JOIN LATERAL (SELECT CASE WHEN g.n - 1 = (i - 1) % ${CARD_BENCH.games} THEN (CASE WHEN (i - 1) % 3 = 0 THEN 'HOME' ELSE 'AWAY' END)
                                  WHEN (i + g.n) % 3 = 0 THEN 'AWAY' ELSE 'HOME' END AS side) s`;

/** Builds it all anew (a minute or two): the tables the benches read are emptied first. */
export async function buildCardDataset(client: pg.Client, log: (line: string) => void): Promise<CardBenchData> {
  const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const result = await work();
    log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    return result;
  };
  const current = cardWeekRange(undefined).week;
  const settledWeek = addWeeks(current, -1);
  const { members, games, poolId, pastWeeks, tokenPrefix, dropWeeks } = CARD_BENCH;
  await step("users, sessions and games", async () => {
    await client.query(`
      TRUNCATE "Standing", "ScoreBucket", "ClvBucket", "Notification", "Follow", "Pick", "Parlay", "Fixture", "Team", "Session", "User"
        RESTART IDENTITY CASCADE`);
    await client.query(`INSERT INTO "Team" (league, name, abbreviation, color) VALUES ('NFL', 'Home Team', 'HOM', '#000000'), ('NFL', 'Away Team', 'AWY', '#ffffff')`);
    await client.query(insertUsersSql(`(SELECT ${member("i")} AS id, 'carder' || i AS username FROM generate_series(1, ${members}) i) u`));
    await client.query(`
      INSERT INTO "Session" ("sessionToken", "userId", expires, "updatedAt")
      SELECT '${tokenPrefix}' || (i - 1), ${member("i")}, now() + interval '1 day', now() FROM generate_series(1, ${members}) i`);
  });
  const ids = async (sql: string) => (await client.query<{ id: number }>(sql)).rows.map((row) => row.id).sort((a, b) => a - b);
  const settledGames = await ids(gamesSql(settledWeek, "NFL", true, "settled"));
  const openGames = await ids(gamesSql(addWeeks(current, 1), "NFL", false, "open"));
  const sitewideGames = await ids(gamesSql(settledWeek, "NBA", true, "sitewide"));
  await step("the pool and its members", async () => {
    const since = `'${addWeeks(settledWeek, -pastWeeks)}'::date - interval '3 days'`;
    await client.query(`
      INSERT INTO "Pool" (id, name, kind, leagues, "ownerId", "createdAt", "updatedAt")
      VALUES ('${poolId}', 'Bench_card', 'CARD', ARRAY['NFL']::"League"[], ${member("1")}, ${since}, now())`);
    await client.query(`
      INSERT INTO "CardPool" ("poolId", "picking", "market", "lines", "scoring", "missed", "dropWeeks")
      VALUES ('${poolId}', 'EVERY_GAME', 'MONEY_LINE', 'MEMBER', 'CONFIDENCE', 'FAVOURITE', ${dropWeeks})`);
    await client.query(`INSERT INTO "PoolMember" ("poolId", "userId", "joinedAt") SELECT '${poolId}', ${member("i")}, ${since} FROM generate_series(1, ${members}) i`);
  });
  // Rows of games that started long ago, written as they stood before kickoff: the pick trigger is off for the load
  // (superuser only, as the embedded server's user is).
  await client.query(`SET session_replication_role = replica`);
  await step(`${(members * games * 2).toLocaleString("en-US")} card picks and ${members.toLocaleString("en-US")} guesses`, async () => {
    await client.query(cardPicksSql(settledWeek, settledGames));
    await client.query(cardPicksSql(addWeeks(current, 1), openGames));
    await client.query(`
      INSERT INTO "CardTiebreakGuess" ("poolId", "userId", "week", "guess") SELECT '${poolId}', ${member("i")}, '${settledWeek}'::date, 20 + i % 60
      FROM generate_series(1, ${members}) i`);
  });
  await step(`${pastWeeks} earlier weeks' results`, () =>
    client.query(`
      INSERT INTO "CardWeekResult" ("poolId", "week", "userId", "points", "wins", "settled", "rank", "final")
      SELECT '${poolId}', '${settledWeek}'::date - w * 7, ${member("i")}, p.points, p.points / 9, ${games}, 1, true
      FROM generate_series(1, ${pastWeeks}) w CROSS JOIN generate_series(1, ${members}) i
      CROSS JOIN LATERAL (SELECT ((i * 7919 + w * 104729) % 120)::int AS points) p`),
  );
  await step(`${(members * games).toLocaleString("en-US")} sitewide picks`, () =>
    client.query(`
      INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "opposingMoneyLine", "decimalOdds", "oddsAt", "oddsSource")
      SELECT ${member("i")}, g, (CASE WHEN (i + g) % 2 = 0 THEN 'HOME' ELSE 'AWAY' END)::"Selection",
             CASE WHEN (i + g) % 2 = 0 THEN ${LINE.home} ELSE ${LINE.away} END, CASE WHEN (i + g) % 2 = 0 THEN ${LINE.away} ELSE ${LINE.home} END,
             CASE WHEN (i + g) % 2 = 0 THEN ${pickDecimal(LINE.home)} ELSE ${pickDecimal(LINE.away)} END, now() - interval '10 days', 'bench'
      FROM generate_series(1, ${members}) i CROSS JOIN unnest(ARRAY[${sitewideGames.join(",")}]::int[]) g`),
  );
  await client.query(`RESET session_replication_role`);
  await step("vacuum", () => client.query(`VACUUM ANALYZE`));
  return { settledWeek, settledGames, openGames, sitewideGames };
}

/**
 * The pool as the run at last week's last kickoff left it: the week's rows on nothing yet, each member's card kept for
 * the grid, and the pool never settled, so the run finds last week's games over and every one of them kicked off since
 * (its automatic picks checked).
 */
export const cardSettlementReset = (data: CardBenchData) => `
  UPDATE "CardWeekResult" SET "points" = 0, "wins" = 0, "settled" = 0, "open" = ${CARD_BENCH.games}, "autoPicks" = 0, "guessMiss" = NULL,
    "reachedAt" = NULL, "rank" = 1, "decidedBy" = NULL, "clvPicks" = 0, "clvSum" = 0, "final" = false
  WHERE "poolId" = '${CARD_BENCH.poolId}' AND "week" = '${data.settledWeek}'::date;
  DELETE FROM "CardWeekResult" WHERE "poolId" = '${CARD_BENCH.poolId}' AND "week" > '${data.settledWeek}'::date;
  UPDATE "CardPool" SET "settledAt" = NULL;`;

export const CARD_VACUUM = `VACUUM ANALYZE "CardPick", "CardWeekResult", "CardPool", "Pick", "Standing", "Fixture", "User"`;
