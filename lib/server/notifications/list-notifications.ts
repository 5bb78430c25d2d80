// The caller's notifications: unread first, then newest, paginated; stored ones and pick results merged.
import "server-only";
import type { NotificationView } from "@/lib/contracts/social";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { offsetWindow, toOffsetPage } from "@/lib/contracts/page-from-rows";
import type { Page, PageQuery } from "@/lib/contracts/page";
import { notificationsListSql } from "./pick-results";

type Row = Omit<NotificationView, "createdAt"> & { createdAt: Date };

export async function listNotifications(caller: Caller, paging: PageQuery): Promise<Page<NotificationView>> {
  requireVerified(caller);
  const { skip, take } = offsetWindow(paging);
  const rows = await db.$queryRaw<Row[]>(notificationsListSql(caller.id, skip + take, skip));
  return toOffsetPage(rows, paging, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
