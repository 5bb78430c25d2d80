// GET /api/user/sign-in-methods
import { route } from "@/lib/api/handler";
import { signInMethodsApi } from "@/lib/contracts/sign-in-methods";
import { listSignInMethods } from "@/lib/server/auth/sign-in-methods";

export const GET = route(signInMethodsApi.list, ({ caller }) => listSignInMethods(caller.id));
