// "Clear": mark every notification of the caller read.
import "server-only";
import { db } from "@/lib/db";

export async function markAllNotificationsRead(userId: string): Promise<{ updated: number; unread: 0 }> {
  const updated = await db.notification.updateMany({ where: { userId, read: false }, data: { read: true } });
  return { updated: updated.count, unread: 0 };
}
