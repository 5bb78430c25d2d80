// PUT /api/user: changes the username and/or bio of a verified user; a taken, look-alike or reserved username is CONFLICT.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { isReservedUsername } from "@/lib/domain/account";
import { usernameColumns } from "@/lib/domain/username-skeleton";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/server/auth/caller";
import type { StoredUser } from "@/lib/contracts/users";
import { getStoredUser } from "@/lib/server/auth/stored-user";

export type ProfileChange = { username?: string; bio?: string };

export async function updateProfile(caller: Caller, change: ProfileChange): Promise<StoredUser> {
  if (!caller.verified) throw new AppError("FORBIDDEN", { message: "Confirm your e-mail address first" });
  const data: Prisma.UserUpdateInput = {};
  if (change.username !== undefined) {
    const columns = usernameColumns(change.username);
    // A look-alike of a reserved name ("аdmin" with a Cyrillic а) impersonates the house just as well.
    if (isReservedUsername(change.username) || isReservedUsername(columns.usernameSkeleton)) {
      throw new AppError("CONFLICT", { message: "This username is not available" });
    }
    Object.assign(data, columns);
  }
  if (change.bio !== undefined) data.bio = change.bio;
  try {
    await db.user.update({ where: { id: caller.id }, data });
  } catch (error) {
    // The unique indexes on usernameKey and usernameSkeleton decide: a taken name, a look-alike of one, or a race.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CONFLICT", { message: "This username is already taken" });
    }
    throw error;
  }
  return getStoredUser(caller.id);
}
