// "Clear": mark every notification of the caller read.
import "server-only";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";

export async function markAllNotificationsRead(caller: Caller): Promise<{ updated: number; unread: 0 }> {
  requireVerified(caller);
  const updated = await db.notification.updateMany({ where: { userId: caller.id, read: false }, data: { read: true } });
  return { updated: updated.count, unread: 0 };
}
