// The pools a reminder names: a pick'em pool of each picker with a game of its leagues still to start today and no pick of
// theirs on the pool's week yet; a card pool with a game still to start today and their week card not complete; a
// survivor pool where they are alive with no pick on the slate whose first game starts today.
// No "server-only" import: the reminders also go out from `npm run sync`, outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { survivorPickDueSql, survivorSlateSql } from "@/lib/server/still-to-pick/survivor-pick-due-sql";
import { cardIncompleteSql } from "@/lib/server/still-to-pick/card-incomplete-sql";

type Window = { weekStart: Date; weekEnd: Date; now: Date; dayEnd: Date; timeZone: string };

export type AwaitingPools = { pickem: string[]; card: string[]; survivor: string[] };

const KINDS = ["pickem", "card", "survivor"] as const;

/** Pool names by picker, for the pickers given (those the reminder is going to), alphabetical. */
export async function poolsAwaitingPick(db: PrismaClient, userIds: string[], { weekStart, weekEnd, now, dayEnd, timeZone }: Window): Promise<Map<string, AwaitingPools>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ userId: string; name: string; kind: (typeof KINDS)[number] }[]>`
    SELECT pm."userId", po."name", 'pickem' AS kind FROM "PoolMember" pm JOIN "Pool" po ON po."id" = pm."poolId"
    WHERE pm."userId" = ANY(${userIds}::text[]) AND po."kind" = 'PICKEM'
      AND EXISTS (SELECT 1 FROM "Fixture" f WHERE f."league" = ANY(po."leagues") AND f."status" = 'PREGAME' AND f."startsAt" > ${now} AND f."startsAt" < ${dayEnd})
      AND NOT EXISTS (SELECT 1 FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
                      WHERE p."userId" = pm."userId" AND f."league" = ANY(po."leagues") AND f."startsAt" >= ${weekStart} AND f."startsAt" < ${weekEnd})
    UNION ALL
    SELECT pm."userId", p."name", 'card' FROM "PoolMember" pm JOIN "Pool" p ON p."id" = pm."poolId" JOIN "CardPool" c ON c."poolId" = p."id"
    WHERE pm."userId" = ANY(${userIds}::text[]) AND p."kind" = 'CARD'
      AND EXISTS (SELECT 1 FROM "Fixture" f WHERE f."league" = ANY(p."leagues") AND f."status" = 'PREGAME' AND f."startsAt" > ${now} AND f."startsAt" < ${dayEnd})
      AND ${cardIncompleteSql(Prisma.sql`pm."userId"`, { start: weekStart, end: weekEnd }, now)}
    UNION ALL
    SELECT e."userId", po."name", 'survivor'
    FROM "SurvivorEntry" e JOIN "SurvivorPool" s ON s."poolId" = e."poolId" JOIN "Pool" po ON po."id" = e."poolId"
    ${survivorSlateSql(now, timeZone)}
    WHERE e."userId" = ANY(${userIds}::text[]) AND g."startsAt" > ${now} AND g."startsAt" < ${dayEnd} AND ${survivorPickDueSql}
    ORDER BY 1, 2`;
  const byPicker = new Map<string, AwaitingPools>();
  for (const row of rows) {
    const pools = byPicker.get(row.userId) ?? { pickem: [], card: [], survivor: [] };
    pools[row.kind].push(row.name);
    byPicker.set(row.userId, pools);
  }
  for (const pools of byPicker.values()) for (const kind of KINDS) pools[kind].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  return byPicker;
}
