// GET /api/notifications
import { handler } from "@/lib/api/handler";
import { listNotifications } from "@/lib/server/notifications/list-notifications";
import { socialPageQuery } from "@/lib/contracts/social";

export const GET = handler({ auth: "auth", query: socialPageQuery }, ({ caller, query }) => listNotifications(caller, query));
