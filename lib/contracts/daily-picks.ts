// Free daily picks (fixtures with a published report): the list's request and the shapes it answers.
import { z } from "zod";
import { gameCardFields } from "./fixtures";
import { SHARED_READ, endpoint } from "./endpoint";
import { pageQuery, pageSchema } from "./page";
import { leagueParams } from "./params";

export const DAILY_PICKS_PAGE_SIZE = 20;
export const DAILY_PICKS_MAX_PAGE_SIZE = 50;

export const dailyPicksQuery = pageQuery(DAILY_PICKS_PAGE_SIZE, DAILY_PICKS_MAX_PAGE_SIZE);

export const dailyPickSchema = z.object({
  ...gameCardFields,
  /** Markdown; render it with lib/markdown/render-markdown. */
  report: z.string(),
  reportPublishedAt: z.string(),
  /** The last admin edit of the report, or its publication. */
  reportUpdatedAt: z.string(),
});
export type DailyPick = z.infer<typeof dailyPickSchema>;
export type DailyPickTeam = DailyPick["teams"]["home"];

export const dailyPickPageSchema = pageSchema(dailyPickSchema);
export type DailyPickPage = z.infer<typeof dailyPickPageSchema>;

export const dailyPicksApi = {
  list: endpoint({
    method: "GET",
    path: "/api/{sport}/{league}/fixtures/report",
    auth: "none",
    sharedCache: SHARED_READ,
    tag: "fixtures",
    summary: "A league's published daily-pick reports, newest first",
    params: leagueParams,
    query: dailyPicksQuery,
    response: dailyPickPageSchema,
    errors: ["VALIDATION_ERROR", "NOT_FOUND"],
  }),
};
