// The night's results, one push per picker and night: sent once none of their picks is still in play (every pick on a
// game that has started is settled), so a night of five games makes one push, not five. A night runs from 06:00 to
// 06:00 in the app's zone, so a late game settled after midnight counts with its evening.
// No "server-only" import: the job also runs from `npm run sync`, outside Next.js.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { resultsPush } from "@/lib/domain/push-messages";
import type { DuePush } from "./send-pushes";

/** Results settled longer ago than this are old news: a picker who subscribes today is not told about last week. */
const LOOKBACK_MS = 36 * 3_600_000;

type Row = { userId: string; night: string; won: number; lost: number; pushed: number };

export async function dueResultPushes(db: PrismaClient, now: Date, timeZone: string): Promise<DuePush[]> {
  const since = new Date(now.getTime() - LOOKBACK_MS);
  // Each subscribed picker's settled picks and parlays through the indexes that start with the picker.
  const rows = await db.$queryRaw<Row[]>`
    WITH pickers AS (SELECT DISTINCT "userId" FROM "PushSubscription"),
    results AS (
      SELECT k."userId", r."outcome", to_char((r."settledAt" AT TIME ZONE ${timeZone}) - interval '6 hours', 'YYYY-MM-DD') AS "night"
      FROM pickers k CROSS JOIN LATERAL (
        SELECT p."outcome", p."settledAt" FROM "Pick" p
        WHERE p."userId" = k."userId" AND p."settledAt" > ${since} AND p."settledAt" <= ${now} AND p."kind" = 'NORMAL' AND p."state" = 'FINAL'
        UNION ALL
        SELECT pa."outcome", pa."settledAt" FROM "Parlay" pa
        WHERE pa."userId" = k."userId" AND pa."settledAt" > ${since} AND pa."settledAt" <= ${now} AND pa."state" = 'FINAL'
      ) r
      WHERE NOT EXISTS (SELECT 1 FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
                        WHERE p."userId" = k."userId" AND p."state" = 'PENDING' AND f."startsAt" <= ${now} AND f."status" NOT IN ('CANCELED', 'POSTPONED'))
    )
    SELECT r."userId", r."night",
      (count(*) FILTER (WHERE r."outcome" = 'WIN'))::int AS "won",
      (count(*) FILTER (WHERE r."outcome" = 'LOOSE'))::int AS "lost",
      (count(*) FILTER (WHERE r."outcome" = 'PUSH'))::int AS "pushed"
    FROM results r
    WHERE NOT EXISTS (SELECT 1 FROM "PushSend" ps WHERE ps."userId" = r."userId" AND ps."kind" = 'SETTLED' AND ps."subject" = r."night")
    GROUP BY r."userId", r."night"
    ORDER BY r."night", r."userId"`;
  return rows.map((row) => ({ userId: row.userId, kind: "SETTLED" as const, subject: row.night, message: resultsPush(row.night, row) }));
}
