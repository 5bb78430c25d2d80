// Route input schemas for a picker's picks: the user id, the state segment and the league filter.
import { z } from "zod";
import { parseLeagueRoute } from "@/lib/domain/leagues";
import { pageQuery } from "@/lib/server/social/pagination";

export const pickerIdParams = z.object({ userId: z.string().min(1).max(64) });

export const pickStateParams = pickerIdParams.extend({
  pickState: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(["PENDING", "FINAL"])),
});

/** ?sport=&league= must name a real pair; either both or neither. */
export const picksQuery = pageQuery
  .extend({ sport: z.string().max(20).optional(), league: z.string().max(10).optional() })
  .transform((query, context) => {
    if (query.sport === undefined && query.league === undefined) return { ...query, league: undefined };
    const route = parseLeagueRoute(query.sport ?? "", query.league ?? "");
    if (!route) {
      context.addIssue({ code: "custom", path: ["league"], message: "Unknown sport and league" });
      return z.NEVER;
    }
    return { ...query, league: route.league };
  });
