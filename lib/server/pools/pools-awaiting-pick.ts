// The pools a reminder names: those of each picker with a game of the pool's leagues still to start today and no pick of theirs on the pool's week yet.
// No "server-only" import: the reminders also go out from `npm run sync`, outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";

type Window = { weekStart: Date; weekEnd: Date; now: Date; dayEnd: Date };

/** Pool names by picker, for the pickers given (those the reminder is going to), alphabetical. */
export async function poolsAwaitingPick(db: PrismaClient, userIds: string[], { weekStart, weekEnd, now, dayEnd }: Window): Promise<Map<string, string[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ userId: string; name: string }[]>`
    SELECT pm."userId", po."name" FROM "PoolMember" pm JOIN "Pool" po ON po."id" = pm."poolId"
    WHERE pm."userId" = ANY(${userIds}::text[])
      AND EXISTS (SELECT 1 FROM "Fixture" f WHERE f."league" = ANY(po."leagues") AND f."status" = 'PREGAME' AND f."startsAt" > ${now} AND f."startsAt" < ${dayEnd})
      AND NOT EXISTS (SELECT 1 FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
                      WHERE p."userId" = pm."userId" AND f."league" = ANY(po."leagues") AND f."startsAt" >= ${weekStart} AND f."startsAt" < ${weekEnd})
    ORDER BY pm."userId", lower(po."name")`;
  const byPicker = new Map<string, string[]>();
  for (const row of rows) byPicker.set(row.userId, [...(byPicker.get(row.userId) ?? []), row.name]);
  return byPicker;
}
