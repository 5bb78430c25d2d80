// Auth.js v5: database sessions through the Prisma adapter. It owns the session cookie's name and options,
// auth() and /api/auth/*; the e-mail link exchange itself is ours (lib/server/auth, see docs/adr-auth.md).
import NextAuth from "next-auth";
import { PrismaAdapter } from "@auth/prisma-adapter";
import { db } from "@/lib/db";
import { redirectTarget } from "@/lib/domain/redirect-target";
import { authSecret } from "@/lib/server/auth/auth-secret";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/server/auth/settings";

export const { handlers, auth, signOut } = NextAuth(() => ({
  adapter: PrismaAdapter(db as unknown as Parameters<typeof PrismaAdapter>[0]),
  session: { strategy: "database", maxAge: SESSION_MAX_AGE_SECONDS },
  // No Auth.js provider: its e-mail provider consumes links on GET, which mail scanners trigger.
  providers: [],
  secret: authSecret(),
  // Behind Vercel's proxy and on localhost the Host header is the truth; cookies are Secure when the URL is https.
  trustHost: true,
  pages: { signIn: "/login", error: "/login", verifyRequest: "/signup" },
  // callbackUrl is decided by the product's one redirect rule, like every other way back.
  callbacks: { redirect: ({ url, baseUrl }) => new URL(redirectTarget(url, baseUrl), baseUrl).href },
}));
