// Unfollow a picker: idempotent (unfollowing someone you do not follow is not an error).
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import type { FollowState } from "@/lib/contracts/social";
import { requireVerified } from "@/lib/server/auth/require-verified";

export async function unfollowPicker(caller: Caller, followedId: string): Promise<FollowState> {
  requireVerified(caller);
  if (followedId === caller.id) throw new AppError("FORBIDDEN", { message: "You cannot follow yourself" });
  const target = await db.user.findUnique({ where: { id: followedId }, select: { id: true } });
  if (!target) throw new AppError("NOT_FOUND", { message: "This picker does not exist" });
  await db.follow.deleteMany({ where: { followerId: caller.id, followedId } });
  const followersCount = await db.follow.count({ where: { followedId } });
  return { followedId, following: false, followersCount };
}
