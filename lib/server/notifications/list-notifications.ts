// The caller's notifications: unread first, then newest, paginated.
import "server-only";
import type { NotificationView } from "@/lib/contracts/social";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { offsetWindow, toOffsetPage } from "@/lib/api/pages";
import type { Page, PageQuery } from "@/lib/contracts/page";

export async function listNotifications(caller: Caller, paging: PageQuery): Promise<Page<NotificationView>> {
  requireVerified(caller);
  const rows = await db.notification.findMany({
    where: { userId: caller.id },
    orderBy: [{ read: "asc" }, { createdAt: "desc" }, { id: "desc" }],
    ...offsetWindow(paging),
    select: { id: true, type: true, read: true, createdAt: true, details: true },
  });
  return toOffsetPage(rows, paging, (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
