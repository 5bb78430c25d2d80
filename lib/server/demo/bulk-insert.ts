// Set-based inserts for the seed's big tables: one INSERT ... SELECT FROM unnest(arrays) per table.
// Prisma's createMany costs about 0.5 ms a row here, ten times this; arrays also never hit the bind-parameter cap.
import type { Market, Selection, SpreadLine, TotalLine } from "@/lib/domain/markets";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DemoFixture } from "@/lib/demo/season";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export type FixtureInsert = DemoFixture & { provider: string; oddsUpdatedAt: Date | null };

/** Returns how many fixtures were new; existing (provider, providerEventId) pairs are left alone. */
export async function insertFixtures(db: PrismaClient, rows: readonly FixtureInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const column = <T>(pick: (row: FixtureInsert) => T) => rows.map(pick);
  const spreads = (pick: (row: FixtureInsert) => SpreadLine | null) => ({
    point: column((r) => pick(r)?.home.point ?? null), home: column((r) => pick(r)?.home.price ?? null), away: column((r) => pick(r)?.away.price ?? null),
  });
  const totals = (pick: (row: FixtureInsert) => TotalLine | null) => ({
    points: column((r) => pick(r)?.points ?? null), over: column((r) => pick(r)?.over ?? null), under: column((r) => pick(r)?.under ?? null),
  });
  const [spread, closingSpread] = [spreads((r) => r.spread), spreads((r) => r.closingSpread)];
  const [total, closingTotal] = [totals((r) => r.total), totals((r) => r.closingTotal)];
  return db.$executeRaw`
    INSERT INTO "Fixture" ("league", "startsAt", "status", "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine",
      "homeSpread", "homeSpreadPrice", "awaySpreadPrice", "totalPoints", "overPrice", "underPrice",
      "oddsUpdatedAt", "homeScore", "awayScore", "winnerSide", "provider", "providerEventId", "updatedAt",
      "closingHomeMoneyLine", "closingAwayMoneyLine", "closingHomeSpread", "closingHomeSpreadPrice", "closingAwaySpreadPrice",
      "closingTotalPoints", "closingOverPrice", "closingUnderPrice", "closingLineAt")
    SELECT league::"League", "startsAt", status::"GameStatus", "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine",
      "homeSpread", "homeSpreadPrice", "awaySpreadPrice", "totalPoints", "overPrice", "underPrice",
      "oddsUpdatedAt", "homeScore", "awayScore", "winnerSide"::"Side", provider, "providerEventId", now(),
      -- A game the demo world has already started closed at the lines it offered at its start.
      "closingHomeMoneyLine", "closingAwayMoneyLine", "closingHomeSpread", "closingHomeSpreadPrice", "closingAwaySpreadPrice",
      "closingTotalPoints", "closingOverPrice", "closingUnderPrice", CASE WHEN status <> 'PREGAME' THEN "startsAt" END
    FROM unnest(
      ${column((r) => r.league)}::text[], ${column((r) => iso(r.startsAt))}::timestamptz[], ${column((r) => r.status)}::text[],
      ${column((r) => r.homeTeamId)}::int[], ${column((r) => r.awayTeamId)}::int[],
      ${column((r) => r.homeMoneyLine)}::int[], ${column((r) => r.awayMoneyLine)}::int[],
      ${spread.point}::numeric[], ${spread.home}::int[], ${spread.away}::int[],
      ${total.points}::numeric[], ${total.over}::int[], ${total.under}::int[],
      ${column((r) => iso(r.oddsUpdatedAt))}::timestamptz[], ${column((r) => r.homeScore)}::int[], ${column((r) => r.awayScore)}::int[],
      ${column((r) => r.winnerSide)}::text[], ${column((r) => r.provider)}::text[], ${column((r) => r.providerEventId)}::text[],
      ${column((r) => r.closingHomeMoneyLine)}::int[], ${column((r) => r.closingAwayMoneyLine)}::int[],
      ${closingSpread.point}::numeric[], ${closingSpread.home}::int[], ${closingSpread.away}::int[],
      ${closingTotal.points}::numeric[], ${closingTotal.over}::int[], ${closingTotal.under}::int[]
    ) AS f(league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine",
      "homeSpread", "homeSpreadPrice", "awaySpreadPrice", "totalPoints", "overPrice", "underPrice",
      "oddsUpdatedAt", "homeScore", "awayScore", "winnerSide", provider, "providerEventId",
      "closingHomeMoneyLine", "closingAwayMoneyLine", "closingHomeSpread", "closingHomeSpreadPrice", "closingAwaySpreadPrice",
      "closingTotalPoints", "closingOverPrice", "closingUnderPrice")
    ON CONFLICT ("provider", "providerEventId") DO NOTHING`;
}

export type PickInsert = {
  userId: string;
  fixtureId: number;
  /** MONEY_LINE when absent. */
  market?: Market;
  side: Selection;
  /** The spread's or total's point; null (or absent) for a money line. */
  point?: number | null;
  moneyLine: number;
  decimalOdds: string;
  opposingMoneyLine: number | null;
  oddsAt: Date;
  oddsSource: string;
  createdAt: Date;
};

/** NORMAL picks only; a user's existing pick on a fixture wins (the unique index is NULLS NOT DISTINCT). */
export async function insertNormalPicks(db: PrismaClient, rows: readonly PickInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const column = <T>(pick: (row: PickInsert) => T) => rows.map(pick);
  return db.$executeRaw`
    INSERT INTO "Pick" ("userId", "fixtureId", "market", "side", "point", "moneyLine", "decimalOdds", "opposingMoneyLine", "oddsAt", "oddsSource", "createdAt")
    SELECT "userId", "fixtureId", market::"Market", side::"Selection", point, "moneyLine", "decimalOdds", "opposingMoneyLine", "oddsAt", "oddsSource", "createdAt"
    FROM unnest(
      ${column((r) => r.userId)}::text[], ${column((r) => r.fixtureId)}::int[], ${column((r) => r.market ?? "MONEY_LINE")}::text[],
      ${column((r) => r.side)}::text[], ${column((r) => r.point ?? null)}::numeric[],
      ${column((r) => r.moneyLine)}::int[], ${column((r) => r.decimalOdds)}::numeric[], ${column((r) => r.opposingMoneyLine)}::int[],
      ${column((r) => iso(r.oddsAt))}::timestamptz[], ${column((r) => r.oddsSource)}::text[],
      ${column((r) => iso(r.createdAt))}::timestamptz[]
    ) AS p("userId", "fixtureId", market, side, point, "moneyLine", "decimalOdds", "opposingMoneyLine", "oddsAt", "oddsSource", "createdAt")
    ON CONFLICT DO NOTHING`;
}
