// Requests of the leaderboard: the period, everyone or the caller's circle, and the page.
import { z } from "zod";
import { periodSchema } from "./enums";
import { pageQuery } from "./page";

export const LEADERBOARD_PAGE_SIZE = 25;

export const LEADERBOARD_SCOPES = ["all", "following"] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];

export const leaderboardQuery = pageQuery(LEADERBOARD_PAGE_SIZE, 100).extend({
  period: periodSchema.default("THIS_WEEK"),
  scope: z.enum(LEADERBOARD_SCOPES).default("all"),
});
