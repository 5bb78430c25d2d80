// Makes a normal pick in any market: one atomic INSERT … SELECT guarded by the database clock, then the refusal reason if nothing was written.
import "server-only";
import type { CreatedPick, PickBody } from "@/lib/contracts/fixtures";
import { refusalError } from "./refusal-error";
import { db } from "@/lib/db";
import type { DbLeague } from "@/lib/domain/leagues";
import { leaguePointProblem } from "@/lib/domain/line-bounds";
import { AppError } from "@/lib/errors/app-error";
import type { Market, Selection } from "@/lib/domain/markets";
import { callerRefusal, pickRefusal, type PickFixture, type PickRefusal, type RequestedLine } from "@/lib/domain/pick-rules";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/server/auth/caller";

type InsertedRow = { id: number; moneyLine: number; decimalOdds: string; point: number | null; oddsAt: Date; createdAt: Date };

type DiagnosisRow = PickFixture & { now: Date; alreadyPicked: boolean };

function refuse(refusal: PickRefusal): never {
  throw refusalError(refusal);
}

/** Unique violations from Prisma (P2002) or straight from PostgreSQL (23505), however they are wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; meta?: { code?: string }; cause?: { code?: string } } | null;
  return e?.code === "P2002" || e?.code === "23505" || e?.meta?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Where a selection's line lives on the fixture row: its price, the other side's price in the same market (at the same
 * point: a spread's other side is the negated point) and its point. Chosen here rather than by CASE in SQL, so every
 * market runs the same plain statement over the fixture's primary key. Fixed strings only, never input.
 */
const LINE_COLUMNS: Record<`${Market}:${Selection}`, { price: string; opposing: string; point: string } | undefined> = {
  "MONEY_LINE:HOME": { price: `f."homeMoneyLine"`, opposing: `f."awayMoneyLine"`, point: "NULL::numeric" },
  "MONEY_LINE:AWAY": { price: `f."awayMoneyLine"`, opposing: `f."homeMoneyLine"`, point: "NULL::numeric" },
  "SPREAD:HOME": { price: `f."homeSpreadPrice"`, opposing: `f."awaySpreadPrice"`, point: `f."homeSpread"` },
  "SPREAD:AWAY": { price: `f."awaySpreadPrice"`, opposing: `f."homeSpreadPrice"`, point: `-f."homeSpread"` },
  "TOTAL:OVER": { price: `f."overPrice"`, opposing: `f."underPrice"`, point: `f."totalPoints"` },
  "TOTAL:UNDER": { price: `f."underPrice"`, opposing: `f."overPrice"`, point: `f."totalPoints"` },
  "MONEY_LINE:OVER": undefined,
  "MONEY_LINE:UNDER": undefined,
  "SPREAD:OVER": undefined,
  "SPREAD:UNDER": undefined,
  "TOTAL:HOME": undefined,
  "TOTAL:AWAY": undefined,
};

type PickTarget = { userId: string; fixtureId: number; league: DbLeague; market: Market; side: Selection; requested: RequestedLine };

/**
 * The checks and the write are one statement, so no request can slip between "the game has not started" (or "the line
 * is the one the picker saw") and the insert, and the unique index settles races between a picker's own requests, in
 * every market at once: one pick per game. Decimal odds are computed in SQL with numeric arithmetic, rounded half away
 * from zero to 4 places exactly as lib/domain/odds roundOdds(moneyLineToDecimal(line)) does (an integration test
 * compares them).
 */
async function insertPick({ userId, fixtureId, league, market, side, requested }: PickTarget): Promise<InsertedRow | null> {
  const columns = LINE_COLUMNS[`${market}:${side}`];
  if (!columns) return null;
  const point = requested.point ?? null;
  const price = requested.price ?? null;
  const rows = await db.$queryRaw<InsertedRow[]>`
    INSERT INTO "Pick" ("userId", "fixtureId", "market", "side", "point", "kind", "moneyLine", "decimalOdds", "opposingMoneyLine", "oddsAt", "oddsSource")
    SELECT ${userId}::text, f."id", ${market}::"Market", ${side}::"Selection", l.point, 'NORMAL'::"PickKind", l.line,
           round(CASE WHEN l.line > 0 THEN 1 + l.line / 100.0 ELSE 1 + 100.0 / abs(l.line) END, 4),
           l.opposing, now(), f."provider"
    FROM "Fixture" f
    CROSS JOIN LATERAL (SELECT ${Prisma.raw(columns.price)} AS line, ${Prisma.raw(columns.opposing)} AS opposing,
                               ${Prisma.raw(columns.point)} AS point) l
    WHERE f."id" = ${fixtureId}::int AND f."league" = ${league}::"League" AND f."status" = 'PREGAME'
      AND f."startsAt" > now() AND l.line IS NOT NULL
      AND (${point}::numeric IS NULL OR l.point = ${point}::numeric) AND (${price}::int IS NULL OR l.line = ${price}::int)
    ON CONFLICT DO NOTHING
    RETURNING "id", "moneyLine", "decimalOdds"::text AS "decimalOdds", "point"::float8 AS "point", "oddsAt", "createdAt"`;
  return rows[0] ?? null;
}

/** Why nothing was written, read with the same database clock. */
async function diagnose(userId: string, fixtureId: number): Promise<DiagnosisRow | null> {
  const rows = await db.$queryRaw<DiagnosisRow[]>`
    SELECT f."league"::text AS league, f."status"::text AS status, f."startsAt", f."homeMoneyLine", f."awayMoneyLine",
           f."homeSpread"::float8 AS "homeSpread", f."homeSpreadPrice", f."awaySpreadPrice",
           f."totalPoints"::float8 AS "totalPoints", f."overPrice", f."underPrice",
           now() AS now,
           EXISTS (SELECT 1 FROM "Pick" p WHERE p."userId" = ${userId}::text AND p."fixtureId" = f."id" AND p."parlayId" IS NULL) AS "alreadyPicked"
    FROM "Fixture" f WHERE f."id" = ${fixtureId}::int`;
  return rows[0] ?? null;
}

const ALREADY_PICKED: PickRefusal = { code: "CONFLICT", message: "You have already picked this game" };

/** The insert, with a unique violation (a picker's own concurrent request) said as already picked. */
async function insertOrRefuseDuplicate(target: PickTarget): Promise<InsertedRow | null> {
  try {
    return await insertPick(target);
  } catch (error) {
    if (isUniqueViolation(error)) refuse(ALREADY_PICKED);
    throw error;
  }
}

export async function createPick(
  caller: Caller | null,
  input: { league: DbLeague } & Omit<PickBody, "market"> & { market?: PickBody["market"] },
): Promise<CreatedPick> {
  const callerProblem = callerRefusal(caller);
  if (callerProblem || !caller) refuse(callerProblem ?? { code: "UNAUTHORIZED" });
  const { league, fixtureId, side } = input;
  const market = input.market ?? "MONEY_LINE";
  const requested: RequestedLine = { point: input.point, price: input.price };
  // The body's schema knows any league's range; the route's league is known here.
  const outOfRange = leaguePointProblem({ market, point: input.point }, league);
  if (outOfRange) throw new AppError("VALIDATION_ERROR", { issues: [{ path: "point", message: outOfRange }] });

  const target = { userId: caller.id, fixtureId, league, market, side, requested };
  // A miss with nothing refused on a second look means the line moved between the insert and the look (and back):
  // the pick is tried once more at the line the picker saw. A concurrent pick of theirs shows as already picked.
  let row: InsertedRow | null = null;
  for (let attempt = 0; attempt < 2 && !row; attempt++) {
    row = await insertOrRefuseDuplicate(target);
    if (row) break;
    const found = await diagnose(caller.id, fixtureId);
    const refusal = pickRefusal({
      caller,
      fixture: found,
      league,
      market,
      side,
      requested,
      now: found?.now ?? new Date(),
      alreadyPicked: found?.alreadyPicked ?? false,
    });
    if (refusal) refuse(refusal);
  }
  // The line kept moving under the picker: they confirm again on the current one.
  if (!row) refuse({ code: "ODDS_CHANGED" });

  return {
    id: row.id,
    fixtureId,
    market,
    side,
    point: row.point,
    kind: "NORMAL",
    state: "PENDING",
    moneyLine: row.moneyLine,
    decimalOdds: Number(row.decimalOdds),
    oddsAt: row.oddsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
