// GET /api/auth/callback/{google,github} (Auth.js: where a provider sends the browser back after consent)
import { handlers } from "@/lib/server/auth/auth-js";
import { declared } from "@/lib/api/handler";
import { authApi } from "@/lib/contracts/auth";
import { oauthCallbackRoute } from "@/lib/api/oauth-callback-route";

export const GET = declared(authApi.oauthCallback, oauthCallbackRoute(handlers.GET));
