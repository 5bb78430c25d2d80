// POST /api/login
import { route } from "@/lib/api/handler";
import { authApi } from "@/lib/contracts/auth";
import { clientAddress } from "@/lib/server/net/client-address";
import { requestLoginLink } from "@/lib/server/auth/request-login-link";

export const POST = route(authApi.login, ({ request, body }) => requestLoginLink({ email: body.email, ip: clientAddress(request) }));
