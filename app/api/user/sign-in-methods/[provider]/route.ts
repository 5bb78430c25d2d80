// DELETE /api/user/sign-in-methods/{provider}
import { handler } from "@/lib/api/handler";
import { signInMethodsSchema, signInProviderParams } from "@/lib/contracts/sign-in-methods";
import { unlinkSignInMethod } from "@/lib/server/auth/sign-in-methods";

export const DELETE = handler({ auth: "auth", params: signInProviderParams, response: signInMethodsSchema }, ({ caller, params }) =>
  unlinkSignInMethod(caller.id, params.provider),
);
