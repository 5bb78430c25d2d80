// A picker's profile by username (case-insensitive): public fields, counts, and whether the caller follows them.
// A private picker's profile is not-found to everyone but themselves.
import "server-only";
import type { PickerProfile } from "@/lib/contracts/pickers";
import { AppError } from "@/lib/errors/app-error";
import { readDb } from "@/lib/server/read-db";
import { assertVisible } from "@/lib/server/privacy/picker-visibility";

export async function getPickerProfile(username: string, callerId?: string | null): Promise<PickerProfile> {
  const reader = await readDb(callerId);
  const user = await reader.user.findUnique({
    where: { usernameKey: username.toLowerCase() },
    select: {
      id: true,
      username: true,
      bio: true,
      image: true,
      standing: { select: { points: true } },
      hotStreak: true,
      private: true,
      emailVerified: true,
      createdAt: true,
      _count: { select: { followers: true, following: true } },
    },
  });
  if (!user?.username) throw new AppError("NOT_FOUND", { message: "This picker does not exist" });
  assertVisible(user, callerId, "picker");
  const followed = callerId && callerId !== user.id
    ? await reader.follow.findUnique({ where: { followerId_followedId: { followerId: callerId, followedId: user.id } }, select: { createdAt: true } })
    : null;
  return {
    id: user.id,
    username: user.username,
    bio: user.bio,
    picture: user.image,
    score: user.standing?.points.toString() ?? "0",
    hotStreak: user.hotStreak,
    verified: user.emailVerified !== null,
    createdAt: user.createdAt.toISOString(),
    followersCount: user._count.followers,
    followingCount: user._count.following,
    followedByCaller: followed !== null,
    isOwn: callerId === user.id,
  };
}
