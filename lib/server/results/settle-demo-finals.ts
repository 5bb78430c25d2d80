// The seed's link to the engine: settles the demo's finished games as of the moment each one ended.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DbLeague } from "@/lib/domain/leagues";
import { GAME_DURATION_MS } from "@/lib/demo/season";
import { settleFixtures, type SettlementSummary } from "./settle-fixtures";

/**
 * Points count on the local day a game ended, not the day the seed ran, so a freshly seeded world already
 * has different Today, This week and This month leaderboards.
 */
export function settleDemoFinals(
  db: PrismaClient,
  fixtures: readonly { id: number; league: DbLeague; startsAt: Date }[],
  now: Date = new Date(),
): Promise<SettlementSummary> {
  return settleFixtures(
    db,
    fixtures.map(({ id, league, startsAt }) => ({
      id,
      settledAt: new Date(Math.min(now.getTime(), startsAt.getTime() + GAME_DURATION_MS[league])),
    })),
  );
}
