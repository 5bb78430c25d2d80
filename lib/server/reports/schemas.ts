// Input schemas of the daily-pick reads: the league route and the page query.
import { z } from "zod";
import { cursorIdSchema } from "@/lib/api/cursor";
import { AppError } from "@/lib/errors/app-error";
import { parseLeagueRoute, type League } from "@/lib/domain/leagues";
import { DAILY_PICKS_MAX_PAGE_SIZE, DAILY_PICKS_PAGE_SIZE } from "./list-daily-picks";

export const leagueRouteParams = z.object({ sport: z.string(), league: z.string() });

export const dailyPicksQuery = z.object({
  limit: z.coerce.number().int().min(1).max(DAILY_PICKS_MAX_PAGE_SIZE).default(DAILY_PICKS_PAGE_SIZE),
  cursor: cursorIdSchema.optional(),
});

/** A sport and league that do not belong together are a missing page, as on the dashboard. */
export function requireLeague(params: { sport: string; league: string }): League {
  const route = parseLeagueRoute(params.sport, params.league);
  if (!route) throw new AppError("NOT_FOUND");
  return route.league;
}
