// How many notifications a user has not read yet (the header badge).
import "server-only";
import { db } from "@/lib/db";

export function countUnreadNotifications(userId: string): Promise<number> {
  return db.notification.count({ where: { userId, read: false } });
}
