// GET /api/notifications/count
import { handler } from "@/lib/api/handler";
import { unreadCountFor } from "@/lib/server/notifications/count-unread";

export const GET = handler({ auth: "auth" }, ({ caller }) => unreadCountFor(caller));
