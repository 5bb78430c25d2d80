// Settles a card pool's picks from their games' results, as the sitewide picks settle: a win scores under the pool's
// scoring (one point, its confidence number, or its decimal price rounded as every pick's), a loss nothing, and a tie,
// a postponed or a cancelled game is a push that scores nothing. A corrected result or score settles again.
// No "server-only" import: the scheduled sync runs it outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";
import { FIXTURE_RESULT } from "@/lib/server/results/settlement-targets";
import type { CardPoolRow, Db } from "./card-pool-row";

/** A win's points in SQL over card pick cp, as lib/domain/card-scoring winUnits scores it (an integration test compares them). */
function winPoints(pool: CardPoolRow): Prisma.Sql {
  if (pool.scoring === "WINS") return Prisma.sql`1`;
  if (pool.scoring === "CONFIDENCE") return Prisma.sql`cp."confidence"`;
  return Prisma.sql`round(CASE WHEN cp."price" > 0 THEN 1 + cp."price" / 100.0 ELSE 1 + 100.0 / abs(cp."price") END, 4)`;
}

/**
 * A pick's outcome over card pick cp, its game f and the game's result r (FIXTURE_RESULT): NULL while the game is not
 * over; a push when it was called off, or when a straight-up pick's game or a spread pick's margin ends level. Every
 * value and comparison is an enum constant, folded once when the statement is planned: no text conversion per pick.
 */
const OUTCOME = Prisma.raw(`(CASE
  WHEN f."status" IN ('CANCELED', 'POSTPONED') THEN 'PUSH'::"Outcome"
  WHEN r.result IS NULL THEN NULL
  WHEN r.result = 'TIE' AND cp."point" IS NULL THEN 'PUSH'::"Outcome"
  WHEN cp."point" IS NULL THEN CASE WHEN (r.result = 'HOME') = (cp."side" = 'HOME') THEN 'WIN'::"Outcome" ELSE 'LOOSE'::"Outcome" END
  WHEN f."homeScore" IS NULL OR f."awayScore" IS NULL THEN NULL
  ELSE CASE sign(CASE WHEN cp."side" = 'HOME' THEN f."homeScore" - f."awayScore" ELSE f."awayScore" - f."homeScore" END + cp."point")
    WHEN 1 THEN 'WIN'::"Outcome" WHEN -1 THEN 'LOOSE'::"Outcome" ELSE 'PUSH'::"Outcome" END
  END)`);

/**
 * Writes the outcome and points of every pick whose game is over and that is not settled as the game now reads, in one
 * UPDATE joined to the games alone (no second pass over the picks to find the rows again). Returns the weeks whose
 * picks moved, so only their results are written again.
 */
export async function settleCardPicks(db: Db, pool: CardPoolRow): Promise<string[]> {
  const rows = await db.$queryRaw<{ week: string }[]>`
    WITH settled AS (
      UPDATE "CardPick" cp
      SET "outcome" = ${OUTCOME}, "result" = r.result, "points" = CASE WHEN ${OUTCOME} = 'WIN' THEN ${winPoints(pool)} ELSE 0 END, "settledAt" = now()
      FROM "Fixture" f CROSS JOIN LATERAL (SELECT ${FIXTURE_RESULT} AS result) r
      WHERE f."id" = cp."fixtureId" AND cp."poolId" = ${pool.poolId}
        -- The only games with an outcome, named so the games still to end drop out before any pick's outcome is worked out.
        AND f."status" IN ('FINAL', 'CANCELED', 'POSTPONED') AND ${OUTCOME} IS NOT NULL
        AND (cp."settledAt" IS NULL OR cp."outcome" IS DISTINCT FROM ${OUTCOME} OR cp."result" IS DISTINCT FROM r.result
             OR (f."corrections" > 0 AND f."updatedAt" > cp."settledAt"))
      RETURNING cp."week"
    )
    SELECT DISTINCT to_char("week", 'YYYY-MM-DD') AS week FROM settled`;
  return rows.map((row) => row.week);
}
