// GET /api/admin/audit?limit=&cursor=
import { handler } from "@/lib/api/handler";
import { auditPageSchema, auditQuery } from "@/lib/contracts/admin";
import { listAudit } from "@/lib/server/admin/list-audit";
import { requireAdmin } from "@/lib/server/admin/require-admin";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "auth", response: auditPageSchema, query: auditQuery }, ({ caller, query }) => {
  requireAdmin(caller);
  return listAudit(query);
});
