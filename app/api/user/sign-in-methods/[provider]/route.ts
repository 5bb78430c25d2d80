// DELETE /api/user/sign-in-methods/{provider}
import { route } from "@/lib/api/handler";
import { signInMethodsApi } from "@/lib/contracts/sign-in-methods";
import { unlinkSignInMethod } from "@/lib/server/auth/sign-in-methods";

export const DELETE = route(signInMethodsApi.unlink, ({ caller, params }) => unlinkSignInMethod(caller.id, params.provider));
