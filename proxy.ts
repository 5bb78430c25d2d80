// The route guard (Next.js 16 proxy): signed-in users skip /signup and /login; anonymous and unverified users
// are kept from verified-only pages; a verified user without a nickname is sent to choose one before the
// pages where one picks or reads notifications. Every page and handler checks again; this spares a useless render.
import { NextResponse, type NextRequest } from "next/server";
import { nicknameUrl } from "@/lib/domain/account";
import { findCallerBySessionToken, SESSION_COOKIES } from "@/lib/server/auth/caller";

/** Pages for signed-out visitors only. */
const SIGNED_OUT_ONLY = ["/signup", "/login"];
/** Pages for verified users only. */
const VERIFIED_ONLY = ["/logout", "/notifications"];
/** Pages a verified user reaches only once they have a nickname (/logout stays open: nobody is trapped). */
const NICKNAME_FIRST = ["/", "/notifications", "/football", "/basketball", "/hockey", "/baseball"];

const matches = (pathname: string, paths: string[]) =>
  paths.some((path) => pathname === path || (path !== "/" && pathname.startsWith(`${path}/`)));

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const token = SESSION_COOKIES.map((name) => request.cookies.get(name)?.value).find(Boolean);
  // No cookie, no lookup: visitors' pages cost nothing here.
  if (!token) return matches(pathname, VERIFIED_ONLY) ? NextResponse.redirect(new URL("/", request.url)) : NextResponse.next();
  // The proxy runs on Node.js in Next 16, so it can ask the database: a stale cookie must not lock anyone out of /login.
  const caller = await findCallerBySessionToken(token).catch(() => null);
  const redirect = (to: string) => NextResponse.redirect(new URL(to, request.url));
  // /login/magic stays open: a signed-in person may follow a link to switch accounts.
  if (caller && matches(pathname, SIGNED_OUT_ONLY) && !pathname.startsWith("/login/magic")) return redirect("/");
  if (!caller?.verified && matches(pathname, VERIFIED_ONLY)) return redirect("/");
  if (caller?.verified && !caller.username && matches(pathname, NICKNAME_FIRST)) return redirect(nicknameUrl(`${pathname}${search}`));
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/",
    "/signup",
    "/login",
    "/logout",
    "/notifications/:path*",
    "/football/:path*",
    "/basketball/:path*",
    "/hockey/:path*",
    "/baseball/:path*",
  ],
};
