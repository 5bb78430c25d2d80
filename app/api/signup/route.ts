// POST /api/signup
import { route } from "@/lib/api/handler";
import { authApi } from "@/lib/contracts/auth";
import { clientAddress } from "@/lib/server/net/client-address";
import { requestSignUp } from "@/lib/server/auth/request-sign-up";

export const POST = route(authApi.signup, ({ request, body }) => requestSignUp({ email: body.email, ip: clientAddress(request) }));
