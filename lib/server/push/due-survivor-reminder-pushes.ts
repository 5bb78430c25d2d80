// Who is reminded in a survivor pool: a member with a device, alive and with no team for the slate their pool's league
// plays now, while the slate's first game starts within the hour. One push per member, pool and slate.
// No "server-only" import: the job also runs from `npm run sync`, outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { survivorPickDueSql, survivorSlateSql } from "@/lib/server/still-to-pick/survivor-pick-due-sql";
import { matchupSql, matchupTeamsSql, REMINDER_PUSH_LEAD_MS, reminderPushes, type ReminderRow } from "./reminder-rows";
import type { DuePush } from "./send-pushes";

export async function dueSurvivorReminderPushes(db: PrismaClient, now: Date, timeZone: string): Promise<DuePush[]> {
  const rows = await db.$queryRaw<ReminderRow[]>`
    SELECT po."id", po."name", g."startsAt", ${matchupSql}, w.slate::text AS "period", array_agg(e."userId" ORDER BY e."userId") AS "userIds"
    FROM "SurvivorEntry" e JOIN "SurvivorPool" s ON s."poolId" = e."poolId" JOIN "Pool" po ON po."id" = e."poolId"
    ${survivorSlateSql(now, timeZone)}
    JOIN "Fixture" f ON f."id" = g."id" ${matchupTeamsSql}
    WHERE g."startsAt" > ${now} AND g."startsAt" <= ${new Date(now.getTime() + REMINDER_PUSH_LEAD_MS)} AND ${survivorPickDueSql}
      AND EXISTS (SELECT 1 FROM "PushSubscription" ps WHERE ps."userId" = e."userId")
      AND NOT EXISTS (SELECT 1 FROM "PushSend" ps WHERE ps."userId" = e."userId" AND ps."kind" = 'REMINDER' AND ps."subject" = po."id" || ':' || w.slate::text)
    GROUP BY po."id", po."name", g."startsAt", aw."abbreviation", hm."abbreviation", w.slate
    ORDER BY g."startsAt", po."id"`;
  return reminderPushes(rows, "survivor", now);
}
