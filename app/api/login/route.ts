// POST /api/login
import { handler } from "@/lib/api/handler";
import { emailBody } from "@/lib/server/auth/link-schemas";
import { clientAddress } from "@/lib/server/net/client-address";
import { requestLoginLink } from "@/lib/server/auth/request-login-link";

export const POST = handler({ auth: "none", body: emailBody }, ({ request, body }) =>
  requestLoginLink({ email: body.email, ip: clientAddress(request) }),
);
