// GET /api/notifications/count
import { route } from "@/lib/api/handler";
import { socialApi } from "@/lib/contracts/social";
import { unreadCountFor } from "@/lib/server/notifications/count-unread";

export const GET = route(socialApi.notificationCount, ({ caller }) => unreadCountFor(caller));
