// GET /api/admin/audit
import { handler } from "@/lib/api/handler";
import { auditListSchema } from "@/lib/contracts/admin";
import { listAudit } from "@/lib/server/admin/list-audit";
import { requireAdmin } from "@/lib/server/admin/require-admin";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "auth", response: auditListSchema }, ({ caller }) => {
  requireAdmin(caller);
  return listAudit();
});
