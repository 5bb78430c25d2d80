// The admin audit trail, newest first, a page at a time.
import "server-only";
import { keysetCursor } from "@/lib/contracts/cursor";
import { toKeysetPage } from "@/lib/contracts/page-from-rows";
import type { AuditEntry } from "@/lib/contracts/admin";
import type { Page, PageQuery } from "@/lib/contracts/page";
import { db } from "@/lib/db";

export async function listAudit(paging: PageQuery): Promise<Page<AuditEntry>> {
  const [at, id] = keysetCursor.decode(paging.cursor) ?? [];
  const rows = await db.adminAudit.findMany({
    // Keyset on (createdAt, id) descending: the page after the cursor's entry.
    where: at && id ? { OR: [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: id } }] } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: paging.limit + 1,
    select: { id: true, action: true, actorName: true, fixtureId: true, details: true, createdAt: true },
  });
  return toKeysetPage(rows, paging.limit, (row) => ({ at: row.createdAt, id: row.id }), (row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
