// Applies the results in settle_target beyond the picks: the parlays whose last leg just settled and the fixtures' settled mark.
// (Team records are not kept here: every reader counts them over FINAL games, lib/server/fixtures/team-records.ts.)
import { Prisma } from "@/lib/generated/prisma/client";
import { APPLY_TO_STANDINGS } from "./standings-sql";

type Tx = Prisma.TransactionClient;

/**
 * Parlays settle when no leg is pending: any LOOSE loses; PUSH legs (a tie, a called-off game, a spread or total
 * landing on its point) drop out and the rest is re-priced from the winning legs' prices, which "moneyLine" holds in
 * every market (the exact product, rounded once to the stored 4 places, as parlayQuote prices); all PUSH is a PUSH. The parlay rows are locked
 * first, in id order, so two fixtures settling the last two legs at once cannot both miss the other's leg.
 */
export async function settleParlays(tx: Tx, timeZone: string): Promise<number> {
  const candidates = await tx.$queryRaw<{ id: number }[]>`
    SELECT pa."id" FROM "Parlay" pa
    WHERE pa."state" = 'PENDING'
      AND pa."id" IN (SELECT p."parlayId" FROM "Pick" p JOIN settle_target t ON t.id = p."fixtureId" WHERE p."parlayId" IS NOT NULL)
    ORDER BY pa."id" FOR UPDATE`;
  if (candidates.length === 0) return 0;
  const [{ parlays }] = await tx.$queryRaw<{ parlays: number }[]>`
    WITH ready AS (
      SELECT pa."id",
        bool_or(l."outcome" = 'LOOSE') AS any_loose,
        bool_and(l."outcome" = 'PUSH') AS all_push,
        bool_or(l."outcome" = 'PUSH') AS any_push,
        parlay_decimal_odds(array_agg(l."moneyLine") FILTER (WHERE l."outcome" = 'WIN')) AS repriced,
        max(l."settledAt") AS settled_at,
        (array_agg(f."league" ORDER BY l."settledAt" DESC, l."id" DESC))[1] AS league,
        bool_or(t.prev IS NOT NULL) AS corrected
      FROM "Parlay" pa
      JOIN "Pick" l ON l."parlayId" = pa."id"
      JOIN "Fixture" f ON f."id" = l."fixtureId"
      LEFT JOIN settle_target t ON t.id = l."fixtureId"
      WHERE pa."id" = ANY(${candidates.map((row) => row.id)}::int[]) AND pa."state" = 'PENDING'
      GROUP BY pa."id"
      HAVING bool_and(l."state" = 'FINAL')
    ),
    settled AS (
      UPDATE "Parlay" pa SET
        "state" = 'FINAL',
        "outcome" = (CASE WHEN r.any_loose THEN 'LOOSE' WHEN r.all_push THEN 'PUSH' ELSE 'WIN' END)::"Outcome",
        "points" = CASE WHEN r.any_loose OR r.all_push THEN 0 WHEN r.any_push THEN r.repriced ELSE pa."decimalOdds" END,
        "settledAt" = r.settled_at
      FROM ready r WHERE pa."id" = r."id"
      RETURNING pa."id", pa."userId", pa."outcome", pa."points", pa."betTotal", r.league, r.settled_at, r.corrected
    ),
    deltas AS (SELECT "userId", (settled_at AT TIME ZONE ${timeZone})::date AS day, "points", 0 AS picks, 0 AS beats, 0 AS clv FROM settled),
    ${APPLY_TO_STANDINGS},
    notes AS (
      INSERT INTO "Notification" ("userId", "type", "details")
      SELECT s."userId", 'PARLAY_RESULT', jsonb_build_object(
        'outcome', s."outcome", 'betTotal', s."betTotal", 'parlayId', s."id", 'corrected', s.corrected,
        'games', (
          SELECT jsonb_agg(jsonb_build_object('league', lower(f."league"::text), 'name', aw."abbreviation" || ' @ ' || hm."abbreviation")
                           ORDER BY f."startsAt", f."id")
          FROM "Pick" l JOIN "Fixture" f ON f."id" = l."fixtureId"
          JOIN "Team" hm ON hm."id" = f."homeTeamId" JOIN "Team" aw ON aw."id" = f."awayTeamId"
          WHERE l."parlayId" = s."id"))
      FROM settled s
    )
    SELECT count(*)::int AS parlays FROM settled`;
  return parlays;
}

/** The result and the final score each fixture was settled on, read back to tell a correction (settlement-targets.ts). */
export async function markFixturesSettled(tx: Tx): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Fixture" f SET "settledAt" = t.settled_at, "settledResult" = t.result,
      "settledHomeScore" = t.home_score, "settledAwayScore" = t.away_score,
      "corrections" = f."corrections" + (t.prev IS NOT NULL)::int
    FROM settle_target t WHERE f."id" = t.id`;
}
