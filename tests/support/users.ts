// The one user factory for tests and journeys: what a test user's columns are, written by Prisma or by one SQL INSERT.
// It imports no database client, so jest (through Prisma), Playwright and the benches (through pg) all share it.
import crypto from "node:crypto";
import { usernameColumns } from "@/lib/domain/username-skeleton";

export type NewUser = {
  /** Left to the database's default when absent and the writer can take it (Prisma); otherwise `${prefix}<hex>`. */
  id?: string;
  email?: string;
  /** A verified address unless false: most callers stand for a picker who finished signing up. */
  verified?: boolean;
  /** null: no nickname chosen yet; absent: `${prefix}<hex>`. */
  username?: string | null;
  role?: "USER" | "ADMIN";
  /** The start of generated ids and usernames, so a failing run shows whose rows are whose. */
  prefix?: string;
};

export type UserRow = { id: string; email: string; username: string | null };

/** Runs one statement with positional parameters and returns its rows: `sql` in the journeys, a pg client in benches. */
export type Query = <T extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;

const hex = (bytes: number) => crypto.randomBytes(bytes).toString("hex");

/** The stored columns of a new user, as the app writes them once sign-up and the nickname are done. */
export function userData(options: NewUser = {}) {
  const prefix = options.prefix ?? "picker";
  const username = options.username === undefined ? `${prefix}${hex(3)}` : options.username;
  return {
    ...(options.id === undefined ? {} : { id: options.id }),
    email: options.email ?? `${options.id ?? `${prefix}${hex(8)}`}@example.test`,
    emailVerified: options.verified === false ? null : new Date(),
    ...(username === null ? {} : usernameColumns(username)),
    role: options.role ?? "USER",
  };
}

/** The columns every SQL writer of users fills, in the order their values come. */
const USER_COLUMNS = `id, email, "emailVerified", username, "usernameKey", "usernameSkeleton", role, "updatedAt"`;

/** One user, written with plain SQL; the id is generated when not given. */
export async function insertUser(query: Query, options: NewUser = {}): Promise<UserRow> {
  const data = userData({ ...options, id: options.id ?? `${options.prefix ?? "e2e"}${hex(10)}` });
  const [row] = await query<UserRow>(
    `INSERT INTO "User" (${USER_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7::"Role", now()) RETURNING id, email, username`,
    [data.id, data.email, data.emailVerified, data.username ?? null, data.usernameKey ?? null, data.usernameSkeleton ?? null, data.role],
  );
  return row;
}

/** Names whose key and skeleton are simply their lower case, which is what lets SQL write them in bulk. */
export const BULK_USERNAME = /^[A-Za-z0-9]+$/;

/**
 * Many users in one INSERT ... SELECT, for datasets too big to write one by one (the benches'): every row of `rows`, a
 * FROM item with `id` and `username` columns, becomes a user as userData shapes one (verified address `<id>@example.test`,
 * role USER). Usernames must match BULK_USERNAME.
 */
export function insertUsersSql(rows: string): string {
  return `INSERT INTO "User" (${USER_COLUMNS})
    SELECT u.id, u.id || '@example.test', now(), u.username, lower(u.username), lower(u.username), 'USER', now() FROM ${rows}`;
}

/** A live session for the user, a day long by the test's own clock (fake timers included). */
export function sessionData(userId: string) {
  return { sessionToken: hex(24), userId, expires: new Date(Date.now() + 86_400_000) };
}

/** The session written with plain SQL; its token goes in the Auth.js cookie or an Authorization: Bearer header. */
export async function insertSession(query: Query, userId: string): Promise<string> {
  const session = sessionData(userId);
  await query(`INSERT INTO "Session" ("sessionToken", "userId", expires, "updatedAt") VALUES ($1, $2, $3, now())`, [
    session.sessionToken,
    userId,
    session.expires,
  ]);
  return session.sessionToken;
}
