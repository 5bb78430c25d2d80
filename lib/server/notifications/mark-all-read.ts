// "Clear": mark every notification of the caller read; pick results by moving the caller's read watermark.
import "server-only";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { countUnreadNotifications } from "./count-unread";

export async function markAllNotificationsRead(caller: Caller): Promise<{ updated: number; unread: 0 }> {
  requireVerified(caller);
  const updated = await countUnreadNotifications(caller.id);
  await db.$transaction([
    db.$executeRaw`UPDATE "User" SET "resultsReadAt" = greatest(now(), "resultsReadAt") WHERE "id" = ${caller.id}`,
    db.notification.updateMany({ where: { userId: caller.id, read: false }, data: { read: true } }),
  ]);
  return { updated, unread: 0 };
}
