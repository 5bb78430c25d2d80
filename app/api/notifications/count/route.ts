// GET /api/notifications/count
import { handler } from "@/lib/api/handler";
import { unreadCountSchema } from "@/lib/contracts/social";
import { unreadCountFor } from "@/lib/server/notifications/count-unread";

export const GET = handler({ auth: "auth", response: unreadCountSchema }, ({ caller }) => unreadCountFor(caller));
