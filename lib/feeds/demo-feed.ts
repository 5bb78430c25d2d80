// The default feed: the deterministic demo season, regenerated around now, so a running app stays alive offline.
import { GAME_DURATION_MS, DEFAULT_DEMO_SEED, DEMO_PROVIDER, generateSchedule } from "@/lib/demo/season";
import { env } from "@/lib/settings";
import type { DbLeague } from "@/lib/domain/leagues";
import type { FeedAdapter, FeedContext, FixtureUpdate } from "./types";

const LEAGUES: readonly DbLeague[] = ["NFL", "NBA", "NHL", "MLB"];

/** Days around today: two back so late finals settle, three weeks ahead so new games keep appearing. */
export const DEMO_WINDOW = { fromDay: -2, toDay: 21 } as const;

export function demoFeed(seed: string = env().DEMO_SEED ?? DEFAULT_DEMO_SEED): FeedAdapter {
  return {
    provider: DEMO_PROVIDER,
    leagues: LEAGUES,
    // A result is drawn once per game: a stored final that reads otherwise is an admin's correction, kept.
    revisesFinals: false,
    async fetchUpdates({ league, now, teams }: FeedContext): Promise<FixtureUpdate[]> {
      const byId = new Map(teams.map((team) => [team.id, team]));
      return generateSchedule({ league, teams: teams.filter((team) => team.league === league), now, seed, ...DEMO_WINDOW }).map(
        (game) => ({
          provider: DEMO_PROVIDER,
          providerEventId: game.providerEventId,
          league,
          startsAt: game.startsAt,
          status: game.status,
          home: { abbreviation: byId.get(game.homeTeamId)?.abbreviation },
          away: { abbreviation: byId.get(game.awayTeamId)?.abbreviation },
          homeMoneyLine: game.homeMoneyLine,
          awayMoneyLine: game.awayMoneyLine,
          spread: game.spread,
          total: game.total,
          homeScore: game.homeScore,
          awayScore: game.awayScore,
          winnerSide: game.winnerSide,
          finishedAt: game.status === "FINAL" ? new Date(game.startsAt.getTime() + GAME_DURATION_MS[league]) : null,
        }),
      );
    },
  };
}
