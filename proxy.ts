// The route guard (Next.js 16 proxy): signed-in users skip /signup and /login; anonymous and unverified users
// are kept from verified-only pages. Every page and handler checks again; this only spares a useless render.
import { NextResponse, type NextRequest } from "next/server";
import { findCallerBySessionToken, SESSION_COOKIES } from "@/lib/server/auth/caller";

/** Pages for signed-out visitors only. */
const SIGNED_OUT_ONLY = ["/signup", "/login"];
/** Pages for verified users only. */
const VERIFIED_ONLY = ["/logout", "/notifications"];

const matches = (pathname: string, paths: string[]) => paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const token = SESSION_COOKIES.map((name) => request.cookies.get(name)?.value).find(Boolean);
  // The proxy runs on Node.js in Next 16, so it can ask the database: a stale cookie must not lock anyone out of /login.
  const caller = token ? await findCallerBySessionToken(token).catch(() => null) : null;
  const home = () => NextResponse.redirect(new URL("/", request.url));
  // /login/magic stays open: a signed-in person may follow a link to switch accounts.
  if (caller && matches(pathname, SIGNED_OUT_ONLY) && !pathname.startsWith("/login/magic")) return home();
  if (!caller?.verified && matches(pathname, VERIFIED_ONLY)) return home();
  return NextResponse.next();
}

export const config = {
  matcher: ["/signup", "/login", "/logout", "/notifications/:path*"],
};
