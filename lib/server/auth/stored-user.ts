// The stored-user shape (what GET /api/user/me returns and the browser keeps, minus the token).
import "server-only";
import type { StoredUser } from "@/lib/contracts/users";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";

export const FOLLOWED_LIMIT = 1000;

/** Served by the picker area; the hash in the URL lets the image be cached for ever. */
export function avatarUrl(userId: string, hash: string): string {
  return `/api/picker/${encodeURIComponent(userId)}/avatar?v=${encodeURIComponent(hash)}`;
}

export async function getStoredUser(userId: string): Promise<StoredUser> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      emailVerified: true,
      role: true,
      bio: true,
      avatar: { select: { hash: true } },
      following: { select: { followedId: true }, orderBy: { createdAt: "asc" }, take: FOLLOWED_LIMIT },
    },
  });
  if (!user) throw new AppError("UNAUTHORIZED");
  return {
    id: user.id,
    username: user.username,
    verified: user.emailVerified !== null,
    role: user.role,
    bio: user.bio,
    profilePictureURL: user.avatar ? avatarUrl(user.id, user.avatar.hash) : null,
    followed: user.following.map((follow) => follow.followedId),
  };
}
