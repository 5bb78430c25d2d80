// Create a pool: a verified picker becomes its owner and first member, within the pools-per-picker limit.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { PoolDetail } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import { MAX_POOLS_PER_PICKER, TOO_MANY_POOLS, poolLeagues } from "@/lib/domain/pools";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { newInviteCode } from "./invite-code";
import { lockPicker } from "./pool-access";
import { poolSummarySelect, toPoolDetail } from "./pool-summary";

export type NewPool = { name: string; description?: string; leagues?: League[] };

export async function createPool(caller: Caller, input: NewPool): Promise<PoolDetail> {
  requireVerified(caller);
  const row = await db.$transaction(async (tx) => {
    if ((await lockPicker(tx, caller.id)) >= MAX_POOLS_PER_PICKER) throw new AppError("CONFLICT", { message: TOO_MANY_POOLS });
    return tx.pool.create({
      data: {
        name: input.name,
        description: input.description || null,
        leagues: poolLeagues(input.leagues).map(toDbLeague),
        ownerId: caller.id,
        inviteCode: newInviteCode(),
        members: { create: { userId: caller.id } },
      },
      select: poolSummarySelect,
    });
  });
  return toPoolDetail(row, caller.id);
}
