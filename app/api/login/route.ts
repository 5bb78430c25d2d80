// POST /api/login
import { handler } from "@/lib/api/handler";
import { emailBody } from "@/lib/server/auth/link-schemas";
import { clientIp } from "@/lib/server/auth/rate-limit";
import { requestLoginLink } from "@/lib/server/auth/request-login-link";

export const POST = handler({ auth: "none", body: emailBody }, ({ request, body }) =>
  requestLoginLink({ email: body.email, ip: clientIp(request) }),
);
