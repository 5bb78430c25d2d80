// PUT /api/notifications/read {id}
import { handler } from "@/lib/api/handler";
import { markNotificationRead } from "@/lib/server/notifications/mark-read";
import { notificationIdBody, notificationReadSchema } from "@/lib/contracts/social";

export const PUT = handler({ auth: "auth", response: notificationReadSchema, body: notificationIdBody }, ({ caller, body }) => markNotificationRead(caller, body.id));
