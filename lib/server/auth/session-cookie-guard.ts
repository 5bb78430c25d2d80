// The proxy's route guard, which reads no database: without a session cookie nobody is a verified user, so a
// verified-only page sends the request home before any render. Everything that depends on whose session a cookie
// holds (a signed-in user on /signup or /login, an unverified one on a verified-only page, a verified one without a
// nickname) is decided by the page, from the one session read it makes (lib/server/auth/page-access.ts).
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIES } from "./caller";

/** Pages for verified users only (each checks the session itself too). */
const VERIFIED_ONLY = ["/logout", "/notifications"];

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Whether the request carries a session cookie at all (whether it names a live session is the page's question). */
export function hasSessionCookie(request: NextRequest): boolean {
  return SESSION_COOKIES.some((name) => Boolean(request.cookies.get(name)?.value));
}

/** The redirect home for a verified-only page asked for without a session cookie, or null to carry on. */
export function cookielessRedirect(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (!VERIFIED_ONLY.some((path) => isUnder(pathname, path)) || hasSessionCookie(request)) return null;
  return NextResponse.redirect(new URL("/", request.url));
}
