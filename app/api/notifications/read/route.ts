// PUT /api/notifications/read {id}
import { handler } from "@/lib/api/handler";
import { markNotificationRead } from "@/lib/server/notifications/mark-read";
import { notificationIdBody } from "@/lib/contracts/social";

export const PUT = handler({ auth: "auth", body: notificationIdBody }, ({ caller, body }) => markNotificationRead(caller, body.id));
