// GET /api/auth/callback/{google,github} (Auth.js: where a provider sends the browser back after consent)
import { handlers } from "@/auth";
import { oauthCallbackRoute } from "@/lib/server/auth/oauth-callback-route";

export const GET = oauthCallbackRoute(handlers.GET);
