// The owner's invite link: a new code (the old one stops working at once, being replaced in the same row) or none.
import "server-only";
import type { InviteLink } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { newInviteCode } from "./invite-code";
import { ownedPool } from "./pool-access";

export async function regenerateInvite(caller: Caller, poolId: string): Promise<InviteLink> {
  return setInvite(caller, poolId, newInviteCode());
}

export async function turnOffInvite(caller: Caller, poolId: string): Promise<InviteLink> {
  return setInvite(caller, poolId, null);
}

async function setInvite(caller: Caller, poolId: string, inviteCode: string | null): Promise<InviteLink> {
  requireVerified(caller);
  await ownedPool(poolId, caller.id);
  const row = await db.pool.update({ where: { id: poolId }, data: { inviteCode }, select: { inviteCode: true } });
  return { inviteCode: row.inviteCode };
}
