// Set-based writes for a sync run: one INSERT for new fixtures and one UPDATE for changed ones, from arrays.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { FixtureUpdate } from "@/lib/feeds/types";
import type { FixtureFields } from "./merge-fixture";

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export type NewFixture = FixtureUpdate & { homeTeamId: number; awayTeamId: number };

export async function insertFixtures(db: PrismaClient, rows: readonly NewFixture[]): Promise<number> {
  if (rows.length === 0) return 0;
  const col = <T>(pick: (row: NewFixture) => T) => rows.map(pick);
  const hasOdds = (row: NewFixture) => row.homeMoneyLine !== null || row.awayMoneyLine !== null;
  return db.$executeRaw`
    INSERT INTO "Fixture" ("provider", "providerEventId", "league", "startsAt", "status", "homeTeamId", "awayTeamId",
      "homeMoneyLine", "awayMoneyLine", "oddsUpdatedAt", "homeScore", "awayScore", "winnerSide", "updatedAt")
    SELECT provider, "providerEventId", league::"League", "startsAt", status::"GameStatus", "homeTeamId", "awayTeamId",
      "homeMoneyLine", "awayMoneyLine", CASE WHEN "hasOdds" THEN now() END, "homeScore", "awayScore", "winnerSide"::"Side", now()
    FROM unnest(
      ${col((r) => r.provider)}::text[], ${col((r) => r.providerEventId)}::text[], ${col((r) => r.league)}::text[],
      ${col((r) => iso(r.startsAt))}::timestamptz[], ${col((r) => r.status)}::text[],
      ${col((r) => r.homeTeamId)}::int[], ${col((r) => r.awayTeamId)}::int[],
      ${col((r) => r.homeMoneyLine)}::int[], ${col((r) => r.awayMoneyLine)}::int[], ${col(hasOdds)}::boolean[],
      ${col((r) => r.homeScore)}::int[], ${col((r) => r.awayScore)}::int[], ${col((r) => r.winnerSide)}::text[]
    ) AS f(provider, "providerEventId", league, "startsAt", status, "homeTeamId", "awayTeamId",
      "homeMoneyLine", "awayMoneyLine", "hasOdds", "homeScore", "awayScore", "winnerSide")
    ON CONFLICT ("provider", "providerEventId") DO NOTHING`;
}

export type ChangedFixture = FixtureFields & { id: number };

export async function updateFixtures(db: PrismaClient, rows: readonly ChangedFixture[]): Promise<number> {
  if (rows.length === 0) return 0;
  const col = <T>(pick: (row: ChangedFixture) => T) => rows.map(pick);
  return db.$executeRaw`
    UPDATE "Fixture" f SET
      "status" = u.status::"GameStatus", "startsAt" = u."startsAt",
      "homeMoneyLine" = u."homeMoneyLine", "awayMoneyLine" = u."awayMoneyLine",
      "oddsUpdatedAt" = CASE WHEN u."oddsChanged" THEN now() ELSE f."oddsUpdatedAt" END,
      -- The right-hand side reads the row as it was: the lines before this update are the closing line.
      "closingHomeMoneyLine" = CASE WHEN u."closesLine" THEN f."homeMoneyLine" ELSE f."closingHomeMoneyLine" END,
      "closingAwayMoneyLine" = CASE WHEN u."closesLine" THEN f."awayMoneyLine" ELSE f."closingAwayMoneyLine" END,
      "closingLineAt" = CASE WHEN u."closesLine" THEN now() ELSE f."closingLineAt" END,
      "homeScore" = u."homeScore", "awayScore" = u."awayScore", "winnerSide" = u."winnerSide"::"Side", "updatedAt" = now()
    FROM unnest(
      ${col((r) => r.id)}::int[], ${col((r) => r.status)}::text[], ${col((r) => iso(r.startsAt))}::timestamptz[],
      ${col((r) => r.homeMoneyLine)}::int[], ${col((r) => r.awayMoneyLine)}::int[], ${col((r) => r.oddsChanged)}::boolean[],
      ${col((r) => r.homeScore)}::int[], ${col((r) => r.awayScore)}::int[], ${col((r) => r.winnerSide)}::text[],
      ${col((r) => r.closesLine)}::boolean[]
    ) AS u(id, status, "startsAt", "homeMoneyLine", "awayMoneyLine", "oddsChanged", "homeScore", "awayScore", "winnerSide", "closesLine")
    WHERE f."id" = u.id`;
}
