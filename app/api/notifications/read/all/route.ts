// PUT /api/notifications/read/all
import { handler } from "@/lib/api/handler";
import { markAllNotificationsRead } from "@/lib/server/notifications/mark-all-read";

export const PUT = handler({ auth: "auth" }, ({ caller }) => markAllNotificationsRead(caller));
