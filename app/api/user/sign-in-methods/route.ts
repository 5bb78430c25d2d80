// GET /api/user/sign-in-methods
import { handler } from "@/lib/api/handler";
import { signInMethodsSchema } from "@/lib/contracts/sign-in-methods";
import { listSignInMethods } from "@/lib/server/auth/sign-in-methods";

export const GET = handler({ auth: "auth", response: signInMethodsSchema }, ({ caller }) => listSignInMethods(caller.id));
