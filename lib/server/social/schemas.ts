// Route input schemas for the social calls: ids, usernames, notification ids.
import { z } from "zod";
import { parseLeagueRoute } from "@/lib/domain/leagues";

export const userIdParams = z.object({ id: z.string().min(1).max(64) });
export const usernameParams = z.object({ key: z.string().min(1).max(100) });
export const notificationIdBody = z.object({ id: z.coerce.number().int().positive() });

/** /{sport}/{league}/...: only the four real pairs; anything else is a VALIDATION_ERROR naming the league. */
export const leagueParams = z
  .object({ sport: z.string().max(20), league: z.string().max(10) })
  .transform((value, context) => {
    const route = parseLeagueRoute(value.sport, value.league);
    if (!route) {
      context.addIssue({ code: "custom", path: ["league"], message: "Unknown sport and league" });
      return z.NEVER;
    }
    return route;
  });
