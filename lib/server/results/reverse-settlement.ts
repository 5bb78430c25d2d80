// Undoes an earlier settlement of corrected fixtures: ledger rows, roll-ups, scores, pick and parlay states, team records.
import { Prisma } from "@/lib/generated/prisma/client";
import { REVERSE_ROLLUPS } from "./rollups-sql";

type Tx = Prisma.TransactionClient;

/** Only targets with a previous result (t.prev) are touched; the new result is then applied as for a first settlement. */
export async function reverseCorrectedTargets(tx: Tx): Promise<number> {
  const [{ reversed }] = await tx.$queryRaw<{ reversed: number }[]>`
    WITH corrected_picks AS (
      SELECT p."id", p."parlayId", p."kind" FROM "Pick" p JOIN settle_target t ON t.id = p."fixtureId"
      WHERE t.prev IS NOT NULL
    ),
    reversed AS (
      DELETE FROM "PointsLedger" l
      WHERE (l."sourceType" = 'PICK' AND l."sourceId" IN (SELECT "id" FROM corrected_picks WHERE "kind" = 'NORMAL'))
         OR (l."sourceType" = 'PARLAY' AND l."sourceId" IN (SELECT "parlayId" FROM corrected_picks WHERE "parlayId" IS NOT NULL))
      RETURNING l."userId", l."league", l."outcome", l."points", l."day"
    ),
    ${REVERSE_ROLLUPS}
    SELECT count(*)::int AS reversed FROM reversed`;
  await tx.$executeRaw`
    UPDATE "Parlay" pa SET "state" = 'PENDING', "outcome" = NULL, "points" = 0, "settledAt" = NULL
    WHERE pa."state" = 'FINAL' AND pa."id" IN (
      SELECT p."parlayId" FROM "Pick" p JOIN settle_target t ON t.id = p."fixtureId"
      WHERE t.prev IS NOT NULL AND p."parlayId" IS NOT NULL)`;
  await tx.$executeRaw`
    UPDATE "Pick" p SET "state" = 'PENDING', "outcome" = NULL, "points" = 0, "settledAt" = NULL
    FROM settle_target t WHERE t.id = p."fixtureId" AND t.prev IS NOT NULL AND p."state" = 'FINAL'`;
  return reversed;
}
