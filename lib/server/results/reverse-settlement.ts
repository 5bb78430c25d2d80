// Undoes an earlier settlement of corrected fixtures: standings and bucket counts, pick and parlay states.
import { Prisma } from "@/lib/generated/prisma/client";
import { pickClvDeltas } from "@/lib/server/skill/skill-sql";
import { APPLY_TO_STANDINGS } from "./standings-sql";

type Tx = Prisma.TransactionClient;

/** The picks a correction takes back: all of a game whose result changed, only those a score decides when it did not. */
const CORRECTED = Prisma.sql`t.prev IS NOT NULL AND (NOT t.score_only OR p."market" <> 'MONEY_LINE')`;

/**
 * Only targets with a previous result (t.prev) are touched, and of a score-only correction only its spread and total
 * picks (and the parlays holding them); the new result is then applied as for a first settlement. A settled pick or parlay is its own ledger entry: its points and its closing-line roll-up share,
 * negated, on the local day of its settledAt, go back through the same standings statement. Returns how many
 * picks and parlays were reversed.
 */
export async function reverseCorrectedTargets(tx: Tx, timeZone: string): Promise<number> {
  const [{ reversed }] = await tx.$queryRaw<{ reversed: number }[]>`
    WITH corrected_picks AS (
      SELECT p."id", p."parlayId", p."kind", p."userId", p."points", p."settledAt", p."state", ${pickClvDeltas(-1)} FROM "Pick" p
      JOIN settle_target t ON t.id = p."fixtureId"
      WHERE ${CORRECTED}
    ),
    entries AS (
      SELECT "userId", "points", "settledAt", picks, beats, clv FROM corrected_picks WHERE "kind" = 'NORMAL' AND "state" = 'FINAL'
      UNION ALL
      SELECT pa."userId", pa."points", pa."settledAt", 0, 0, 0 FROM "Parlay" pa
      WHERE pa."state" = 'FINAL' AND pa."id" IN (SELECT "parlayId" FROM corrected_picks WHERE "parlayId" IS NOT NULL)
    ),
    deltas AS (SELECT "userId", ("settledAt" AT TIME ZONE ${timeZone})::date AS day, -"points" AS points, picks, beats, clv FROM entries),
    ${APPLY_TO_STANDINGS}
    SELECT count(*)::int AS reversed FROM entries`;
  await tx.$executeRaw`
    UPDATE "Parlay" pa SET "state" = 'PENDING', "outcome" = NULL, "points" = 0, "settledAt" = NULL
    WHERE pa."state" = 'FINAL' AND pa."id" IN (
      SELECT p."parlayId" FROM "Pick" p JOIN settle_target t ON t.id = p."fixtureId"
      WHERE ${CORRECTED} AND p."parlayId" IS NOT NULL)`;
  // The re-settled pick is a new result to read: its read mark goes with the old one.
  await tx.$executeRaw`
    UPDATE "Pick" p SET "state" = 'PENDING', "outcome" = NULL, "points" = 0, "settledAt" = NULL, "resultRead" = false,
      "league" = NULL, "clv" = NULL, "expectedPoints" = NULL
    FROM settle_target t WHERE t.id = p."fixtureId" AND ${CORRECTED} AND p."state" = 'FINAL'`;
  return reversed;
}
