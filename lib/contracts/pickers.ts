// A picker: their profile, stats and pick lists (the state segment and the league filter).
import { z } from "zod";
import { pickerSkillSchema } from "./skill";
import { pickStateSchema, sportSchema } from "./enums";
import { leagueFilterFields, pickerKeyUserIdParams, pickerUsernameParams, resolveLeagueFilter, userIdParams } from "./params";
import { pickerSummaryListSchema, socialPageQuery } from "./social";
import { lastPickSchema, pickPageSchema } from "./picks";
import { SHARED_READ, endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

export const pickStateParams = userIdParams.extend({
  pickState: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(pickStateSchema),
});

export const picksQuery = socialPageQuery.extend(leagueFilterFields).transform(resolveLeagueFilter);

// Responses.

export const pickerProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  bio: z.string().nullable(),
  picture: z.string().nullable(),
  score: z.string(),
  hotStreak: z.boolean(),
  verified: z.boolean(),
  createdAt: z.string(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  followedByCaller: z.boolean(),
  isOwn: z.boolean(),
});
export type PickerProfile = z.infer<typeof pickerProfileSchema>;

/** A picker's NORMAL picks in one market (parlay legs are the parlay's): counts, win rate and the points they scored. */
export const marketRecordSchema = z.object({
  picks: z.number().int(),
  pending: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  /** Wins as a percentage (0–100, two decimals) of decided picks (wins and losses; a PUSH is neither); null before any. */
  winRate: z.number().nullable(),
  /** Points the market's wins scored, to 4 places as `score`. */
  points: z.string(),
});
export type MarketRecord = z.infer<typeof marketRecordSchema>;

export const pickerStatsSchema = z.object({
  score: z.string(),
  totalPicksCount: z.number().int(),
  pendingPicksCount: z.number().int(),
  favoriteSport: sportSchema.nullable(),
  /** Percentages (0–100, two decimals) of decided-or-pending picks; a PUSH is neither, so it is left out. */
  winRate: z.object({ WIN: z.number(), LOOSE: z.number(), PENDING: z.number() }),
  /** Closing-line value, expected points and luck, overall per period and per league. */
  skill: pickerSkillSchema,
  /** The same picker's NORMAL picks by market: money line, spread and total, each present (zeros when none). */
  byMarket: z.object({ MONEY_LINE: marketRecordSchema, SPREAD: marketRecordSchema, TOTAL: marketRecordSchema }),
});
export type PickerStats = z.infer<typeof pickerStatsSchema>;

/** GET /api/pickers?search=: an empty search is no search. */
export const pickerSearchQuery = z.object({ search: z.string().max(100).default("") });

// The declared calls.
export const pickersApi = {
  search: endpoint({ ...methodAndPath(routes.pickers.search), auth: "hybrid", sharedCache: SHARED_READ, summary: "Pickers whose name matches a search", tag: "pickers", query: pickerSearchQuery, response: pickerSummaryListSchema, errors: ["UNAUTHORIZED", "VALIDATION_ERROR"] }),
  profile: endpoint({
    method: "GET",
    path: "/api/picker/{key}",
    auth: "hybrid",
    sharedCache: SHARED_READ,
    summary: "A picker's profile by username (the `key`), with whether the caller follows them",
    tag: "pickers",
    params: pickerUsernameParams,
    response: pickerProfileSchema,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
  stats: endpoint({
    method: "GET",
    path: "/api/picker/{key}/stats",
    auth: "hybrid",
    sharedCache: SHARED_READ,
    summary: "A picker's record by user id (the `key`): points, results and markets",
    tag: "pickers",
    params: pickerKeyUserIdParams,
    response: pickerStatsSchema,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
  avatar: endpoint({
    method: "GET",
    path: "/api/picker/{key}/avatar",
    auth: "none",
    summary: "A picker's uploaded profile picture by user id (the `key`)",
    tag: "pickers",
    params: pickerKeyUserIdParams,
    response: null,
    raw: { status: 200, contentType: "image/*", description: "The picture as uploaded (PNG, JPEG or WebP), cached by ETag (304 when unchanged)" },
    errors: ["NOT_FOUND", "VALIDATION_ERROR"],
  }),
  allPicks: endpoint({
    method: "GET",
    path: "/api/picker/picks/{userId}",
    auth: "auth",
    summary: "A picker's picks, newest first, optionally of one league",
    tag: "pickers",
    params: userIdParams,
    query: picksQuery,
    response: pickPageSchema,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
  lastPick: endpoint({
    method: "GET",
    path: "/api/picker/picks/{userId}/last",
    auth: "auth",
    summary: "A picker's latest pick, or null before the first",
    tag: "pickers",
    params: userIdParams,
    response: lastPickSchema,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
  picks: endpoint({
    ...methodAndPath(routes.pickers.picks),
    auth: "auth",
    summary: "A picker's pending or settled picks, optionally of one league",
    tag: "pickers",
    params: pickStateParams,
    query: picksQuery,
    response: pickPageSchema,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
};
