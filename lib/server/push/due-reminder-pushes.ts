// Who is reminded: a member of a pick'em pool, with a device subscribed, who has not picked on the pool's week while
// its first game starts within the hour. One push per member, pool and week: the subject is the pool and the week's Monday.
// No "server-only" import: the job also runs from `npm run sync`, outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { reminderPush } from "@/lib/domain/push-messages";
import { localDay, periodRange } from "@/lib/domain/periods";
import type { DuePush } from "./send-pushes";

/** "Starts in an hour": a run inside the hour before the week's first game reminds. */
export const REMINDER_PUSH_LEAD_MS = 60 * 60_000;

type Row = { userId: string; poolId: string; poolName: string; startsAt: Date; matchup: string };

export async function dueReminderPushes(db: PrismaClient, now: Date, timeZone: string): Promise<DuePush[]> {
  const week = periodRange("THIS_WEEK", now, timeZone);
  const monday = localDay(week.start!, timeZone);
  // The pools whose week's first game is in the next hour are few; their members are read through PoolMember's key,
  // and each member's picks, subscription and sent pushes through an index starting with the member.
  const rows = await db.$queryRaw<Row[]>`
    WITH due_pools AS (
      SELECT po."id", po."name", po."leagues", g."startsAt", g."matchup"
      FROM "Pool" po
      CROSS JOIN LATERAL (
        SELECT f."startsAt", aw."abbreviation" || ' @ ' || hm."abbreviation" AS "matchup"
        FROM "Fixture" f JOIN "Team" aw ON aw."id" = f."awayTeamId" JOIN "Team" hm ON hm."id" = f."homeTeamId"
        WHERE f."league" = ANY(po."leagues") AND f."startsAt" >= ${week.start} AND f."startsAt" < ${week.end} AND f."status" NOT IN ('CANCELED', 'POSTPONED')
        ORDER BY f."startsAt" LIMIT 1
      ) g
      WHERE po."kind" = 'PICKEM' AND g."startsAt" > ${now} AND g."startsAt" <= ${new Date(now.getTime() + REMINDER_PUSH_LEAD_MS)}
    )
    SELECT pm."userId", d."id" AS "poolId", d."name" AS "poolName", d."startsAt", d."matchup"
    FROM due_pools d JOIN "PoolMember" pm ON pm."poolId" = d."id"
    WHERE EXISTS (SELECT 1 FROM "PushSubscription" s WHERE s."userId" = pm."userId")
      AND NOT EXISTS (SELECT 1 FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
                      WHERE p."userId" = pm."userId" AND f."league" = ANY(d."leagues") AND f."startsAt" >= ${week.start} AND f."startsAt" < ${week.end})
      AND NOT EXISTS (SELECT 1 FROM "PushSend" ps WHERE ps."userId" = pm."userId" AND ps."kind" = 'REMINDER' AND ps."subject" = d."id" || ':' || ${monday}::text)
    ORDER BY d."startsAt", d."id", pm."userId"`;
  return rows.map((row) => ({
    userId: row.userId,
    kind: "REMINDER" as const,
    subject: `${row.poolId}:${monday}`,
    message: reminderPush({ id: row.poolId, name: row.poolName }, row, now),
  }));
}
