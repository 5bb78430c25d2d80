// GET /api/user/me
import { handler } from "@/lib/api/handler";
import { getStoredUser } from "@/lib/server/auth/stored-user";

export const GET = handler({ auth: "auth" }, ({ caller }) => getStoredUser(caller.id));
