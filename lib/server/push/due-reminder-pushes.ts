// Who is reminded: a member of a pick'em pool, with a device subscribed, who has not picked on the pool's week while
// its first game starts within the hour. One push per member, pool and week: the subject is the pool and the week's Monday.
// No "server-only" import: the job also runs from `npm run sync`, outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { reminderPush } from "@/lib/domain/push-messages";
import { localDay, periodRange } from "@/lib/domain/periods";
import type { DuePush } from "./send-pushes";

/** "Starts in an hour": a run inside the hour before the week's first game reminds. */
export const REMINDER_PUSH_LEAD_MS = 60 * 60_000;

type DuePool = { id: string; name: string; startsAt: Date; matchup: string };

export async function dueReminderPushes(db: PrismaClient, now: Date, timeZone: string): Promise<DuePush[]> {
  const week = periodRange("THIS_WEEK", now, timeZone);
  const monday = localDay(week.start!, timeZone);
  // The pools whose week's first game starts within the hour: a few, read first, earliest game first...
  const pools = await db.$queryRaw<DuePool[]>`
    SELECT po."id", po."name", g."startsAt", g."matchup"
    FROM "Pool" po
    CROSS JOIN LATERAL (
      SELECT f."startsAt", aw."abbreviation" || ' @ ' || hm."abbreviation" AS "matchup"
      FROM "Fixture" f JOIN "Team" aw ON aw."id" = f."awayTeamId" JOIN "Team" hm ON hm."id" = f."homeTeamId"
      WHERE f."league" = ANY(po."leagues") AND f."startsAt" >= ${week.start} AND f."startsAt" < ${week.end} AND f."status" NOT IN ('CANCELED', 'POSTPONED')
      ORDER BY f."startsAt" LIMIT 1
    ) g
    WHERE po."kind" = 'PICKEM' AND g."startsAt" > ${now} AND g."startsAt" <= ${new Date(now.getTime() + REMINDER_PUSH_LEAD_MS)}
    ORDER BY g."startsAt", po."id"`;
  if (pools.length === 0) return [];
  // ...then their members with a device, no pick on the pool's week and no reminder yet, one array per pool: reading a
  // row per member took longer than finding them.
  const members = await db.$queryRaw<{ poolId: string; userIds: string[] }[]>`
    SELECT pm."poolId", array_agg(pm."userId" ORDER BY pm."userId") AS "userIds"
    FROM "PoolMember" pm JOIN "Pool" po ON po."id" = pm."poolId"
    WHERE pm."poolId" = ANY(${pools.map((pool) => pool.id)}::text[])
      AND EXISTS (SELECT 1 FROM "PushSubscription" s WHERE s."userId" = pm."userId")
      AND NOT EXISTS (SELECT 1 FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
                      WHERE p."userId" = pm."userId" AND f."league" = ANY(po."leagues") AND f."startsAt" >= ${week.start} AND f."startsAt" < ${week.end})
      AND NOT EXISTS (SELECT 1 FROM "PushSend" ps WHERE ps."userId" = pm."userId" AND ps."kind" = 'REMINDER' AND ps."subject" = pm."poolId" || ':' || ${monday}::text)
    GROUP BY pm."poolId"`;
  const byPool = new Map(members.map((row) => [row.poolId, row.userIds]));
  return pools.flatMap((pool) => {
    const message = reminderPush(pool, pool, now);
    return (byPool.get(pool.id) ?? []).map((userId) => ({ userId, kind: "REMINDER" as const, subject: `${pool.id}:${monday}`, message }));
  });
}
