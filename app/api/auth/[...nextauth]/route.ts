// GET, POST /api/auth/* (Auth.js: session, csrf, signout), size-limited and with the catalogue's refusals
import { handlers } from "@/auth";
import { authJsRoute } from "@/lib/api/auth-js-route";

export const GET = authJsRoute(handlers.GET);
export const POST = authJsRoute(handlers.POST);
