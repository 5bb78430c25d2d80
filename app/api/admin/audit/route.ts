// GET /api/admin/audit
import { handler } from "@/lib/api/handler";
import { listAudit } from "@/lib/server/admin/list-audit";
import { requireAdmin } from "@/lib/server/admin/require-admin";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "auth" }, ({ caller }) => {
  requireAdmin(caller);
  return listAudit();
});
