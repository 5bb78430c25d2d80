// PUT /api/user: changes the username and/or bio of a verified user; a taken or reserved username is CONFLICT.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { isReservedUsername, usernameKey } from "@/lib/domain/account";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/server/auth/caller";
import { getStoredUser, type StoredUser } from "./stored-user";

export type ProfileChange = { username?: string; bio?: string };

export async function updateProfile(caller: Caller, change: ProfileChange): Promise<StoredUser> {
  if (!caller.verified) throw new AppError("FORBIDDEN", { message: "Confirm your e-mail address first" });
  const data: Prisma.UserUpdateInput = {};
  if (change.username !== undefined) {
    if (isReservedUsername(change.username)) throw new AppError("CONFLICT", { message: "This username is not available" });
    data.username = change.username;
    data.usernameKey = usernameKey(change.username);
  }
  if (change.bio !== undefined) data.bio = change.bio;
  try {
    await db.user.update({ where: { id: caller.id }, data });
  } catch (error) {
    // The unique index on usernameKey decides races between two people choosing one name.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CONFLICT", { message: "This username is already taken" });
    }
    throw error;
  }
  return getStoredUser(caller.id);
}
