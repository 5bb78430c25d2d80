// The leaderboard: the period, by points (everyone or the caller's circle: follows, a pool) or by closing-line value (Sharpest), and the ranked page it answers.
import { z } from "zod";
import { periodSchema } from "./enums";
import { pageQuery, pageSchema } from "./page";
import { SHARED_READ, endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

export const LEADERBOARD_PAGE_SIZE = 25;

export const LEADERBOARD_SCOPES = ["all", "following"] as const;

/** Everyone, the caller's follows, or one pool ("pool:{id}") the caller belongs to. */
export const leaderboardScopeSchema = z.union([
  z.enum(LEADERBOARD_SCOPES),
  z.templateLiteral(["pool:", z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]),
]);
export type LeaderboardScope = z.infer<typeof leaderboardScopeSchema>;

/** Points (the default), or "clv": the Sharpest board, pickers with enough counted picks ranked by average closing-line value. */
export const LEADERBOARD_SORTS = ["points", "clv"] as const;
export type LeaderboardSort = (typeof LEADERBOARD_SORTS)[number];

export const leaderboardQuery = pageQuery(LEADERBOARD_PAGE_SIZE, 100)
  .extend({
    period: periodSchema.default("THIS_WEEK"),
    scope: leaderboardScopeSchema.default("all"),
    sort: z.enum(LEADERBOARD_SORTS).default("points"),
  })
  // The Sharpest board ranks everyone: a circle's board is by points only.
  .refine((query) => query.sort === "points" || query.scope === "all", { path: ["scope"], message: "The Sharpest board has no scope." });

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

/** One picker of the Sharpest board: their closing-line figures of the period (percentages to two decimals). */
export const sharpestRowSchema = leaderboardRowSchema.omit({ score: true }).extend({
  /** Average closing-line value: +3.5 means odds 3.5% better than the closing line. */
  averageClv: z.number(),
  /** Share (0–100) of the counted picks that beat the closing line. */
  beatCloseRate: z.number(),
  /** Counted picks: settled NORMAL picks with a winner, both sides' lines at pick time and a closing line. */
  settledPicks: z.number().int(),
});
export type SharpestRow = z.infer<typeof sharpestRowSchema>;

/** The Sharpest board: the one page envelope, and the caller's row (figures null and rank null below the minimum). */
export const sharpestBoardSchema = pageSchema(sharpestRowSchema).extend({
  sort: z.literal("clv"),
  period: periodSchema,
  /** Counted picks a picker needs in the period to be ranked. */
  minimumPicks: z.number().int(),
  me: sharpestRowSchema
    .extend({ rank: z.number().int().nullable(), averageClv: z.number().nullable(), beatCloseRate: z.number().nullable() })
    .nullable(),
});
export type SharpestBoard = z.infer<typeof sharpestBoardSchema>;

/** GET /api/leaderboard answers either board, told apart by `sort` (absent on the points board). */
export const leaderboardResponseSchema = z.union([sharpestBoardSchema, leaderboardSchema]);

// The declared calls.
export const leaderboardApi = {
  get: endpoint({ ...methodAndPath(routes.leaderboard.get), auth: "hybrid", sharedCache: SHARED_READ, summary: "A period's board by points (everyone, follows or a pool) or the Sharpest board", tag: "leaderboard", query: leaderboardQuery, response: leaderboardResponseSchema, errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"] }),
};
