// The Auth.js Prisma adapter over the app's client, with the session lookup every signed-in request pays as one statement.
import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { Adapter, AdapterSession, AdapterUser } from "next-auth/adapters";
import { db } from "@/lib/db";
import type { Caller } from "./caller";

/** The user Auth.js hands to the session callback: the adapter's fields plus what the caller needs. */
export type SessionUser = AdapterUser & { username: string | null; role: Caller["role"] };

type Row = { sessionToken: string; userId: string; expires: Date; email: string; emailVerified: Date | null; username: string | null; role: Caller["role"] };

/**
 * One statement (the stock adapter's nested read sends two, the session and then its user): every authenticated
 * request pays this lookup, so in a rush of picks it is a third of the database round trips.
 */
async function getSessionAndUser(sessionToken: string): Promise<{ session: AdapterSession; user: SessionUser } | null> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT s."sessionToken", s."userId", s."expires", u."email", u."emailVerified", u."username", u."role"::text AS "role"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."sessionToken" = ${sessionToken}`;
  const row = rows[0];
  if (!row) return null;
  return {
    session: { sessionToken: row.sessionToken, userId: row.userId, expires: row.expires },
    user: { id: row.userId, email: row.email, emailVerified: row.emailVerified, username: row.username, role: row.role },
  };
}

/** `onFailure` sees a failed session lookup, which Auth.js itself would only log and answer as "no session". */
export function pickerAdapter(onFailure?: (error: unknown) => void): Adapter {
  const base = PrismaAdapter(db as unknown as Parameters<typeof PrismaAdapter>[0]);
  return {
    ...base,
    getSessionAndUser: async (token) => {
      try {
        return await getSessionAndUser(token);
      } catch (error) {
        onFailure?.(error);
        throw error;
      }
    },
    // Idempotent: a session already gone (logged out elsewhere, expired and swept) is not an error.
    deleteSession: async (sessionToken) => {
      await db.session.deleteMany({ where: { sessionToken } });
    },
  };
}
