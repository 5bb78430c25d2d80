// How many notifications a user has not read yet (the header badge): unread stored rows plus unread pick results.
import "server-only";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { unreadCountSql } from "./pick-results";

export async function countUnreadNotifications(userId: string): Promise<number> {
  const [{ unread }] = await db.$queryRaw<{ unread: number }[]>(unreadCountSql(userId));
  return unread;
}

/** GET /api/notifications/count: a bare number; notifications are for verified pickers only. */
export async function unreadCountFor(caller: Caller): Promise<number> {
  requireVerified(caller);
  return countUnreadNotifications(caller.id);
}
