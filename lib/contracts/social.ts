// The social calls: follows, the network feeds, hot pickers and notifications; requests and responses.
import { z } from "zod";
import { notificationTypeSchema } from "./enums";
import { pageQuery, pageSchema } from "./page";
import { idSchema, leagueParams, userIdSchema } from "./params";
import { visiblePickSchema, hiddenPickSchema } from "./picks";
import { SHARED_READ, endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";

export const SOCIAL_PAGE_SIZE = 20;
export const SOCIAL_MAX_PAGE_SIZE = 50;

/** follow/{id}, follow/followers/{id}, follow/followings/{id}: the picker's user id. */
export const followParams = z.object({ id: userIdSchema });

export const socialPageQuery = pageQuery(SOCIAL_PAGE_SIZE, SOCIAL_MAX_PAGE_SIZE);

/**
 * Ids above this name a PICK_RESULT notification, the settled pick (id - base); below it, a stored Notification
 * row. One id space, so the client and PUT /api/notifications/read treat both kinds alike.
 */
export const PICK_RESULT_ID_BASE = 1_000_000_000_000;

/** A stored notification's id or a pick result's: either way a 32-bit row id, the latter above the base. */
export const notificationIdBody = z.object({
  id: z.coerce.number().int().refine((id) => idSchema.safeParse(id).success || idSchema.safeParse(id - PICK_RESULT_ID_BASE).success, {
    message: "Not a notification id",
  }),
});

// Responses.

export const FOLLOW_DIRECTIONS = ["followers", "followings"] as const;
export type FollowDirection = (typeof FOLLOW_DIRECTIONS)[number];

/** The public face of a picker in every list (followers, feeds, search). */
export const pickerSummarySchema = z.object({
  id: z.string(),
  username: z.string(),
  picture: z.string().nullable(),
  score: z.string(),
  hotStreak: z.boolean(),
  /** Listed like everyone else, but without a link to a profile that answers not-found to others. */
  private: z.boolean(),
  followersCount: z.number().int(),
  followedByCaller: z.boolean(),
});
export type PickerSummary = z.infer<typeof pickerSummarySchema>;
export const pickerSummaryPageSchema = pageSchema(pickerSummarySchema);

export const hotPickerSchema = pickerSummarySchema.extend({ leaguePoints: z.number() });
export type HotPicker = z.infer<typeof hotPickerSchema>;

const pickAuthorSchema = pickerSummarySchema.pick({ id: true, username: true, picture: true, private: true });

export const networkPickSchema = z.discriminatedUnion("hidden", [
  visiblePickSchema.extend({ picker: pickAuthorSchema }),
  hiddenPickSchema.extend({ picker: pickAuthorSchema }),
]);
export type NetworkPick = z.infer<typeof networkPickSchema>;
export const networkPickPageSchema = pageSchema(networkPickSchema);

export const followStateSchema = z.object({ followedId: z.string(), following: z.boolean(), followersCount: z.number().int() });
export type FollowState = z.infer<typeof followStateSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  read: z.boolean(),
  createdAt: z.string(),
  details: z.unknown(),
});
export type NotificationView = z.infer<typeof notificationSchema>;
export const notificationPageSchema = pageSchema(notificationSchema);

export const pickerSummaryListSchema = z.array(pickerSummarySchema);
export const hotPickerListSchema = z.array(hotPickerSchema);
export const networkPickListSchema = z.array(networkPickSchema);
export const unreadCountSchema = z.number().int();
/** PUT notifications/read and read/all: what changed, and the unread count left. */
export const notificationReadSchema = z.object({ id: z.number().int(), read: z.literal(true), unread: z.number().int() });
export const allNotificationsReadSchema = z.object({ updated: z.number().int(), unread: z.literal(0) });

// The declared calls.
export const socialApi = {
  follow: endpoint({ ...methodAndPath(routes.social.follow), auth: "auth", summary: "Follows a picker", tag: "social", params: followParams, response: followStateSchema, errors: ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "VALIDATION_ERROR"] }),
  unfollow: endpoint({ ...methodAndPath(routes.social.unfollow), auth: "auth", summary: "Stops following a picker", tag: "social", params: followParams, response: followStateSchema, errors: ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "VALIDATION_ERROR"] }),
  followers: endpoint({ ...methodAndPath(routes.social.followers), auth: "hybrid", sharedCache: SHARED_READ, summary: "A picker's followers", tag: "social", params: followParams, query: socialPageQuery, response: pickerSummaryPageSchema, errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"] }),
  followings: endpoint({ ...methodAndPath(routes.social.followings), auth: "hybrid", sharedCache: SHARED_READ, summary: "The pickers a picker follows", tag: "social", params: followParams, query: socialPageQuery, response: pickerSummaryPageSchema, errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"] }),
  notifications: endpoint({ ...methodAndPath(routes.social.notifications), auth: "auth", summary: "The caller's notifications", tag: "social", query: socialPageQuery, response: notificationPageSchema, errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR"] }),
  notificationCount: endpoint({ ...methodAndPath(routes.social.notificationCount), auth: "auth", summary: "How many notifications are unread", tag: "social", response: unreadCountSchema, errors: ["UNAUTHORIZED", "FORBIDDEN"] }),
  readNotification: endpoint({ ...methodAndPath(routes.social.readNotification), auth: "auth", summary: "Marks one notification read", tag: "social", body: notificationIdBody, response: notificationReadSchema, errors: ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"] }),
  readAllNotifications: endpoint({ ...methodAndPath(routes.social.readAllNotifications), auth: "auth", summary: "Marks every notification read", tag: "social", response: allNotificationsReadSchema, errors: ["UNAUTHORIZED", "FORBIDDEN"] }),
  hotPickers: endpoint({
    method: "GET",
    path: "/api/{sport}/{league}/pickers/feed",
    auth: "hybrid",
    sharedCache: SHARED_READ,
    summary: "The league's pickers on the best run lately",
    tag: "social",
    params: leagueParams,
    response: hotPickerListSchema,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
  networkPicks: endpoint({
    method: "GET",
    path: "/api/{sport}/{league}/picks/feed",
    auth: "auth",
    summary: "The latest picks of the pickers the caller follows in a league",
    tag: "social",
    params: leagueParams,
    query: socialPageQuery,
    response: networkPickPageSchema,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
  pickSuggestions: endpoint({
    method: "GET",
    path: "/api/{sport}/{league}/picks/suggestions",
    auth: "hybrid",
    sharedCache: SHARED_READ,
    summary: "Picks worth a look on the league's open games",
    tag: "social",
    params: leagueParams,
    response: networkPickListSchema,
    errors: ["UNAUTHORIZED", "NOT_FOUND", "VALIDATION_ERROR"],
  }),
};
