// The caller's notifications: unread first, then newest, paginated; stored ones and pick results merged.
import "server-only";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/social/require-verified";
import { toPage, type Page, type PageQuery } from "@/lib/server/social/pagination";
import { notificationsListSql } from "./pick-results";

export type NotificationView = {
  id: number;
  type: "NEW_FOLLOWER" | "PICK_RESULT" | "PARLAY_RESULT";
  read: boolean;
  createdAt: string;
  details: unknown;
};

type Row = Omit<NotificationView, "createdAt"> & { createdAt: Date };

export async function listNotifications(caller: Caller, paging: PageQuery): Promise<Page<NotificationView>> {
  requireVerified(caller);
  const skip = paging.page * paging.limit;
  const rows = await db.$queryRaw<Row[]>(notificationsListSql(caller.id, skip + paging.limit + 1, skip));
  const page = toPage(rows, paging);
  return {
    items: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextPage: page.nextPage,
  };
}
