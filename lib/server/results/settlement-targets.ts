// Picks the fixtures a settlement run may touch: locked for this transaction, over, and not yet settled as they now read.
import { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/** Advisory-lock namespace of settlement (the second key is the fixture id); sync uses another. */
export const SETTLEMENT_LOCK_NAMESPACE = 7_310;

/**
 * The result a fixture reads as now. A FINAL without a winner or both scores is not settleable:
 * a feed that says FINAL before it sends scores must not turn every pick into a PUSH.
 */
export const FIXTURE_RESULT = Prisma.raw(`(CASE
  WHEN f."status" = 'CANCELED' THEN 'CANCELED'
  WHEN f."status" <> 'FINAL' THEN NULL
  WHEN f."winnerSide" IS NOT NULL THEN f."winnerSide"::text
  WHEN f."homeScore" IS NULL OR f."awayScore" IS NULL THEN NULL
  WHEN f."homeScore" > f."awayScore" THEN 'HOME'
  WHEN f."awayScore" > f."homeScore" THEN 'AWAY'
  ELSE 'TIE' END)::"SettledResult"`);

/**
 * A fixture over and not settled as it now reads: its result, or (when not called off) its final score, differs from
 * what it was settled on. Spreads and totals settle on the score, so a corrected score that keeps the winner (24-20
 * to 24-21) is a correction too. Over a fixture f; the sync's list of games to settle asks the same.
 */
export const SETTLEMENT_DUE = Prisma.raw(`(${FIXTURE_RESULT.text} IS NOT NULL AND (f."settledResult" IS DISTINCT FROM ${FIXTURE_RESULT.text}
  OR (f."status" <> 'CANCELED' AND (f."settledHomeScore", f."settledAwayScore") IS DISTINCT FROM (f."homeScore", f."awayScore"))))`);

/**
 * `prev`: the result a correction takes back, null for a first settlement. A score that arrives after a FINAL with a
 * winner settled the money line alone is no correction: the spreads and totals it decides are still pending, and the
 * settled picks stand. `scoreOnly`: the result stands and only the score moved, so only the picks a score decides
 * (spreads, totals, in parlays too) are taken back; a money-line pick cannot change and keeps its read mark.
 */
export type Target = { id: number; prev: string | null };

/**
 * Fills the transaction's temp table settle_target. Locks are taken in their own statement first, so the
 * statement that reads the fixtures starts after any concurrent settler of the same fixture has committed.
 */
export async function collectTargets(
  tx: Tx,
  items: readonly { id: number; settledAt?: Date | null }[],
  timeZone: string,
): Promise<Target[]> {
  const ids = items.map((item) => item.id);
  const ats = items.map((item) => item.settledAt?.toISOString() ?? null);
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM unnest(${ids}::int[]) AS id
    WHERE pg_try_advisory_xact_lock(${SETTLEMENT_LOCK_NAMESPACE}::int, id)`;
  if (locked.length === 0) return [];
  await tx.$executeRaw`
    CREATE TEMP TABLE settle_target (
      id int PRIMARY KEY, league "League" NOT NULL, result "SettledResult" NOT NULL, prev "SettledResult",
      score_only boolean NOT NULL, settled_at timestamptz NOT NULL, day date NOT NULL, game text NOT NULL,
      home_score int, away_score int
    ) ON COMMIT DROP`;
  // The score is read here, with the result, so that every statement of the run (and the mark it leaves) settles the
  // same score even if a feed writes a newer one meanwhile: that one is then due again.
  return tx.$queryRaw<Target[]>`
    INSERT INTO settle_target (id, league, result, prev, score_only, settled_at, day, game, home_score, away_score)
    SELECT f."id", f."league", r.result,
           CASE WHEN f."settledResult" IS DISTINCT FROM r.result OR f."settledHomeScore" IS NOT NULL THEN f."settledResult" END,
           f."settledResult" IS NOT DISTINCT FROM r.result, i.at, (i.at AT TIME ZONE ${timeZone})::date,
           aw."abbreviation" || ' @ ' || hm."abbreviation", f."homeScore", f."awayScore"
    FROM (
      SELECT DISTINCT ON (id) id, COALESCE(at, now()) AS at
      FROM unnest(${ids}::int[], ${ats}::timestamptz[]) AS u(id, at)
      WHERE id = ANY(${locked.map((row) => row.id)}::int[])
      ORDER BY id, at
    ) i
    JOIN "Fixture" f ON f."id" = i.id
    JOIN "Team" hm ON hm."id" = f."homeTeamId"
    JOIN "Team" aw ON aw."id" = f."awayTeamId"
    CROSS JOIN LATERAL (SELECT ${FIXTURE_RESULT} AS result) r
    WHERE ${SETTLEMENT_DUE}
    RETURNING id, prev::text AS prev`;
}
