// GET /api/user/me
import { route } from "@/lib/api/handler";
import { usersApi } from "@/lib/contracts/users";
import { getStoredUser } from "@/lib/server/auth/stored-user";

export const GET = route(usersApi.me, ({ caller }) => getStoredUser(caller.id));
