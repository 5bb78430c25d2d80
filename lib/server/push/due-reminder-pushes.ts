// Who is reminded: a member with a device subscribed who still has to pick, within the hour before the game that makes
// it urgent. In a pick'em pool, no pick on the pool's week while its first game starts within the hour; card and survivor
// pools have their own rules (due-card-reminder-pushes.ts, due-survivor-reminder-pushes.ts). One push per member, pool
// and week (or survivor slate): the subject is the pool and the week's Monday (or the slate).
// No "server-only" import: the job also runs from `npm run sync`, outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { localDay, periodRange } from "@/lib/domain/periods";
import { dueCardReminderPushes } from "./due-card-reminder-pushes";
import { dueSurvivorReminderPushes } from "./due-survivor-reminder-pushes";
import { matchupSql, matchupTeamsSql, REMINDER_PUSH_LEAD_MS, reminderPushes } from "./reminder-rows";
import type { DuePush } from "./send-pushes";

type DuePool = { id: string; name: string; startsAt: Date; matchup: string };

export async function dueReminderPushes(db: PrismaClient, now: Date, timeZone: string): Promise<DuePush[]> {
  const range = periodRange("THIS_WEEK", now, timeZone);
  const week = { start: range.start!, end: range.end! };
  const monday = localDay(week.start, timeZone);
  const [pickem, card, survivor] = await Promise.all([
    duePickemReminderPushes(db, now, week, monday),
    dueCardReminderPushes(db, now, week, monday),
    dueSurvivorReminderPushes(db, now, timeZone),
  ]);
  return [...pickem, ...card, ...survivor];
}

async function duePickemReminderPushes(db: PrismaClient, now: Date, week: { start: Date; end: Date }, monday: string): Promise<DuePush[]> {
  // The pools whose week's first game starts within the hour: a few, read first, earliest game first...
  const pools = await db.$queryRaw<DuePool[]>`
    SELECT po."id", po."name", g."startsAt", g."matchup"
    FROM "Pool" po
    CROSS JOIN LATERAL (
      SELECT f."startsAt", ${matchupSql}
      FROM "Fixture" f ${matchupTeamsSql}
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
  return reminderPushes(pools.map((pool) => ({ ...pool, period: monday, userIds: byPool.get(pool.id) ?? [] })), "pickem", now);
}
