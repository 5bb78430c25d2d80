// GET /api/user/me
import { handler } from "@/lib/api/handler";
import { storedUserSchema } from "@/lib/contracts/users";
import { getStoredUser } from "@/lib/server/auth/stored-user";

export const GET = handler({ auth: "auth", response: storedUserSchema }, ({ caller }) => getStoredUser(caller.id));
