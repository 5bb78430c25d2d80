// Pools: the request schemas (params, query, bodies) and the response shapes of /api/pools/... and the pool pages.
import { z } from "zod";
import { LEAGUES } from "@/lib/domain/leagues";
import { pageQuery } from "./page";
import { networkPickPageSchema, pickerSummaryPageSchema, SOCIAL_MAX_PAGE_SIZE } from "./social";
import { poolNameSchema } from "@/lib/domain/pool-schemas";
import { POOL_DESCRIPTION_MAX, POOL_PAGE_SIZE } from "@/lib/domain/pools";

const id = z.string().min(1).max(64);

export const poolParams = z.object({ poolId: id });
export const poolMemberParams = z.object({ poolId: id, userId: id });
/** Any text up to a bound: a malformed code is a wrong guess like any other (counted, then not found). */
export const inviteParams = z.object({ code: z.string().min(1).max(100) });

const leagues = z.array(z.enum(LEAGUES)).min(1, "Choose at least one league").max(LEAGUES.length);
const description = z.string().trim().max(POOL_DESCRIPTION_MAX, `At most ${POOL_DESCRIPTION_MAX} characters`);

export const createPoolBody = z.object({
  name: poolNameSchema,
  description: description.optional(),
  leagues: leagues.optional(),
});

export const updatePoolBody = z
  .object({
    name: poolNameSchema.optional(),
    description: description.nullable().optional(),
    leagues: leagues.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Change at least one field");

export const transferOwnershipBody = z.object({ userId: id });

const picker = z.object({ id: z.string(), username: z.string() });

export const poolSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  leagues: z.array(z.enum(LEAGUES)),
  memberCount: z.number().int(),
  owner: picker,
  isOwner: z.boolean(),
});

/** The pool page's head: the invite code only for its owner (null when the link is off). */
export const poolDetailSchema = poolSummarySchema.extend({ inviteCode: z.string().nullable() });

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
export const poolMemberPageSchema = pickerSummaryPageSchema;

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
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
export type InviteLink = z.infer<typeof inviteLinkSchema>;
export type JoinResult = z.infer<typeof joinResultSchema>;
export type CreatePoolBody = z.input<typeof createPoolBody>;
export type UpdatePoolBody = z.input<typeof updatePoolBody>;
