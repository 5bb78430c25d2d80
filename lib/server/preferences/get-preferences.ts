// A picker's own preferences: privacy, hidden pending picks and which e-mails are on.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import type { Preferences } from "@/lib/contracts/preferences";
import { db } from "@/lib/db";

export const preferencesSelect = { private: true, hidePendingPicks: true, emailReminder: true, emailDigest: true } as const;

export async function getPreferences(userId: string): Promise<Preferences> {
  const user = await db.user.findUnique({ where: { id: userId }, select: preferencesSelect });
  if (!user) throw new AppError("NOT_FOUND");
  return user;
}
