// The optimistic route guard (Next.js 16 proxy): cheap checks before a page renders; every page and handler checks again.
import { NextResponse, type NextRequest } from "next/server";

const SESSION_COOKIES = ["__Secure-authjs.session-token", "authjs.session-token"];

/** Pages that only make sense with a session: visitors go home instead of meeting an error. */
const SIGNED_IN_ONLY = ["/logout", "/notifications"];

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (!hasSession && SIGNED_IN_ONLY.some((path) => pathname === path || pathname.startsWith(`${path}/`))) {
    return NextResponse.redirect(new URL("/", request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/logout", "/notifications/:path*"],
};
