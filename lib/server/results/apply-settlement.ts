// Applies the results in settle_target: every pending pick at once, then the parlays whose last leg just settled.
import { Prisma } from "@/lib/generated/prisma/client";
import { APPLY_TO_STANDINGS } from "./standings-sql";

type Tx = Prisma.TransactionClient;

/**
 * One statement: picks turn FINAL and each picker who scored gets one Standing update (board totals and
 * bucket counts). The settled pick is its own ledger entry (points, settledAt): a correction reads it back to
 * take its points away. Parlay legs carry no points of their own: the parlay scores. PICK_RESULT
 * notifications are the settled picks themselves, read as notifications (lib/server/notifications).
 */
export async function settlePicks(tx: Tx): Promise<number> {
  const [{ picks }] = await tx.$queryRaw<{ picks: number }[]>(SETTLE_PICKS);
  return picks;
}

export const SETTLE_PICKS = Prisma.sql`
    WITH settled AS (
      UPDATE "Pick" p SET
        "state" = 'FINAL',
        "outcome" = (CASE WHEN t.result IN ('TIE', 'CANCELED') THEN 'PUSH'
                          WHEN p."side"::text = t.result::text THEN 'WIN' ELSE 'LOOSE' END)::"Outcome",
        "points" = CASE WHEN p."kind" = 'NORMAL' AND p."side"::text = t.result::text THEN p."decimalOdds" ELSE 0 END,
        "settledAt" = t.settled_at
      FROM settle_target t
      WHERE p."fixtureId" = t.id AND p."state" = 'PENDING'
      RETURNING p."userId", p."points", t.day
    ),
    deltas AS (SELECT "userId", day, "points" FROM settled),
    ${APPLY_TO_STANDINGS}
    SELECT count(*)::int AS picks FROM settled`;

/**
 * Parlays settle when no leg is pending: any LOOSE loses; PUSH legs drop out and the rest is re-priced from
 * the winning legs' money lines (the exact product, rounded once to the stored 4 places, as parlayQuote
 * prices); all PUSH is a PUSH. The parlay rows are locked
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
    deltas AS (SELECT "userId", (settled_at AT TIME ZONE ${timeZone})::date AS day, "points" FROM settled),
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

/** Team records: +1 for the new result, -1 for a corrected previous one; a cancelled game counts for no one. */
export async function updateTeamRecords(tx: Tx): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Team" tm SET "wins" = tm."wins" + d.w, "losses" = tm."losses" + d.l, "ties" = tm."ties" + d.t
    FROM (
      SELECT team, sum(w)::int AS w, sum(l)::int AS l, sum(t)::int AS t FROM (
        SELECT f."homeTeamId" AS team, s.sign * (s.result = 'HOME')::int AS w, s.sign * (s.result = 'AWAY')::int AS l,
               s.sign * (s.result = 'TIE')::int AS t
        FROM settle_target st JOIN "Fixture" f ON f."id" = st.id
        CROSS JOIN LATERAL (VALUES (1, st.result), (-1, st.prev)) AS s(sign, result)
        UNION ALL
        SELECT f."awayTeamId", s.sign * (s.result = 'AWAY')::int, s.sign * (s.result = 'HOME')::int, s.sign * (s.result = 'TIE')::int
        FROM settle_target st JOIN "Fixture" f ON f."id" = st.id
        CROSS JOIN LATERAL (VALUES (1, st.result), (-1, st.prev)) AS s(sign, result)
      ) x WHERE w <> 0 OR l <> 0 OR t <> 0 GROUP BY team
    ) d
    WHERE tm."id" = d.team`;
}

export async function markFixturesSettled(tx: Tx): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Fixture" f SET "settledAt" = t.settled_at, "settledResult" = t.result,
      "corrections" = f."corrections" + (t.prev IS NOT NULL)::int
    FROM settle_target t WHERE f."id" = t.id`;
}

/**
 * Hot streak: the picker's last three settled NORMAL picks are all wins (a PUSH or a loss breaks it).
 * Only pickers whose flag can move are re-read: new wins can only make a cold picker hot, new losses or
 * pushes can only cool a hot one (wherever they fall among the last three), and a correction re-reads all.
 * For a 100,000-pick game this skips the half of the table that cannot change (the cold losers).
 */
export async function refreshHotStreaks(tx: Tx): Promise<void> {
  await tx.$executeRaw`
    UPDATE "User" u SET "hotStreak" = h.hot
    FROM (
      SELECT a."userId", COALESCE((
        SELECT count(*) = 3 AND bool_and(x."outcome" = 'WIN') FROM (
          SELECT p."outcome" FROM "Pick" p
          WHERE p."userId" = a."userId" AND p."kind" = 'NORMAL' AND p."state" = 'FINAL'
          ORDER BY p."settledAt" DESC, p."id" DESC LIMIT 3) x), false) AS hot
      FROM (
        SELECT p."userId" FROM "Pick" p
        JOIN settle_target t ON t.id = p."fixtureId"
        JOIN "User" cu ON cu."id" = p."userId"
        WHERE p."kind" = 'NORMAL'
        GROUP BY p."userId", cu."hotStreak"
        HAVING bool_or(t.prev IS NOT NULL)
          OR (cu."hotStreak" AND bool_or(p."outcome" IS DISTINCT FROM 'WIN'))
          OR (NOT cu."hotStreak" AND bool_or(p."outcome" = 'WIN'))
      ) a
    ) h
    WHERE u."id" = h."userId" AND u."hotStreak" IS DISTINCT FROM h.hot`;
}
