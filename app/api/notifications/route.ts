// GET /api/notifications
import { handler } from "@/lib/api/handler";
import { listNotifications } from "@/lib/server/notifications/list-notifications";
import { pageQuery } from "@/lib/server/social/pagination";

export const GET = handler({ auth: "auth", query: pageQuery }, ({ caller, query }) => listNotifications(caller, query));
