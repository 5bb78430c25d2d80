// POST /api/signup
import { handler } from "@/lib/api/handler";
import { emailBody } from "@/lib/server/auth/link-schemas";
import { clientAddress } from "@/lib/server/net/client-address";
import { requestSignUp } from "@/lib/server/auth/request-sign-up";

export const POST = handler({ auth: "none", body: emailBody }, ({ request, body }) =>
  requestSignUp({ email: body.email, ip: clientAddress(request) }),
);
