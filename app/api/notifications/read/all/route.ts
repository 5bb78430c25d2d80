// PUT /api/notifications/read/all
import { route } from "@/lib/api/handler";
import { socialApi } from "@/lib/contracts/social";
import { markAllNotificationsRead } from "@/lib/server/notifications/mark-all-read";

export const PUT = route(socialApi.readAllNotifications, ({ caller }) => markAllNotificationsRead(caller));
