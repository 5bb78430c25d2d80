// Pool rules shared by the forms and the server: name and description limits, membership limits, the invite code's shape.
import { LEAGUES, type League } from "./leagues";

export const POOL_NAME_MAX = 50;
export const POOL_DESCRIPTION_MAX = 200;
export const POOL_NAME_HINT = `Up to ${POOL_NAME_MAX} characters; spaces are fine.`;
export const POOL_NAME_TOO_LONG = `A pool name is at most ${POOL_NAME_MAX} characters`;

/** Enough for a season of friends, offices and podcasts, small enough that every pool query stays cheap. */
export const MAX_POOLS_PER_PICKER = 50;
export const MAX_POOL_MEMBERS = 10_000;

export const POOL_NOT_FOUND = "This pool does not exist";
/** A survivor pool has its own slate page: the pick'em reads and tools have nothing to say about it. */
export const NOT_PICKEM = "This is a survivor pool: it has no pick'em table, weeks or pick'em slate";
export const NOT_PICKEM_CARD = "This is a card pool: its week card, grid and tables are under its card";

/** Why a pick'em call refuses a pool of another kind. */
export const notPickemMessage = (kind: string) => (kind === "CARD" ? NOT_PICKEM_CARD : NOT_PICKEM);
export const TOO_MANY_POOLS = `You can be in at most ${MAX_POOLS_PER_PICKER} pools: leave one first`;
export const POOL_FULL = `This pool is full: it has ${MAX_POOL_MEMBERS.toLocaleString("en-US")} members`;

/** Rows per page of a pool's feed and member list, on the server's first page and the client's next ones alike. */
export const POOL_PAGE_SIZE = 20;
/** Rows per page of a pool's week and season tables. */
export const POOL_TABLE_PAGE_SIZE = 25;
/** The owner's pinned announcement: plain text, a few lines. */
export const ANNOUNCEMENT_MAX = 500;
/** Members named in "still to pick"; the count says how many more. */
export const PENDING_SHOWN = 50;

/** 16 random bytes (128 bits), base64url: 22 characters, so a guess is hopeless and the link stays short. */
export const INVITE_CODE_BYTES = 16;
const INVITE_CODE = /^[A-Za-z0-9_-]{22}$/;

export function isInviteCode(value: string): boolean {
  return INVITE_CODE.test(value);
}

export function invitePath(code: string): string {
  return `/pools/join/${encodeURIComponent(code)}`;
}

export function poolPath(poolId: string): string {
  return `/pools/${encodeURIComponent(poolId)}`;
}

/** The leaderboard scope of a pool (GET /api/leaderboard?scope=pool:{id}). */
export function poolScope(poolId: string): `pool:${string}` {
  return `pool:${poolId}`;
}

/** The leagues a pool counts, in the product's order; a new pool counts all four. */
export function poolLeagues(chosen: readonly League[] | undefined): League[] {
  if (!chosen?.length) return [...LEAGUES];
  return LEAGUES.filter((league) => chosen.includes(league));
}
