// The settlement benches' data: one FINAL game (its line closed, as every started game's has) with a pending pick from each of N pickers, its reset, and the bare-UPDATE floors.
import type pg from "pg";
import { closingLineValue, pickDecimal } from "@/lib/domain/closing-line";
import { insertUsersSql } from "@/tests/support/users";

/** The bench games' money lines: every pick was taken at `taken` on its side, and the line closed at `closing`; HOME wins. */
export const LINES = { taken: { home: -150, away: 130 }, closing: { home: -160, away: 140 } } as const;

/** A SQL CASE on the pick's side: `home` for a HOME pick, `away` for an AWAY one. */
export const bySide = (home: number, away: number) => `CASE WHEN side = 'HOME' THEN ${home} ELSE ${away} END`;

const { taken, closing } = LINES;

const usersAndFixtures = (picks: number) => `
  TRUNCATE "Standing", "ScoreBucket", "ClvBucket", "Notification", "Follow", "Pick", "Parlay", "Fixture", "Team", "Session", "User"
    RESTART IDENTITY CASCADE;
  INSERT INTO "Team" (league, name, abbreviation, color) VALUES ('NFL', 'Home Team', 'HOM', '#000000'), ('NFL', 'Away Team', 'AWY', '#ffffff');
  ${insertUsersSql(`(SELECT 'u' || lpad(i::text, 7, '0') AS id, 'picker' || i AS username FROM generate_series(1, ${picks}) i) u`)};
  INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", "homeScore", "awayScore",
                         "winnerSide", "closingHomeMoneyLine", "closingAwayMoneyLine", "closingLineAt", provider, "providerEventId", "updatedAt")
    SELECT 'NFL', now() - interval '4 hours', 'FINAL', 1, 2, ${taken.home}, ${taken.away}, 27, 20, 'HOME', ${closing.home}, ${closing.away}, now() - interval '4 hours', 'bench', e, now()
    FROM unnest(ARRAY['big', 'naive']) e;`;

/**
 * One INSERT ... SELECT for every pick, shaped as the app makes them (with the other side's line, so a settled
 * pick enters the skill index as in production); fixture 2 holds the naive path's sample.
 */
const picksSql = (picks: number, sample: number) => `
  INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "opposingMoneyLine", "decimalOdds", "oddsAt", "oddsSource")
    SELECT 'u' || lpad(i::text, 7, '0'), f, (CASE WHEN i % 2 = 0 THEN 'HOME' ELSE 'AWAY' END)::"Selection",
           CASE WHEN i % 2 = 0 THEN ${taken.home} ELSE ${taken.away} END, CASE WHEN i % 2 = 0 THEN ${taken.away} ELSE ${taken.home} END,
           CASE WHEN i % 2 = 0 THEN ${pickDecimal(taken.home)} ELSE ${pickDecimal(taken.away)} END, now() - interval '1 day', 'bench'
    FROM generate_series(1, ${picks}) i CROSS JOIN LATERAL (SELECT 1 AS f UNION ALL SELECT 2 WHERE i <= ${sample}) fx;`;

/**
 * The market-mix game: fixture 3, as final and closed as the money-line game, offering a spread (home -3.5) and a total
 * (44.5) at -110 both sides, which closed at the same points; each picker picks it once, the markets taking turns
 * (money line, spread, total) and each market's picks half on either side. At 27-20 the home spread and the over win:
 * half the picks win, as on the money-line game, so the two settle the same number of winners.
 */
export const MARKET_GAME = { fixtureId: 3, homeSpread: -3.5, total: 44.5, price: -110, closingPrices: { first: -115, second: -105 } } as const;

const marketGameSql = (picks: number) => {
  const { homeSpread, total, price, closingPrices } = MARKET_GAME;
  const decimal = pickDecimal(price);
  return `
  INSERT INTO "Fixture" (id, league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", "homeScore", "awayScore",
                         "winnerSide", "closingHomeMoneyLine", "closingAwayMoneyLine", "closingLineAt",
                         "homeSpread", "homeSpreadPrice", "awaySpreadPrice", "totalPoints", "overPrice", "underPrice",
                         "closingHomeSpread", "closingHomeSpreadPrice", "closingAwaySpreadPrice", "closingTotalPoints", "closingOverPrice", "closingUnderPrice",
                         provider, "providerEventId", "updatedAt")
    VALUES (${MARKET_GAME.fixtureId}, 'NFL', now() - interval '4 hours', 'FINAL', 1, 2, ${taken.home}, ${taken.away}, 27, 20, 'HOME',
            ${closing.home}, ${closing.away}, now() - interval '4 hours',
            ${homeSpread}, ${price}, ${price}, ${total}, ${price}, ${price},
            ${homeSpread}, ${closingPrices.first}, ${closingPrices.second}, ${total}, ${closingPrices.first}, ${closingPrices.second},
            'bench', 'markets', now());
  INSERT INTO "Pick" ("userId", "fixtureId", market, side, point, "moneyLine", "opposingMoneyLine", "decimalOdds", "oddsAt", "oddsSource")
    SELECT 'u' || lpad(i::text, 7, '0'), ${MARKET_GAME.fixtureId}, m.market::"Market", m.side::"Selection", m.point,
           CASE WHEN m.market <> 'MONEY_LINE' THEN ${price} WHEN m.side = 'HOME' THEN ${taken.home} ELSE ${taken.away} END,
           CASE WHEN m.market <> 'MONEY_LINE' THEN ${price} WHEN m.side = 'HOME' THEN ${taken.away} ELSE ${taken.home} END,
           CASE WHEN m.market <> 'MONEY_LINE' THEN ${decimal} WHEN m.side = 'HOME' THEN ${pickDecimal(taken.home)} ELSE ${pickDecimal(taken.away)} END,
           now() - interval '1 day', 'bench'
    FROM generate_series(1, ${picks}) i
    CROSS JOIN LATERAL (SELECT (ARRAY['MONEY_LINE', 'SPREAD', 'TOTAL'])[1 + i % 3] AS market, (i / 3) % 2 = 0 AS first) k
    CROSS JOIN LATERAL (SELECT k.market,
      CASE WHEN k.market = 'TOTAL' THEN (CASE WHEN k.first THEN 'OVER' ELSE 'UNDER' END) ELSE (CASE WHEN k.first THEN 'HOME' ELSE 'AWAY' END) END AS side,
      CASE k.market WHEN 'SPREAD' THEN (CASE WHEN k.first THEN ${homeSpread} ELSE ${-homeSpread} END) WHEN 'TOTAL' THEN ${total} END::numeric AS point) m;`;
};

// VACUUM cannot run inside the implicit transaction of a multi-statement query.
export const VACUUM = `VACUUM ANALYZE "Pick", "User", "Standing", "Fixture", "Team", "ScoreBucket"`;

/** Standing rows back to a picker who never settled a pick: no points and no closing-line roll-up, in any slot. */
export const clearStandings = (where: string) => `
  UPDATE "Standing" SET points = 0, day = NULL, "dayPoints" = 0, week = NULL, "weekPoints" = 0, month = NULL, "monthPoints" = 0,
    "clvPicks" = 0, "clvBeats" = 0, "clvSum" = 0, "dayClvPicks" = 0, "dayClvBeats" = 0, "dayClvSum" = 0,
    "weekClvPicks" = 0, "weekClvBeats" = 0, "weekClvSum" = 0, "monthClvPicks" = 0, "monthClvBeats" = 0, "monthClvSum" = 0,
    "clvDay" = NULL, "clvWeek" = NULL, "clvMonth" = NULL
  WHERE ${where};`;

export const RESET = `
  UPDATE "Pick" SET state = 'PENDING', outcome = NULL, points = 0, "settledAt" = NULL, league = NULL, clv = NULL, "expectedPoints" = NULL
  WHERE state = 'FINAL';
  TRUNCATE "ScoreBucket", "ClvBucket", "Notification";
  ${clearStandings(`day IS NOT NULL OR "clvDay" IS NOT NULL`)}
  UPDATE "User" SET "hotStreak" = false WHERE "hotStreak";
  UPDATE "Fixture" SET "settledAt" = NULL, "settledResult" = NULL, corrections = 0;`;

/** The physical floor: the same picks' own UPDATE of `table` and nothing else (no standings, buckets or streaks). */
export const floorSql = (table = `"Pick"`) => `UPDATE ${table} SET state = 'FINAL', outcome = (CASE WHEN side = 'HOME' THEN 'WIN' ELSE 'LOOSE' END)::"Outcome",
  points = CASE WHEN side = 'HOME' THEN "decimalOdds" ELSE 0 END, "settledAt" = now() WHERE "fixtureId" = 1 AND state = 'PENDING'`;

/**
 * The standings' floor: one bare UPDATE of the game's pickers' Standing rows writing what settlement writes there
 * (a winner's points in the total and in each period slot, every pick's share of the closing-line roll-up, the slots'
 * starts), and nothing else: no per-picker sums, no RETURNING, no bucket counts, no hot streaks. With `losersOnly`,
 * only the losers' roll-up: the rows the roll-up adds to a settlement (a winner's row is written for its points
 * anyway). Each pick's closing-line value comes from LINES by the product's own rule; a HOME pick beat the close.
 */
export const standingsFloorSql = (fixtureId: number, losersOnly = false) => {
  const clvOf = (side: "home" | "away") => closingLineValue(taken[side], closing[side]);
  const points = (slot: string, start: string) =>
    losersOnly ? [] : [`"${start}" = CASE WHEN x.pts = 0 THEN s."${start}" ELSE x.d END`, `"${slot}" = CASE WHEN x.pts = 0 THEN s."${slot}" ELSE s."${slot}" + x.pts END`];
  const clv = (prefix: string, start: string) => [
    `"${start}" = x.d`,
    `"${prefix}ClvPicks" = s."${prefix}ClvPicks" + 1`,
    `"${prefix}ClvBeats" = s."${prefix}ClvBeats" + x.beat`,
    `"${prefix}ClvSum" = s."${prefix}ClvSum" + x.clv`,
  ];
  const sets = [
    ...(losersOnly ? [] : [`points = s.points + x.pts`]),
    ...points("dayPoints", "day"),
    ...points("weekPoints", "week"),
    ...points("monthPoints", "month"),
    `"clvPicks" = s."clvPicks" + 1`,
    `"clvBeats" = s."clvBeats" + x.beat`,
    `"clvSum" = s."clvSum" + x.clv`,
    ...clv("day", "clvDay"),
    ...clv("week", "clvWeek"),
    ...clv("month", "clvMonth"),
  ];
  return `UPDATE "Standing" s SET ${sets.join(", ")}
  FROM (SELECT "userId", CASE WHEN side = 'HOME' THEN "decimalOdds" ELSE 0 END AS pts,
          ${bySide(Number(clvOf("home") > 0), Number(clvOf("away") > 0))} AS beat, ${bySide(clvOf("home"), clvOf("away"))} AS clv, current_date AS d
        FROM "Pick" WHERE "fixtureId" = ${fixtureId}${losersOnly ? ` AND side = 'AWAY'` : ""}) x
  WHERE s."userId" = x."userId"`;
};

/**
 * A copy of Pick shaped for HOT updates: the same rows and columns at fillfactor 50 (room on each page for a new
 * version of every row, as a game's picks can fill whole pages), keeping only the indexes that name no column
 * settlement changes. Measures what the pick update would cost if the settled-pick indexes lived elsewhere.
 */
export const HOT_COPY = `
  DROP TABLE IF EXISTS pick_hot_copy;
  CREATE TABLE pick_hot_copy (LIKE "Pick" INCLUDING DEFAULTS) WITH (fillfactor = 50);
  INSERT INTO pick_hot_copy SELECT * FROM "Pick" ORDER BY id;
  ALTER TABLE pick_hot_copy ADD PRIMARY KEY (id);
  CREATE UNIQUE INDEX ON pick_hot_copy ("userId", "fixtureId", "parlayId") NULLS NOT DISTINCT;
  CREATE INDEX ON pick_hot_copy ("fixtureId", id);
  CREATE INDEX ON pick_hot_copy ("userId", "createdAt" DESC);`;
export const HOT_RESET = `UPDATE pick_hot_copy SET state = 'PENDING', outcome = NULL, points = 0, "settledAt" = NULL WHERE state = 'FINAL'`;
/** VACUUM FULL rewrites the copy, so every page is back at its fillfactor before a run. */
export const HOT_VACUUM = `VACUUM FULL ANALYZE pick_hot_copy`;

/** Builds the dataset (with `marketGame`, the market-mix game too) with the secondary indexes of User, Pick and Standing dropped, and rebuilds them after the load. */
export async function buildDataset(client: pg.Client, picks: number, sample: number, { marketGame = false } = {}): Promise<void> {
  const step = async (label: string, sql: string) => {
    const t0 = Date.now();
    await client.query(sql);
    console.log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('User', 'Pick', 'Standing') AND indexname NOT LIKE '%\\_pkey'`,
  );
  await client.query(`DROP TABLE IF EXISTS pick_hot_copy`);
  for (const index of indexes) await client.query(`DROP INDEX "${index.indexname}"`);
  await step("users, standings and fixtures", usersAndFixtures(picks));
  // Superuser only, as the embedded server's user is; elsewhere the load simply checks them row by row.
  await client.query(`SET session_replication_role = replica`).catch(() => console.log("  (foreign keys checked row by row: not a superuser)"));
  await step("picks", picksSql(picks, sample));
  if (marketGame) await step("market-mix game and its picks", marketGameSql(picks));
  await client.query(`RESET session_replication_role`);
  for (const index of indexes) await step(`index ${index.indexname}`, index.indexdef);
  await step("vacuum analyze", VACUUM);
}

/** Checkpoints and buffer traffic of client backends so far (PostgreSQL 17+ views): why a big game costs more than linear. */
export async function ioCounters(client: pg.Client): Promise<{ checkpoints: number; reads: number; writes: number }> {
  const { rows } = await client.query<{ checkpoints: number; reads: number; writes: number }>(`
    SELECT (SELECT num_timed + num_requested FROM pg_stat_checkpointer)::int AS checkpoints,
      (SELECT sum(reads) FROM pg_stat_io WHERE backend_type = 'client backend')::float8 AS reads,
      (SELECT sum(writes) FROM pg_stat_io WHERE backend_type = 'client backend')::float8 AS writes`);
  return rows[0];
}
