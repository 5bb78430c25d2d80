// The caller's notifications: unread first, then newest, paginated.
import "server-only";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/social/require-verified";
import { toPage, type Page, type PageQuery } from "@/lib/server/social/pagination";

export type NotificationView = {
  id: number;
  type: "NEW_FOLLOWER" | "PICK_RESULT" | "PARLAY_RESULT" | "POOL_JOINED" | "POOL_REMOVED";
  read: boolean;
  createdAt: string;
  details: unknown;
};

export async function listNotifications(caller: Caller, paging: PageQuery): Promise<Page<NotificationView>> {
  requireVerified(caller);
  const rows = await db.notification.findMany({
    where: { userId: caller.id },
    orderBy: [{ read: "asc" }, { createdAt: "desc" }, { id: "desc" }],
    skip: paging.page * paging.limit,
    take: paging.limit + 1,
    select: { id: true, type: true, read: true, createdAt: true, details: true },
  });
  const page = toPage(rows, paging);
  return {
    items: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextPage: page.nextPage,
  };
}
