// Pools: the request schemas (params, query, bodies), the response shapes and the declarations of /api/pools/... calls.
import { z } from "zod";
import { LEAGUES } from "@/lib/domain/leagues";
import { pageQuery, pageSchema } from "./page";
import { networkPickPageSchema, pickerSummarySchema, SOCIAL_MAX_PAGE_SIZE } from "./social";
import { poolNameSchema } from "@/lib/domain/pool-schemas";
import { ANNOUNCEMENT_MAX, POOL_DESCRIPTION_MAX, POOL_PAGE_SIZE, POOL_TABLE_PAGE_SIZE } from "@/lib/domain/pools";
import { TIEBREAK_STEPS } from "@/lib/domain/pool-tiebreak";
import { isIsoDay, mondayOf } from "@/lib/domain/pool-weeks";
import { POOL_KINDS } from "@/lib/domain/survivor";
import { survivorSettingsBody } from "./survivor";
import { cardSettingsBody, cardWeekQuery } from "./card-pools";
import { endpoint } from "./endpoint";
import { methodAndPath, routes } from "./routes";
import { poolParams } from "./params";

const id = z.string().min(1).max(64);

export { poolParams };
export const poolMemberParams = z.object({ poolId: id, userId: id });
/** Any text up to a bound: a malformed code is a wrong guess like any other (counted, then not found). */
export const inviteParams = z.object({ code: z.string().min(1).max(100) });

const leagues = z.array(z.enum(LEAGUES)).min(1, "Choose at least one league").max(LEAGUES.length);
const description = z.string().trim().max(POOL_DESCRIPTION_MAX, `At most ${POOL_DESCRIPTION_MAX} characters`);

export const createPoolBody = z
  .object({
    name: poolNameSchema,
    description: description.optional(),
    leagues: leagues.optional(),
    /** Pick'em (the default), survivor, which needs its settings (and plays in their one league), or card, with its rules. */
    kind: z.enum(POOL_KINDS).default("PICKEM"),
    survivor: survivorSettingsBody.optional(),
    card: cardSettingsBody.optional(),
  })
  .refine((body) => body.kind !== "SURVIVOR" || body.survivor !== undefined, { message: "Choose the survivor pool's league, first slate and lives", path: ["survivor"] })
  .refine((body) => body.kind !== "CARD" || body.card !== undefined, { message: "Choose the card pool's rules", path: ["card"] });

export const updatePoolBody = z
  .object({
    name: poolNameSchema.optional(),
    description: description.nullable().optional(),
    leagues: leagues.optional(),
    /** Where the pool shows its members' picks, each reads "Picked ✓" until its game starts. */
    hidePicks: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Change at least one field");

export const transferOwnershipBody = z.object({ userId: id });

const picker = z.object({ id: z.string(), username: z.string() });

export const poolSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  leagues: z.array(z.enum(LEAGUES)),
  kind: z.enum(POOL_KINDS),
  memberCount: z.number().int(),
  owner: picker,
  isOwner: z.boolean(),
});

/** The pool page's head: the invite code only for its owner (null when the link is off). */
export const poolDetailSchema = poolSummarySchema.extend({
  inviteCode: z.string().nullable(),
  /** The owner's pinned announcement, plain text, and when it was posted. */
  announcement: z.string().nullable(),
  announcedAt: z.string().nullable(),
  /** The Monday the season table counts from. */
  seasonStart: z.string(),
  /** The owner's option: members' picks read "Picked ✓" in the pool until each game starts. */
  hidePicks: z.boolean(),
});

export const invitePreviewSchema = z.object({
  poolId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  owner: picker,
  memberCount: z.number().int(),
  isMember: z.boolean(),
});

/** Members are shown as every picker list shows one (avatar, points, followers, the caller's follow). */
export const poolMembersQuery = pageQuery(POOL_PAGE_SIZE, SOCIAL_MAX_PAGE_SIZE);
export const poolMemberPageSchema = pageSchema(pickerSummarySchema.extend({ weeksWon: z.number().int() }));

/** The pool's feed: its members' picks in the pool's leagues, a keyset page at a time. */
export const poolPicksQuery = pageQuery(POOL_PAGE_SIZE, SOCIAL_MAX_PAGE_SIZE);
export const poolPickPageSchema = networkPickPageSchema;

/** At most MAX_POOLS_PER_PICKER: one bounded list. */
export const poolListSchema = z.array(poolSummarySchema);

export const joinResultSchema = z.object({ poolId: z.string(), joined: z.boolean() });
export const poolDeletedSchema = z.object({ deleted: z.literal(true) });
export const memberRemovedSchema = z.object({ removed: z.boolean() });

export const inviteLinkSchema = z.object({ inviteCode: z.string().nullable() });

export type PoolSummary = z.infer<typeof poolSummarySchema>;
export type PoolDetail = z.infer<typeof poolDetailSchema>;
export type PoolMemberSummary = z.infer<typeof poolMemberPageSchema>["items"][number];
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
export type InviteLink = z.infer<typeof inviteLinkSchema>;
export type JoinResult = z.infer<typeof joinResultSchema>;
export type CreatePoolBody = z.input<typeof createPoolBody>;
export type UpdatePoolBody = z.input<typeof updatePoolBody>;
/** The bodies as parsed: what the create and update use cases take. */
export type NewPool = z.output<typeof createPoolBody>;
export type PoolChanges = z.output<typeof updatePoolBody>;

// Weeks, the season and the owner's tools.

/** A week by its Monday ("2026-11-23"), or the season table. */
export const poolTableQuery = pageQuery(POOL_TABLE_PAGE_SIZE, 100).extend({
  table: z.union([z.literal("season"), z.string().refine((day) => isIsoDay(day) && mondayOf(day) === day, "A week is its Monday, as YYYY-MM-DD")]).default("season"),
});

export const tiebreakSchema = z.enum(TIEBREAK_STEPS);

export const poolTableRowSchema = z.object({
  rank: z.number().int(),
  userId: z.string(),
  username: z.string().nullable(),
  picture: z.string().nullable(),
  /** A private picker keeps their place but gets no profile link. */
  private: z.boolean(),
  /** Exact decimal, as a string ("12.5000"). */
  points: z.string(),
  wins: z.number().int(),
  /** Average closing-line value of the counted picks, null without any. */
  clv: z.number().nullable(),
  /** The tiebreak step that placed this member against a neighbour level on points, if one did. */
  decidedBy: tiebreakSchema.nullable(),
});

export const poolTableSchema = z.object({
  kind: z.enum(["WEEK", "SEASON"]),
  /** The week's Monday, or the season's first Monday. */
  start: z.string(),
  label: z.string(),
  /** A past week's table is final; this week's and the season's are live. */
  final: z.boolean(),
  rows: z.array(poolTableRowSchema),
  /** The caller's row: their place, or the shared last place when they have no points. */
  me: poolTableRowSchema.nullable(),
  nextCursor: z.string().nullable(),
});

export const poolWinnerSchema = z.object({ userId: z.string(), username: z.string().nullable(), points: z.string(), decidedBy: tiebreakSchema.nullable() });

export const poolWeekSchema = z.object({ start: z.string(), label: z.string(), final: z.boolean(), winners: z.array(poolWinnerSchema) });

/** Every week of the season so far (at most MAX_POOL_WEEKS), newest first, with each past week's winners. */
export const poolWeeksSchema = z.object({ current: z.string(), seasonStart: z.string(), weeks: z.array(poolWeekSchema) });

export const pendingPickersSchema = z.object({
  /** The slate's week (this one, or the next with games when this one has none left), null when no game is coming. */
  week: z.string().nullable(),
  label: z.string().nullable(),
  count: z.number().int(),
  /** At most PENDING_SHOWN, by name. */
  members: z.array(z.object({ id: z.string(), username: z.string().nullable() })),
});

export const announcementBody = z.object({
  text: z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, "Write the announcement").max(ANNOUNCEMENT_MAX, `At most ${ANNOUNCEMENT_MAX} characters`))
    .refine((value) => !/[\u0000-\u0008\u000b-\u001f\u007f\p{Cf}]/u.test(value), "Plain text only: no control or invisible characters"),
});
export const announcementSchema = z.object({ text: z.string().nullable(), at: z.string().nullable() });

export const seasonStartBody = z.object({
  /** Any day: the season counts from its week's Monday. Null: from the week the pool was created. */
  start: z.string().refine(isIsoDay, "A day as YYYY-MM-DD").nullable(),
});

export type PoolTable = z.infer<typeof poolTableSchema>;
export type PoolTableRow = z.infer<typeof poolTableRowSchema>;
export type PoolWeeks = z.infer<typeof poolWeeksSchema>;
export type PoolWeekSummary = z.infer<typeof poolWeekSchema>;
export type PendingPickers = z.infer<typeof pendingPickersSchema>;
export type Announcement = z.infer<typeof announcementSchema>;

const tag = "pools";
/** Any signed-in call: a missing or dead session, or a bearer that is not one. */
const signedIn = ["UNAUTHORIZED"] as const;
/** A signed-in mutation on a pool: a cookie from another origin or an unverified account is refused, the pool may be gone. */
const poolWrite = ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "NOT_FOUND"] as const;
const withBody = ["PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"] as const;

export const poolsApi = {
  list: endpoint({ ...methodAndPath(routes.pools.list), auth: "auth", tag, summary: "The pools the caller belongs to", response: poolListSchema, errors: signedIn }),
  create: endpoint({
    ...methodAndPath(routes.pools.create),
    auth: "auth",
    tag,
    summary: "Creates a pool (pick'em, survivor or card) owned by the caller",
    body: createPoolBody,
    response: poolDetailSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "CONFLICT", ...withBody],
  }),
  get: endpoint({
    method: "GET",
    path: "/api/pools/{poolId}",
    auth: "auth",
    tag,
    summary: "A pool the caller belongs to",
    params: poolParams,
    response: poolDetailSchema,
    errors: ["UNAUTHORIZED", "VALIDATION_ERROR", "NOT_FOUND"],
  }),
  update: endpoint({
    ...methodAndPath(routes.pools.update),
    auth: "auth",
    tag,
    summary: "The owner renames or reconfigures a pool",
    params: poolParams,
    body: updatePoolBody,
    response: poolDetailSchema,
    errors: [...poolWrite, "CONFLICT", ...withBody],
  }),
  remove: endpoint({ ...methodAndPath(routes.pools.remove), auth: "auth", tag, summary: "The owner deletes a pool", params: poolParams, response: poolDeletedSchema, errors: poolWrite }),
  announce: endpoint({
    ...methodAndPath(routes.pools.announce),
    auth: "auth",
    tag,
    summary: "The owner pins an announcement",
    params: poolParams,
    body: announcementBody,
    response: announcementSchema,
    errors: [...poolWrite, ...withBody],
  }),
  clearAnnouncement: endpoint({
    ...methodAndPath(routes.pools.clearAnnouncement),
    auth: "auth",
    tag,
    summary: "The owner removes the pinned announcement",
    params: poolParams,
    response: announcementSchema,
    errors: poolWrite,
  }),
  export: endpoint({
    ...methodAndPath(routes.pools.export),
    auth: "auth",
    tag,
    summary: "The season table as CSV, for the owner; a card pool's week (its table and every card) with ?week",
    params: poolParams,
    /** Card pools: the week to export, by its Monday; its picks show only once their games have started. */
    query: cardWeekQuery,
    response: null,
    raw: { status: 200, contentType: "text/csv", description: "The season table (or a card pool's week), one row per member, as an attachment" },
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "NOT_FOUND"],
  }),
  newInvite: endpoint({
    ...methodAndPath(routes.pools.newInvite),
    auth: "auth",
    tag,
    summary: "The owner makes a new invite link (the old one stops working)",
    params: poolParams,
    response: inviteLinkSchema,
    errors: poolWrite,
  }),
  closeInvite: endpoint({
    ...methodAndPath(routes.pools.closeInvite),
    auth: "auth",
    tag,
    summary: "The owner turns the invite link off",
    params: poolParams,
    response: inviteLinkSchema,
    errors: poolWrite,
  }),
  members: endpoint({
    ...methodAndPath(routes.pools.members),
    auth: "auth",
    tag,
    summary: "A pool's members, page by page",
    params: poolParams,
    query: poolMembersQuery,
    response: poolMemberPageSchema,
    errors: ["UNAUTHORIZED", "VALIDATION_ERROR", "NOT_FOUND"],
  }),
  removeMember: endpoint({
    ...methodAndPath(routes.pools.removeMember),
    auth: "auth",
    tag,
    summary: "The owner removes a member; a member's own id leaves the pool",
    params: poolMemberParams,
    response: memberRemovedSchema,
    errors: [...poolWrite, "CONFLICT"],
  }),
  transferOwnership: endpoint({
    ...methodAndPath(routes.pools.transferOwnership),
    auth: "auth",
    tag,
    summary: "The owner hands the pool to another member",
    params: poolParams,
    body: transferOwnershipBody,
    response: poolDetailSchema,
    errors: [...poolWrite, ...withBody],
  }),
  pending: endpoint({
    method: "GET",
    path: "/api/pools/{poolId}/pending",
    auth: "auth",
    tag,
    summary: "The members who have not picked the coming week yet (in a card pool: whose week card is not complete)",
    params: poolParams,
    response: pendingPickersSchema,
    errors: ["UNAUTHORIZED", "VALIDATION_ERROR", "NOT_FOUND"],
  }),
  picks: endpoint({
    ...methodAndPath(routes.pools.picks),
    auth: "auth",
    tag,
    summary: "The members' picks in the pool's leagues, newest first",
    params: poolParams,
    query: poolPicksQuery,
    response: poolPickPageSchema,
    errors: ["UNAUTHORIZED", "VALIDATION_ERROR", "NOT_FOUND"],
  }),
  setSeason: endpoint({
    ...methodAndPath(routes.pools.setSeason),
    auth: "auth",
    tag,
    summary: "The owner sets the week the season counts from",
    params: poolParams,
    body: seasonStartBody,
    response: poolDetailSchema,
    errors: [...poolWrite, ...withBody],
  }),
  table: endpoint({
    ...methodAndPath(routes.pools.table),
    auth: "auth",
    tag,
    summary: "The season table or one week's table",
    params: poolParams,
    query: poolTableQuery,
    response: poolTableSchema,
    errors: ["UNAUTHORIZED", "VALIDATION_ERROR", "NOT_FOUND"],
  }),
  weeks: endpoint({
    method: "GET",
    path: "/api/pools/{poolId}/weeks",
    auth: "auth",
    tag,
    summary: "The pool's weeks so far with their winners",
    params: poolParams,
    response: poolWeeksSchema,
    errors: ["UNAUTHORIZED", "VALIDATION_ERROR", "NOT_FOUND"],
  }),
  previewInvite: endpoint({
    ...methodAndPath(routes.pools.previewInvite),
    auth: "auth",
    tag,
    summary: "What an invite link opens, before joining",
    params: inviteParams,
    response: invitePreviewSchema,
    errors: ["UNAUTHORIZED", "VALIDATION_ERROR", "NOT_FOUND"],
  }),
  join: endpoint({
    ...methodAndPath(routes.pools.join),
    auth: "auth",
    tag,
    summary: "Joins the pool an invite code opens",
    params: inviteParams,
    response: joinResultSchema,
    errors: ["UNAUTHORIZED", "FORBIDDEN", "VALIDATION_ERROR", "NOT_FOUND", "CONFLICT"],
  }),
};
