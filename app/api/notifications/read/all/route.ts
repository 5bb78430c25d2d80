// PUT /api/notifications/read/all
import { handler } from "@/lib/api/handler";
import { allNotificationsReadSchema } from "@/lib/contracts/social";
import { markAllNotificationsRead } from "@/lib/server/notifications/mark-all-read";

export const PUT = handler({ auth: "auth", response: allNotificationsReadSchema }, ({ caller }) => markAllNotificationsRead(caller));
