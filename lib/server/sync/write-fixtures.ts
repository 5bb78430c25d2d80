// Set-based writes for a sync run: one INSERT for new fixtures and one UPDATE for changed ones, from arrays.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { SpreadLine, TotalLine } from "@/lib/domain/markets";
import { wholeSpread, wholeTotal } from "@/lib/domain/market-lines";
import type { FixtureUpdate } from "@/lib/feeds/types";
import type { FixtureFields } from "@/lib/domain/fixture-merge";

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The six market columns of a row, each null with its market absent (the CHECK constraints refuse a partial market). */
function marketColumns(spread: SpreadLine | null, total: TotalLine | null) {
  return {
    homeSpread: spread?.home.point ?? null, homeSpreadPrice: spread?.home.price ?? null, awaySpreadPrice: spread?.away.price ?? null,
    totalPoints: total?.points ?? null, overPrice: total?.over ?? null, underPrice: total?.under ?? null,
  };
}

export type NewFixture = FixtureUpdate & { homeTeamId: number; awayTeamId: number };

export async function insertFixtures(db: PrismaClient, rows: readonly NewFixture[]): Promise<number> {
  if (rows.length === 0) return 0;
  const markets = rows.map((row) => marketColumns(wholeSpread(row.spread), wholeTotal(row.total)));
  const col = <T>(pick: (row: NewFixture) => T) => rows.map(pick);
  const mcol = <K extends keyof (typeof markets)[number]>(key: K) => markets.map((m) => m[key]);
  const hasOdds = (row: NewFixture, i: number) =>
    row.homeMoneyLine !== null || row.awayMoneyLine !== null || markets[i].homeSpread !== null || markets[i].totalPoints !== null;
  return db.$executeRaw`
    INSERT INTO "Fixture" ("provider", "providerEventId", "league", "startsAt", "status", "homeTeamId", "awayTeamId",
      "homeMoneyLine", "awayMoneyLine", "homeSpread", "homeSpreadPrice", "awaySpreadPrice", "totalPoints", "overPrice", "underPrice",
      "oddsUpdatedAt", "homeScore", "awayScore", "winnerSide", "updatedAt")
    SELECT provider, "providerEventId", league::"League", "startsAt", status::"GameStatus", "homeTeamId", "awayTeamId",
      "homeMoneyLine", "awayMoneyLine", "homeSpread", "homeSpreadPrice", "awaySpreadPrice", "totalPoints", "overPrice", "underPrice",
      CASE WHEN "hasOdds" THEN now() END, "homeScore", "awayScore", "winnerSide"::"Side", now()
    FROM unnest(
      ${col((r) => r.provider)}::text[], ${col((r) => r.providerEventId)}::text[], ${col((r) => r.league)}::text[],
      ${col((r) => iso(r.startsAt))}::timestamptz[], ${col((r) => r.status)}::text[],
      ${col((r) => r.homeTeamId)}::int[], ${col((r) => r.awayTeamId)}::int[],
      ${col((r) => r.homeMoneyLine)}::int[], ${col((r) => r.awayMoneyLine)}::int[],
      ${mcol("homeSpread")}::numeric[], ${mcol("homeSpreadPrice")}::int[], ${mcol("awaySpreadPrice")}::int[],
      ${mcol("totalPoints")}::numeric[], ${mcol("overPrice")}::int[], ${mcol("underPrice")}::int[], ${rows.map(hasOdds)}::boolean[],
      ${col((r) => r.homeScore)}::int[], ${col((r) => r.awayScore)}::int[], ${col((r) => r.winnerSide)}::text[]
    ) AS f(provider, "providerEventId", league, "startsAt", status, "homeTeamId", "awayTeamId",
      "homeMoneyLine", "awayMoneyLine", "homeSpread", "homeSpreadPrice", "awaySpreadPrice", "totalPoints", "overPrice", "underPrice",
      "hasOdds", "homeScore", "awayScore", "winnerSide")
    ON CONFLICT ("provider", "providerEventId") DO NOTHING`;
}

export type ChangedFixture = FixtureFields & { id: number };

export async function updateFixtures(db: PrismaClient, rows: readonly ChangedFixture[]): Promise<number> {
  if (rows.length === 0) return 0;
  const markets = rows.map((row) => marketColumns(row.spread, row.total));
  const col = <T>(pick: (row: ChangedFixture) => T) => rows.map(pick);
  const mcol = <K extends keyof (typeof markets)[number]>(key: K) => markets.map((m) => m[key]);
  return db.$executeRaw`
    UPDATE "Fixture" f SET
      "status" = u.status::"GameStatus", "startsAt" = u."startsAt",
      "homeMoneyLine" = u."homeMoneyLine", "awayMoneyLine" = u."awayMoneyLine",
      "homeSpread" = u."homeSpread", "homeSpreadPrice" = u."homeSpreadPrice", "awaySpreadPrice" = u."awaySpreadPrice",
      "totalPoints" = u."totalPoints", "overPrice" = u."overPrice", "underPrice" = u."underPrice",
      "oddsUpdatedAt" = CASE WHEN u."oddsChanged" THEN now() ELSE f."oddsUpdatedAt" END,
      -- The right-hand side reads the row as it was: the lines of every market before this update are the closing line.
      "closingHomeMoneyLine" = CASE WHEN u."closesLine" THEN f."homeMoneyLine" ELSE f."closingHomeMoneyLine" END,
      "closingAwayMoneyLine" = CASE WHEN u."closesLine" THEN f."awayMoneyLine" ELSE f."closingAwayMoneyLine" END,
      "closingHomeSpread" = CASE WHEN u."closesLine" THEN f."homeSpread" ELSE f."closingHomeSpread" END,
      "closingHomeSpreadPrice" = CASE WHEN u."closesLine" THEN f."homeSpreadPrice" ELSE f."closingHomeSpreadPrice" END,
      "closingAwaySpreadPrice" = CASE WHEN u."closesLine" THEN f."awaySpreadPrice" ELSE f."closingAwaySpreadPrice" END,
      "closingTotalPoints" = CASE WHEN u."closesLine" THEN f."totalPoints" ELSE f."closingTotalPoints" END,
      "closingOverPrice" = CASE WHEN u."closesLine" THEN f."overPrice" ELSE f."closingOverPrice" END,
      "closingUnderPrice" = CASE WHEN u."closesLine" THEN f."underPrice" ELSE f."closingUnderPrice" END,
      "closingLineAt" = CASE WHEN u."closesLine" THEN now() ELSE f."closingLineAt" END,
      "homeScore" = u."homeScore", "awayScore" = u."awayScore", "winnerSide" = u."winnerSide"::"Side", "updatedAt" = now()
    FROM unnest(
      ${col((r) => r.id)}::int[], ${col((r) => r.status)}::text[], ${col((r) => iso(r.startsAt))}::timestamptz[],
      ${col((r) => r.homeMoneyLine)}::int[], ${col((r) => r.awayMoneyLine)}::int[],
      ${mcol("homeSpread")}::numeric[], ${mcol("homeSpreadPrice")}::int[], ${mcol("awaySpreadPrice")}::int[],
      ${mcol("totalPoints")}::numeric[], ${mcol("overPrice")}::int[], ${mcol("underPrice")}::int[], ${col((r) => r.oddsChanged)}::boolean[],
      ${col((r) => r.homeScore)}::int[], ${col((r) => r.awayScore)}::int[], ${col((r) => r.winnerSide)}::text[],
      ${col((r) => r.closesLine)}::boolean[]
    ) AS u(id, status, "startsAt", "homeMoneyLine", "awayMoneyLine", "homeSpread", "homeSpreadPrice", "awaySpreadPrice",
      "totalPoints", "overPrice", "underPrice", "oddsChanged", "homeScore", "awayScore", "winnerSide", "closesLine")
    WHERE f."id" = u.id`;
}
