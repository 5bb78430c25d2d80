// How many notifications a user has not read yet (the header badge).
import "server-only";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/social/require-verified";

export function countUnreadNotifications(userId: string): Promise<number> {
  return db.notification.count({ where: { userId, read: false } });
}

/** GET /api/notifications/count: notifications are for verified pickers only (spec §4). */
export async function unreadCountFor(caller: Caller): Promise<{ count: number }> {
  requireVerified(caller);
  return { count: await countUnreadNotifications(caller.id) };
}
