// A pool's news for its members' devices: the week won, a card season won (under the week won's switch) and the owner's
// announcement (from the notifications written when they happened, one push per notification), and survivor's end:
// out (from the member's entry, one push per pool) or the winner (from the pool's ending notification).
// No "server-only" import: the job also runs from `npm run sync`, outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { announcementPush, seasonWonPush, survivorPush, weekWonPush } from "@/lib/domain/push-messages";
import type { DuePush } from "./send-pushes";

/** News older than this is not pushed: a device subscribed today is not told about last week. */
const LOOKBACK_MS = 36 * 3_600_000;

type NotificationRow = { id: number; userId: string; type: "POOL_WEEK_WON" | "POOL_ANNOUNCEMENT" | "SURVIVOR_ENDED" | "CARD_SEASON_ENDED"; details: Record<string, unknown> };
type OutRow = { userId: string; poolId: string; poolName: string };

const KIND = { POOL_WEEK_WON: "WEEK_WON", POOL_ANNOUNCEMENT: "ANNOUNCEMENT", SURVIVOR_ENDED: "SURVIVOR", CARD_SEASON_ENDED: "WEEK_WON" } as const;

function messageOf(type: NotificationRow["type"], pool: { id: string; name: string }, details: Record<string, unknown>) {
  if (type === "POOL_WEEK_WON") return weekWonPush(pool, String(details.weekLabel), details.shared === true);
  if (type === "POOL_ANNOUNCEMENT") return announcementPush(pool, String(details.text));
  if (type === "CARD_SEASON_ENDED") return seasonWonPush(pool, Array.isArray(details.champions) && details.champions.length > 1);
  return survivorPush(pool, "won");
}

function notificationPush({ id, userId, type, details }: NotificationRow): DuePush {
  const pool = { id: String(details.poolId), name: String(details.poolName) };
  return { userId, kind: KIND[type], subject: String(id), message: messageOf(type, pool, details) };
}

export async function duePoolNewsPushes(db: PrismaClient, now: Date): Promise<DuePush[]> {
  const since = new Date(now.getTime() - LOOKBACK_MS);
  const [notifications, out] = await Promise.all([
    db.$queryRaw<NotificationRow[]>`
      SELECT n."id", n."userId", n."type"::text AS "type", n."details"
      FROM (SELECT DISTINCT "userId" FROM "PushSubscription") k JOIN "Notification" n ON n."userId" = k."userId"
      WHERE n."createdAt" > ${since} AND n."createdAt" <= ${now}
        AND (n."type" IN ('POOL_WEEK_WON', 'POOL_ANNOUNCEMENT') OR (n."type" IN ('SURVIVOR_ENDED', 'CARD_SEASON_ENDED') AND n."details"->>'won' = 'true'))
        AND NOT EXISTS (SELECT 1 FROM "PushSend" ps WHERE ps."userId" = n."userId" AND ps."subject" = n."id"::text
                        AND ps."kind" = (CASE n."type" WHEN 'POOL_WEEK_WON' THEN 'WEEK_WON' WHEN 'CARD_SEASON_ENDED' THEN 'WEEK_WON' WHEN 'POOL_ANNOUNCEMENT' THEN 'ANNOUNCEMENT' ELSE 'SURVIVOR' END)::"PushKind")
      ORDER BY n."id"`,
    // eliminatedOn is the slate's date: two days back covers a slate settled the morning after.
    db.$queryRaw<OutRow[]>`
      SELECT e."userId", e."poolId", po."name" AS "poolName"
      FROM (SELECT DISTINCT "userId" FROM "PushSubscription") k JOIN "SurvivorEntry" e ON e."userId" = k."userId" JOIN "Pool" po ON po."id" = e."poolId"
      WHERE e."lives" = 0 AND NOT e."won" AND e."eliminatedOn" >= (${since}::timestamptz - interval '1 day')::date AND e."eliminatedOn" <= ${now}::timestamptz::date
        AND NOT EXISTS (SELECT 1 FROM "PushSend" ps WHERE ps."userId" = e."userId" AND ps."kind" = 'SURVIVOR' AND ps."subject" = 'out:' || e."poolId")
      ORDER BY e."poolId", e."userId"`,
  ]);
  return [
    ...notifications.map(notificationPush),
    ...out.map((row) => ({ userId: row.userId, kind: "SURVIVOR" as const, subject: `out:${row.poolId}`, message: survivorPush({ id: row.poolId, name: row.poolName }, "out") })),
  ];
}
