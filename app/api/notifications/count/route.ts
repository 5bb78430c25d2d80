// GET /api/notifications/count
import { handler } from "@/lib/api/handler";
import { countUnreadNotifications } from "@/lib/server/notifications/count-unread";

export const GET = handler({ auth: "auth" }, async ({ caller }) => ({ count: await countUnreadNotifications(caller.id) }));
