// GET /api/admin/audit?limit=&cursor=
import { route } from "@/lib/api/handler";
import { adminApi } from "@/lib/contracts/admin";
import { listAudit } from "@/lib/server/admin/list-audit";
import { requireAdmin } from "@/lib/server/admin/require-admin";

export const dynamic = "force-dynamic";

export const GET = route(adminApi.audit, ({ caller, query }) => {
  requireAdmin(caller);
  return listAudit(query);
});
