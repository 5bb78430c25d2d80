// Serves only the OAuth callbacks of Auth.js's route: sign-in starts from a server action (no CSRF token to fetch), the
// session is read through auth(), and e-mail links are spent by the product's POST routes, never by Auth.js's GET.
import "server-only";
import type { NextRequest } from "next/server";
import { fail } from "./envelope";
import { AppError } from "@/lib/errors/app-error";
import { newRequestId } from "@/lib/observability/report-error";
import { isReadOnlyDeployment, siteOrigin } from "@/lib/settings";
import { enabledOAuthProviders } from "@/lib/server/auth/oauth-providers";

type AuthJsHandler = (request: NextRequest) => Promise<Response>;

export function oauthCallbackRoute(run: AuthJsHandler) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const match = /^\/api\/auth\/callback\/([a-z]+)$/.exec(url.pathname);
    const provider = match && enabledOAuthProviders().find((id) => id === match[1]);
    if (!provider) return fail(new AppError("NOT_FOUND"), newRequestId());
    // A read-only preview signs nobody in (docs/adr-deploy-environments.md).
    if (isReadOnlyDeployment()) return fail(new AppError("FORBIDDEN"), newRequestId());
    // Auth.js builds its redirect_uri and redirects from the request's origin: make that the configured one, whatever
    // Host or X-Forwarded-Host the request carried.
    const origin = new URL(siteOrigin());
    const headers = new Headers(request.headers);
    headers.set("x-forwarded-host", origin.host);
    headers.set("x-forwarded-proto", origin.protocol.replace(":", ""));
    // A plain Request: NextRequest would rewrite a loopback host (127.0.0.1) to "localhost", another origin for cookies.
    return run(new Request(new URL(`${url.pathname}${url.search}`, origin), { headers }) as NextRequest);
  };
}
