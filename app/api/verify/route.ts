// POST /api/verify
import { handler } from "@/lib/api/handler";
import { linkBody } from "@/lib/server/auth/link-schemas";
import { redeemEmailLink } from "@/lib/server/auth/redeem-email-link";
import { signedInResponse } from "@/lib/server/auth/signed-in-response";

export const POST = handler({ auth: "none", body: linkBody }, async ({ body }) =>
  signedInResponse(await redeemEmailLink("verify", body)),
);
