// What an invite link opens: the pool its code names, counted against the lookup rate limit first.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { InvitePreview } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import { isInviteCode } from "@/lib/domain/pools";
import type { Caller } from "@/lib/server/auth/caller";
import { countInviteLookup } from "./invite-guesses";

export const INVITE_NOT_FOUND = "This invite link is not valid any more: ask the pool's owner for a new one";

/** The pool behind a live code, or NOT_FOUND (a malformed, regenerated or turned-off code alike). */
export async function poolIdOfInvite(code: string, caller: Caller | null, ip: string): Promise<string> {
  await countInviteLookup(ip, caller?.id ?? null);
  const pool = isInviteCode(code) ? await db.pool.findUnique({ where: { inviteCode: code }, select: { id: true } }) : null;
  if (!pool) throw new AppError("NOT_FOUND", { message: INVITE_NOT_FOUND });
  return pool.id;
}

export async function previewInvite(code: string, caller: Caller, ip: string): Promise<InvitePreview> {
  const poolId = await poolIdOfInvite(code, caller, ip);
  const pool = await db.pool.findUniqueOrThrow({
    where: { id: poolId },
    select: {
      id: true,
      name: true,
      description: true,
      owner: { select: { id: true, username: true } },
      _count: { select: { members: true } },
      members: { where: { userId: caller.id }, select: { userId: true } },
    },
  });
  return {
    poolId: pool.id,
    name: pool.name,
    description: pool.description,
    owner: { id: pool.owner.id, username: pool.owner.username ?? "" },
    memberCount: pool._count.members,
    isMember: pool.members.length > 0,
  };
}
