// The URL pieces every resource shares: row ids, user ids, usernames and the /{sport}/{league} pair.
import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { parseLeagueRoute, toDbLeague, type DbLeague, type League, type Sport } from "@/lib/domain/leagues";

/** The largest PostgreSQL int4: ids are int4 serials, and a larger number would be a 500 there. */
export const INT4_MAX = 2_147_483_647;

/** Fixture, pick, parlay and notification ids in a path or query. */
export const idSchema = z.coerce.number().int().positive().max(INT4_MAX);

/** User ids are Auth.js cuid text. */
export const userIdSchema = z.string().min(1).max(64);

/** A username as a URL segment: matched case-insensitively, so any text up to the length limit. */
const usernameParamSchema = z.string().min(1).max(100);

export type LeagueRoute = { sport: Sport; league: League; dbLeague: DbLeague };

const leagueFields = { sport: z.string().max(20), league: z.string().max(10) };

/** A pair that does not belong together is a missing page (404) on every route, never a malformed request. */
export function toLeagueRoute(value: { sport: string; league: string }): LeagueRoute {
  const route = parseLeagueRoute(value.sport, value.league);
  if (!route) throw new AppError("NOT_FOUND");
  return { ...route, dbLeague: toDbLeague(route.league) };
}

/** /{sport}/{league}/... */
export const leagueParams = z.object(leagueFields).transform(toLeagueRoute);

/** /{sport}/{league}/.../{id} */
export const leagueItemParams = z
  .object({ ...leagueFields, id: idSchema })
  .transform(({ id, ...pair }) => ({ ...toLeagueRoute(pair), id }));

/**
 * /api/picker/{key}: Next.js allows one dynamic name per folder level, and that level holds a username on one route and
 * a user id on the others; these name what the segment holds.
 */
export const pickerUsernameParams = z.object({ key: usernameParamSchema }).transform(({ key }) => ({ username: key }));
export const pickerKeyUserIdParams = z.object({ key: userIdSchema }).transform(({ key }) => ({ userId: key }));

/** /pools/{poolId}/...: pool ids are cuid text. */
export const poolParams = z.object({ poolId: z.string().min(1).max(64) });

/** /picker/.../{userId} */
export const userIdParams = z.object({ userId: userIdSchema });

/** The league filter of a list query: ?sport=&league=, both or neither; `league` becomes that league or undefined. */
export const leagueFilterFields = { sport: z.string().max(20).optional(), league: z.string().max(10).optional() };

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
