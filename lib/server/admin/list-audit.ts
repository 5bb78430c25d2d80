// The admin audit trail, newest first and bounded.
import "server-only";
import type { AuditEntry } from "@/lib/contracts/admin";
import { db } from "@/lib/db";

export const AUDIT_LIMIT = 50;

export async function listAudit(limit = AUDIT_LIMIT): Promise<AuditEntry[]> {
  const rows = await db.adminAudit.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(1, limit), AUDIT_LIMIT),
    select: { id: true, action: true, actorName: true, fixtureId: true, details: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
