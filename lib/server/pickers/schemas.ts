// Route input schemas for a picker's picks: the user id, the state segment and the league filter.
import { pickStateSchema } from "@/lib/contracts/enums";
import { z } from "zod";
import { parseLeagueRoute, type League } from "@/lib/domain/leagues";
import { pageQuery } from "@/lib/server/social/pagination";

export const pickerIdParams = z.object({ userId: z.string().min(1).max(64) });

export const pickStateParams = pickerIdParams.extend({
  pickState: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(pickStateSchema),
});

/** The league filter of a list query: ?sport=&league=. */
export const leagueFilterFields = { sport: z.string().max(20).optional(), league: z.string().max(10).optional() };

/** Its transform: the pair must name a real league, either both or neither; `league` becomes that league or undefined. */
export function resolveLeagueFilter<Q extends { sport?: string; league?: string }>(
  query: Q,
  context: z.RefinementCtx,
): Omit<Q, "league"> & { league: League | undefined } {
  if (query.sport === undefined && query.league === undefined) return { ...query, league: undefined };
  const route = parseLeagueRoute(query.sport ?? "", query.league ?? "");
  if (!route) {
    context.addIssue({ code: "custom", path: ["league"], message: "Unknown sport and league" });
    return z.NEVER;
  }
  return { ...query, league: route.league };
}

export const picksQuery = pageQuery.extend(leagueFilterFields).transform(resolveLeagueFilter);
