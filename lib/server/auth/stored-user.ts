// The stored-user shape (what GET /api/user/me returns and the browser keeps, minus the token).
import "server-only";
import type { StoredUser } from "@/lib/contracts/users";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";

export const FOLLOWED_LIMIT = 1000;

export async function getStoredUser(userId: string): Promise<StoredUser> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      emailVerified: true,
      role: true,
      bio: true,
      image: true,
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
    profilePictureURL: user.image,
    followed: user.following.map((follow) => follow.followedId),
  };
}
