// PICK_RESULT notifications are the picker's settled picks, read on demand: settlement writes no notification rows.
// No "server-only" import: the notifications benchmark runs these queries outside Next.js.
import { PICK_RESULT_ID_BASE } from "@/lib/contracts/social";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A result is read when it settled at or before the picker's last "clear" (User.resultsReadAt) or was read one
 * by one (Pick.resultRead). The watermark is an uncorrelated subquery, so it bounds the index range of the settled
 * picks newest first; read once per row (correlated to p."userId") it was a filter over every settled pick.
 */
const watermark = (userId: string) => Prisma.sql`(SELECT COALESCE("resultsReadAt", '-infinity') FROM "User" WHERE "id" = ${userId})`;

/**
 * One row, `unread`: the picker's unread stored notifications plus unread pick results, counted as the results
 * after the watermark less those read one by one: two index ranges (the settled picks, Pick_results_read_idx)
 * where counting the unread ones directly read each one's flag on the heap.
 */
export function unreadCountSql(userId: string): Prisma.Sql {
  return Prisma.sql`SELECT ((SELECT count(*) FROM "Notification" WHERE "userId" = ${userId} AND NOT "read")
    + (SELECT count(*) FROM "Pick" p WHERE p."userId" = ${userId} AND p."kind" = 'NORMAL' AND p."state" = 'FINAL'
       AND p."settledAt" > ${watermark(userId)})
    - (SELECT count(*) FROM "Pick" p WHERE p."userId" = ${userId} AND p."kind" = 'NORMAL' AND p."state" = 'FINAL'
       AND p."resultRead" AND p."settledAt" > ${watermark(userId)}))::int AS unread`;
}

/**
 * The picker's first `take` notifications in list order (unread first, then newest), stored and pick results
 * merged: each source contributes at most `take` rows in that order, so the merge reads O(take) rows however
 * many picks the picker has settled. Results read one by one after the watermark are only looked for when the
 * unread results do not fill the window: that source has no index of its own (the read flag is on the heap), so
 * it visits every result after the watermark, and it can only follow the unread ones. A follower's notification
 * gets their privacy as it is now (`private`), so the list links only a profile the reader can open.
 */
export function notificationsListSql(userId: string, take: number, skip: number): Prisma.Sql {
  return Prisma.sql`
    WITH unread_results AS (
      SELECT p."id", p."settledAt" FROM "Pick" p
      WHERE p."userId" = ${userId} AND p."kind" = 'NORMAL' AND p."state" = 'FINAL' AND p."settledAt" > ${watermark(userId)} AND NOT p."resultRead"
      ORDER BY p."settledAt" DESC, p."id" DESC LIMIT ${take}
    ),
    merged AS (
      (SELECT n."id"::bigint AS id, n."type"::text AS type, n."read", n."createdAt", n."details" FROM "Notification" n
       WHERE n."userId" = ${userId} ORDER BY n."read", n."createdAt" DESC, n."id" DESC LIMIT ${take})
      UNION ALL
      SELECT ${PICK_RESULT_ID_BASE}::bigint + u."id", 'PICK_RESULT', false, u."settledAt", NULL FROM unread_results u
      UNION ALL
      (SELECT ${PICK_RESULT_ID_BASE}::bigint + p."id", 'PICK_RESULT', true, p."settledAt", NULL FROM "Pick" p
       WHERE p."userId" = ${userId} AND p."kind" = 'NORMAL' AND p."state" = 'FINAL' AND p."settledAt" <= ${watermark(userId)}
       ORDER BY p."settledAt" DESC, p."id" DESC LIMIT ${take})
      UNION ALL
      (SELECT ${PICK_RESULT_ID_BASE}::bigint + p."id", 'PICK_RESULT', true, p."settledAt", NULL FROM "Pick" p
       WHERE p."userId" = ${userId} AND p."kind" = 'NORMAL' AND p."state" = 'FINAL' AND p."settledAt" > ${watermark(userId)} AND p."resultRead"
         AND (SELECT count(*) FROM unread_results) < ${take}
       ORDER BY p."settledAt" DESC, p."id" DESC LIMIT ${take})
    ),
    page AS (SELECT * FROM merged ORDER BY "read", "createdAt" DESC, id DESC OFFSET ${skip} LIMIT ${take - skip})
    SELECT pg.id::float8 AS id, pg.type, pg."read", pg."createdAt",
      COALESCE(pg."details" || CASE WHEN fu."id" IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('private', fu."private") END, jsonb_build_object('outcome', p."outcome", 'league', lower(f."league"::text),
        'game', aw."abbreviation" || ' @ ' || hm."abbreviation", 'pickId', p."id", 'corrected', f."corrections" > 0,
        'market', p."market", 'side', p."side", 'point', p."point", 'price', p."moneyLine",
        'home', hm."abbreviation", 'away', aw."abbreviation")) AS details
    FROM page pg
    LEFT JOIN "Pick" p ON pg.id > ${PICK_RESULT_ID_BASE}::bigint AND p."id" = pg.id - ${PICK_RESULT_ID_BASE}::bigint
    LEFT JOIN "Fixture" f ON f."id" = p."fixtureId"
    LEFT JOIN "Team" hm ON hm."id" = f."homeTeamId"
    LEFT JOIN "Team" aw ON aw."id" = f."awayTeamId"
    LEFT JOIN "User" fu ON pg.type = 'NEW_FOLLOWER' AND fu."id" = pg."details"->>'followerId'
    ORDER BY pg."read", pg."createdAt" DESC, pg.id DESC`;
}
