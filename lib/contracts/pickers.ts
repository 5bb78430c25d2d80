// Requests of a picker's lists: the state segment and the league filter of their picks.
import { z } from "zod";
import { pickStateSchema } from "./enums";
import { leagueFilterFields, resolveLeagueFilter, userIdParams } from "./params";
import { socialPageQuery } from "./social";

export const pickStateParams = userIdParams.extend({
  pickState: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(pickStateSchema),
});

export const picksQuery = socialPageQuery.extend(leagueFilterFields).transform(resolveLeagueFilter);
