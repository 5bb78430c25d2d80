// The feed call log in PostgreSQL: what the credit budget knows about past calls, shared by every run and instance.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DbLeague } from "@/lib/domain/leagues";
import type { FeedCallLog, FeedCallUsage } from "@/lib/feeds/types";

export function prismaCallLog(db: PrismaClient): FeedCallLog {
  return {
    async usage(provider: string, league: DbLeague, since: Date): Promise<FeedCallUsage> {
      // The league's last call counts across the month's turn, so a new month does not start with a burst.
      const [row] = await db.$queryRaw<{ used: number; remaining: number | null; lastCalledAt: Date | null }[]>`
        SELECT
          COALESCE((SELECT SUM(c."cost") FROM "FeedCallLog" c WHERE c."provider" = ${provider} AND c."calledAt" >= ${since}), 0)::int AS used,
          (SELECT c."remaining" FROM "FeedCallLog" c
            WHERE c."provider" = ${provider} AND c."calledAt" >= ${since} AND c."remaining" IS NOT NULL
            ORDER BY c."calledAt" DESC, c."id" DESC LIMIT 1) AS remaining,
          (SELECT MAX(c."calledAt") FROM "FeedCallLog" c WHERE c."provider" = ${provider} AND c."league" = ${league}::"League") AS "lastCalledAt"`;
      return row;
    },
    async record({ provider, league, calledAt, cost, remaining }) {
      await db.feedCallLog.create({
        data: { provider, league, calledAt, cost: Math.round(cost), remaining: remaining === null ? null : Math.floor(remaining) },
      });
    },
  };
}
