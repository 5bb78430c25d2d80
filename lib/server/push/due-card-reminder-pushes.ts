// Who is reminded in a card pool: a member with a device whose card of the week is not complete while its first game
// still to start starts within the hour. One push per member, pool and week, as in a pick'em pool.
// No "server-only" import: the job also runs from `npm run sync`, outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { cardIncompleteSql } from "@/lib/server/still-to-pick/card-incomplete-sql";
import { matchupSql, matchupTeamsSql, REMINDER_PUSH_LEAD_MS, reminderPushes, type ReminderRow } from "./reminder-rows";
import type { DuePush } from "./send-pushes";

export async function dueCardReminderPushes(db: PrismaClient, now: Date, week: { start: Date; end: Date }, monday: string): Promise<DuePush[]> {
  // The card's next game: a game started can no longer be picked, so a card part-filled by then is reminded before the
  // next one, unless this week's reminder already went.
  const rows = await db.$queryRaw<ReminderRow[]>`
    SELECT p."id", p."name", g."startsAt", g."matchup", ${monday}::text AS "period", array_agg(pm."userId" ORDER BY pm."userId") AS "userIds"
    FROM "Pool" p JOIN "CardPool" c ON c."poolId" = p."id"
    CROSS JOIN LATERAL (
      SELECT f."startsAt", ${matchupSql} FROM "Fixture" f ${matchupTeamsSql}
      WHERE f."league" = ANY(p."leagues") AND f."startsAt" > ${now} AND f."startsAt" < ${week.end} AND f."status" = 'PREGAME'
      ORDER BY f."startsAt" LIMIT 1
    ) g
    JOIN "PoolMember" pm ON pm."poolId" = p."id"
    WHERE p."kind" = 'CARD' AND g."startsAt" <= ${new Date(now.getTime() + REMINDER_PUSH_LEAD_MS)}
      AND EXISTS (SELECT 1 FROM "PushSubscription" ps WHERE ps."userId" = pm."userId")
      AND ${cardIncompleteSql(Prisma.sql`pm."userId"`, week, now)}
      AND NOT EXISTS (SELECT 1 FROM "PushSend" ps WHERE ps."userId" = pm."userId" AND ps."kind" = 'REMINDER' AND ps."subject" = p."id" || ':' || ${monday}::text)
    GROUP BY p."id", p."name", g."startsAt", g."matchup"
    ORDER BY g."startsAt", p."id"`;
  return reminderPushes(rows, "card", now);
}
