// GET /leagues/pickers/count: how many pickers play each league, as a map of league to count.
import { z } from "zod";
import { SHARED_READ, endpoint } from "./endpoint";
import { LEAGUES, type League } from "@/lib/domain/leagues";

export const leaguePickerCountsSchema = z.object(
  Object.fromEntries(LEAGUES.map((league) => [league, z.number().int()])) as Record<League, z.ZodNumber>,
);
export type LeaguePickerCounts = z.infer<typeof leaguePickerCountsSchema>;

export const leaguesApi = {
  pickerCounts: endpoint({
    method: "GET",
    path: "/api/leagues/pickers/count",
    auth: "none",
    sharedCache: SHARED_READ,
    tag: "leagues",
    summary: "How many pickers play each league",
    response: leaguePickerCountsSchema,
    errors: [],
  }),
};
