// POST /api/login/magic
import { route } from "@/lib/api/handler";
import { authApi } from "@/lib/contracts/auth";
import { redeemEmailLink } from "@/lib/server/auth/redeem-email-link";
import { signedInResponse } from "@/lib/api/signed-in-response";

export const POST = route(authApi.magicLogin, async ({ body }) => signedInResponse(await redeemEmailLink("login", body)));
