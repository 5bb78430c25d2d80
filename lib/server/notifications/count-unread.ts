// How many notifications a user has not read yet (the header badge).
import "server-only";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";

export function countUnreadNotifications(userId: string): Promise<number> {
  return db.notification.count({ where: { userId, read: false } });
}

/** GET /api/notifications/count: a bare number; notifications are for verified pickers only. */
export async function unreadCountFor(caller: Caller): Promise<number> {
  requireVerified(caller);
  return countUnreadNotifications(caller.id);
}
