// Follow a picker: idempotent, never yourself, and at most one NEW_FOLLOWER notification per pair and day.
import "server-only";
import type { FollowState } from "@/lib/contracts/social";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { periodRange } from "@/lib/domain/periods";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { appTimeZone } from "@/lib/settings";

export async function followPicker(caller: Caller, followedId: string, now = new Date()): Promise<FollowState> {
  requireVerified(caller);
  if (followedId === caller.id) throw new AppError("FORBIDDEN", { message: "You cannot follow yourself" });
  const target = await db.user.findUnique({ where: { id: followedId }, select: { id: true, username: true } });
  if (!target?.username) throw new AppError("NOT_FOUND", { message: "This picker does not exist" });

  await db.$transaction(async (tx) => {
    // Serialises follow/unfollow races on this one pair, so the day's notification check cannot be raced.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`follow:${caller.id}:${followedId}`}))`;
    const created = await tx.follow.createMany({ data: [{ followerId: caller.id, followedId }], skipDuplicates: true });
    if (created.count === 0) return;
    const today = periodRange("TODAY", now, appTimeZone());
    const already = await tx.notification.findFirst({
      where: {
        userId: followedId,
        type: "NEW_FOLLOWER",
        createdAt: { gte: today.start ?? undefined },
        details: { path: ["followerId"], equals: caller.id },
      },
      select: { id: true },
    });
    if (already) return;
    await tx.notification.create({
      data: {
        userId: followedId,
        type: "NEW_FOLLOWER",
        details: { username: caller.username ?? "A picker", followerId: caller.id },
      },
    });
  });
  const followersCount = await db.follow.count({ where: { followedId } });
  return { followedId, following: true, followersCount };
}
