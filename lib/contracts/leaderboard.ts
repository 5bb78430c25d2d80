// The leaderboard: the period, everyone or the caller's circle (follows, a pool), and the ranked page it answers.
import { z } from "zod";
import { periodSchema } from "./enums";
import { pageQuery, pageSchema } from "./page";

export const LEADERBOARD_PAGE_SIZE = 25;

export const LEADERBOARD_SCOPES = ["all", "following"] as const;

/** Everyone, the caller's follows, or one pool ("pool:{id}") the caller belongs to. */
export const leaderboardScopeSchema = z.union([
  z.enum(LEADERBOARD_SCOPES),
  z.templateLiteral(["pool:", z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]),
]);
export type LeaderboardScope = z.infer<typeof leaderboardScopeSchema>;

export const leaderboardQuery = pageQuery(LEADERBOARD_PAGE_SIZE, 100).extend({
  period: periodSchema.default("THIS_WEEK"),
  scope: leaderboardScopeSchema.default("all"),
});

// Responses.

export const leaderboardRowSchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  username: z.string().nullable(),
  /** Exact decimal, as a string ("12.5000"). */
  score: z.string(),
  hotStreak: z.boolean(),
  picture: z.string().nullable(),
  /** A private picker keeps their rank but gets no profile link. */
  private: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/** The one page envelope plus the board's period and scope, and the caller's standing (null for visitors). */
export const leaderboardSchema = pageSchema(leaderboardRowSchema).extend({
  period: periodSchema,
  scope: leaderboardScopeSchema,
  /** Pins the caller's row when it is off the page: rank null without points. */
  me: leaderboardRowSchema.extend({ rank: z.number().int().nullable() }).nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
