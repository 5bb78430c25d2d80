// Settles the pending picks of the fixtures in settle_target, a bounded batch at a time: picks, standings and hot streaks.
// No "server-only" import in lib/server/results: the seed and sync scripts run this outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";
import { pickClvDeltas, skillColumnsOnSettle } from "@/lib/server/skill/skill-sql";
import { outcomeSql, PICK_ON_TARGET, settlementReady } from "./outcome-sql";
import { applyOneDayToStandings } from "./standings-sql";

type Tx = Prisma.TransactionClient;

/** Picks settled per statement: a statement's memory (its returned rows and aggregates) stays bounded however big the game. */
export const SETTLE_BATCH = 50_000;

/** The largest id a Pick can have (a 32-bit serial): the last batch runs to it. */
const LAST_ID = 2_147_483_647;

/**
 * Each target fixture's pending picks in id order, `batch` per statement: the picks turn FINAL and each picker
 * who scored gets one Standing update (board totals and bucket counts) in the same statement; the batch's pickers'
 * hot streaks follow in the next. All batches run in the caller's one transaction, so a run still commits a whole
 * fixture or nothing. The settled pick is its own ledger entry (points, settledAt): a correction reads it back to
 * take its points away. Parlay legs carry no points of their own: the parlay scores. PICK_RESULT notifications are
 * the settled picks themselves, read as notifications (lib/server/notifications).
 */
export async function settlePicks(tx: Tx, batch = SETTLE_BATCH): Promise<number> {
  const fixtures = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM settle_target ORDER BY id`;
  const byKey = standingsByKey(batch, await standingsEstimate(tx));
  let settled = 0;
  for (const { id } of fixtures) {
    for (let after = 0; ; ) {
      // The batch's last pick, found first so the UPDATE plans for a known id range of the (fixtureId, id) index.
      const [bound] = await tx.$queryRaw<{ id: number }[]>`
        SELECT p."id" FROM "Pick" p WHERE p."fixtureId" = ${id} AND p."id" > ${after} AND p."state" = 'PENDING'
        ORDER BY p."id" OFFSET ${batch - 1} LIMIT 1`;
      const upTo = bound?.id ?? LAST_ID;
      const [{ picks }] = await tx.$queryRaw<{ picks: number }[]>(settlePicksSql(id, after, upTo, byKey));
      if (picks > 0) await refreshHotStreaks(tx, id, after, upTo);
      settled += picks;
      if (!bound) break;
      after = upTo;
    }
  }
  return settled;
}

/**
 * Whether a batch reaches its pickers' standings by key: when they are at most a quarter of all standings, as in a
 * deployment whose users far outnumber one game's pickers (standings-sql.ts says what each way costs).
 */
export function standingsByKey(batch: number, standings: number): boolean {
  return standings >= 4 * batch;
}

/** How many standings there are, as the planner's statistics last counted them (-1 before the first count). */
export async function standingsEstimate(tx: Tx): Promise<number> {
  const [{ rows }] = await tx.$queryRaw<{ rows: number }[]>`SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = '"Standing"'::regclass`;
  return rows;
}

/** Each pick's outcome in its market, and whether it can settle yet (a spread or total needs the final score). */
const OUTCOME = outcomeSql(PICK_ON_TARGET);
const READY = settlementReady(PICK_ON_TARGET);

/**
 * Settles the pending picks of one fixture with ids in (after, upTo]. A win scores its decimal odds in every market; a
 * PUSH (a tie, a called-off game, a spread or total landing on its point) scores 0 and is no loss.
 */
function settlePicksSql(fixtureId: number, after: number, upTo: number, byKey: boolean): Prisma.Sql {
  return Prisma.sql`
    WITH settled AS (
      UPDATE "Pick" p SET
        "state" = 'FINAL',
        "outcome" = ${OUTCOME}::"Outcome",
        "points" = CASE WHEN p."kind" = 'NORMAL' AND ${OUTCOME} = 'WIN' THEN p."decimalOdds" ELSE 0 END,
        "settledAt" = t.settled_at,
        ${skillColumnsOnSettle(OUTCOME)}
      FROM settle_target t JOIN "Fixture" f ON f."id" = t.id
      WHERE t.id = ${fixtureId} AND p."fixtureId" = ${fixtureId} AND p."id" > ${after} AND p."id" <= ${upTo} AND p."state" = 'PENDING'
        AND ${READY}
      RETURNING p."userId", p."points", t.day, ${pickClvDeltas(1)}
    ),
    deltas AS (SELECT "userId", day, "points", picks, beats, clv FROM settled),
    ${applyOneDayToStandings(byKey)}
    SELECT count(*)::int AS picks FROM settled`;
}

/**
 * Hot streak: the picker's last three settled NORMAL picks are all wins (a PUSH or a loss breaks it), for the
 * pickers of one batch. Only pickers whose flag can move are re-read: new wins can only make a cold picker hot,
 * new losses or pushes can only cool a hot one (wherever they fall among the last three), and a correction
 * re-reads all. A picker with picks in two batches is re-read after each, which leaves the same flag as once at
 * the end. For a 100,000-pick game this skips the half that cannot change (the cold losers).
 * Who was hot comes from the short list of hot pickers (a partial index), hashed once a batch: looked up by key for
 * every picker it cost ~2 µs each, and joined to all users it hashed a scan of every user once per batch (a
 * million-pick game: 1.18 s a batch). Only the pickers whose flag flips reach the update, by key (`= ANY`).
 */
async function refreshHotStreaks(tx: Tx, fixtureId: number, after: number, upTo: number): Promise<void> {
  await tx.$executeRaw`
    WITH flips AS MATERIALIZED (
      SELECT a."userId", a.was_hot, COALESCE((
        SELECT count(*) = 3 AND bool_and(x."outcome" = 'WIN') FROM (
          SELECT p."outcome" FROM "Pick" p
          WHERE p."userId" = a."userId" AND p."kind" = 'NORMAL' AND p."state" = 'FINAL'
          ORDER BY p."settledAt" DESC, p."id" DESC LIMIT 3) x), false) AS hot
      FROM (
        SELECT p."userId", bool_or(t.prev IS NOT NULL) AS corrected, bool_or(p."outcome" = 'WIN') AS won,
          bool_or(p."outcome" IS DISTINCT FROM 'WIN') AS broke, bool_or(h."id" IS NOT NULL) AS was_hot
        FROM "Pick" p
        JOIN settle_target t ON t.id = p."fixtureId"
        LEFT JOIN (SELECT hu."id" FROM "User" hu WHERE hu."hotStreak") h ON h."id" = p."userId"
        WHERE p."fixtureId" = ${fixtureId} AND p."id" > ${after} AND p."id" <= ${upTo} AND p."kind" = 'NORMAL'
        GROUP BY p."userId"
      ) a
      WHERE a.corrected OR CASE WHEN a.was_hot THEN a.broke ELSE a.won END
    )
    UPDATE "User" u SET "hotStreak" = f.hot
    FROM flips f
    WHERE u."id" = ANY(ARRAY(SELECT "userId" FROM flips WHERE hot <> was_hot)) AND u."id" = f."userId"
      AND u."hotStreak" IS DISTINCT FROM f.hot`;
}
