// Mark one of the caller's notifications read; someone else's is "not found", never a hint that it exists.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { countUnreadNotifications } from "./count-unread";

export async function markNotificationRead(userId: string, id: number): Promise<{ id: number; read: true; unread: number }> {
  const updated = await db.notification.updateMany({ where: { id, userId }, data: { read: true } });
  if (updated.count === 0) throw new AppError("NOT_FOUND", { message: "This notification does not exist" });
  return { id, read: true, unread: await countUnreadNotifications(userId) };
}
