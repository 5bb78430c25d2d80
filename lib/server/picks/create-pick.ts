// Makes a normal pick: one atomic INSERT … SELECT guarded by the database clock, then the refusal reason if nothing was written.
import "server-only";
import type { CreatedPick, PickBody } from "@/lib/contracts/fixtures";
import { refusalError } from "./refusal-error";
import { db } from "@/lib/db";
import type { DbLeague } from "@/lib/domain/leagues";
import { callerRefusal, isSide, pickRefusal, type PickRefusal, type PickSide } from "@/lib/domain/pick-rules";
import type { Caller } from "@/lib/server/auth/caller";

type InsertedRow = { id: number; moneyLine: number; decimalOdds: string; oddsAt: Date; createdAt: Date };

type DiagnosisRow = {
  league: DbLeague;
  status: string;
  startsAt: Date;
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
  now: Date;
  alreadyPicked: boolean;
};

function refuse(refusal: PickRefusal): never {
  throw refusalError(refusal);
}

/** Unique violations from Prisma (P2002) or straight from PostgreSQL (23505), however they are wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; meta?: { code?: string }; cause?: { code?: string } } | null;
  return e?.code === "P2002" || e?.code === "23505" || e?.meta?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * The checks and the write are one statement, so no request can slip between "the game has not
 * started" and the insert, and the unique index settles races between a picker's own requests.
 * Decimal odds are computed in SQL with numeric arithmetic, rounded half away from zero to 4 places
 * exactly as lib/domain/odds roundOdds(moneyLineToDecimal(line)) does (an integration test compares them).
 */
async function insertPick(userId: string, fixtureId: number, league: DbLeague, side: PickSide): Promise<InsertedRow | null> {
  const rows = await db.$queryRaw<InsertedRow[]>`
    INSERT INTO "Pick" ("userId", "fixtureId", "side", "kind", "moneyLine", "decimalOdds", "opposingMoneyLine", "oddsAt", "oddsSource")
    SELECT ${userId}::text, f."id", ${side}::"Selection", 'NORMAL'::"PickKind", l.line,
           round(CASE WHEN l.line > 0 THEN 1 + l.line / 100.0 ELSE 1 + 100.0 / abs(l.line) END, 4),
           l.opposing, now(), f."provider"
    FROM "Fixture" f
    -- The other side's line at the same instant: the margin-free win chance needs both.
    CROSS JOIN LATERAL (SELECT CASE WHEN ${side}::text = 'HOME' THEN f."homeMoneyLine" ELSE f."awayMoneyLine" END AS line,
                               CASE WHEN ${side}::text = 'HOME' THEN f."awayMoneyLine" ELSE f."homeMoneyLine" END AS opposing) l
    WHERE f."id" = ${fixtureId}::int AND f."league" = ${league}::"League" AND f."status" = 'PREGAME'
      AND f."startsAt" > now() AND l.line IS NOT NULL
    ON CONFLICT DO NOTHING
    RETURNING "id", "moneyLine", "decimalOdds"::text AS "decimalOdds", "oddsAt", "createdAt"`;
  return rows[0] ?? null;
}

/** Why nothing was written, read with the same database clock. */
async function diagnose(userId: string, fixtureId: number): Promise<DiagnosisRow | null> {
  const rows = await db.$queryRaw<DiagnosisRow[]>`
    SELECT f."league"::text AS league, f."status"::text AS status, f."startsAt", f."homeMoneyLine", f."awayMoneyLine",
           now() AS now,
           EXISTS (SELECT 1 FROM "Pick" p WHERE p."userId" = ${userId}::text AND p."fixtureId" = f."id" AND p."parlayId" IS NULL) AS "alreadyPicked"
    FROM "Fixture" f WHERE f."id" = ${fixtureId}::int`;
  return rows[0] ?? null;
}

export async function createPick(
  caller: Caller | null,
  input: { league: DbLeague } & Omit<PickBody, "market"> & { market?: PickBody["market"] },
): Promise<CreatedPick> {
  const callerProblem = callerRefusal(caller);
  if (callerProblem || !caller) refuse(callerProblem ?? { code: "UNAUTHORIZED" });
  const { league, fixtureId } = input;
  if ((input.market ?? "MONEY_LINE") !== "MONEY_LINE" || !isSide(input.side)) refuse({ code: "NO_ODDS" });
  const side: PickSide = input.side;

  let row: InsertedRow | null;
  try {
    row = await insertPick(caller.id, fixtureId, league, side);
  } catch (error) {
    if (isUniqueViolation(error)) refuse({ code: "CONFLICT", message: "You have already picked this game" });
    throw error;
  }

  if (!row) {
    const found = await diagnose(caller.id, fixtureId);
    const refusal = pickRefusal({
      caller,
      fixture: found,
      league,
      side,
      now: found?.now ?? new Date(),
      alreadyPicked: found?.alreadyPicked ?? false,
    });
    // Nothing refused on a second look means a concurrent request won the unique index meanwhile.
    refuse(refusal ?? { code: "CONFLICT", message: "You have already picked this game" });
  }

  return {
    id: row.id,
    fixtureId,
    market: "MONEY_LINE",
    side,
    point: null,
    kind: "NORMAL",
    state: "PENDING",
    moneyLine: row.moneyLine,
    decimalOdds: Number(row.decimalOdds),
    oddsAt: row.oddsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
