// GET /api/notifications
import { handler } from "@/lib/api/handler";
import { listNotifications } from "@/lib/server/notifications/list-notifications";
import { notificationPageSchema, socialPageQuery } from "@/lib/contracts/social";

export const GET = handler({ auth: "auth", response: notificationPageSchema, query: socialPageQuery }, ({ caller, query }) => listNotifications(caller, query));
