// GET /api/notifications
import { route } from "@/lib/api/handler";
import { listNotifications } from "@/lib/server/notifications/list-notifications";
import { socialApi } from "@/lib/contracts/social";

export const GET = route(socialApi.notifications, ({ caller, query }) => listNotifications(caller, query));
