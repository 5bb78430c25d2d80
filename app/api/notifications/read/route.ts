// PUT /api/notifications/read {id}
import { route } from "@/lib/api/handler";
import { markNotificationRead } from "@/lib/server/notifications/mark-read";
import { socialApi } from "@/lib/contracts/social";

export const PUT = route(socialApi.readNotification, ({ caller, body }) => markNotificationRead(caller, body.id));
