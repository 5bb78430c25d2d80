// Moving sign-in onto Auth.js needs no migration: on a copy of the demo database (migrated, seeded, with sessions and a
// linked account written as the previous code wrote them) the migrator applies nothing, and every session, bearer token
// and account keeps working through the adapter and auth(), so nobody signs in again.
import crypto from "node:crypto";
import { auth } from "@/lib/server/auth/auth-js";
import { GET as me } from "@/app/api/user/me/route";
import { db } from "@/lib/db";
import { pickerAdapter } from "@/lib/server/auth/adapter";
import { migrate } from "@/scripts/lib/migrator";
import { prepareAppDatabase } from "@/scripts/lib/prepare-database";
import { apiRequest } from "../support/requests";

const quiet = jest.spyOn(console, "log").mockImplementation(() => {});
afterAll(() => quiet.mockRestore());

/** A session exactly as the previous sign-in code created it: 32 random bytes, base64url, 30 days. */
async function legacySession(userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.$executeRaw`INSERT INTO "Session" ("sessionToken", "userId", "expires", "updatedAt")
    VALUES (${token}, ${userId}, now() + interval '30 days', now())`;
  return token;
}

let pickers: { id: string; username: string | null; email: string }[] = [];

beforeAll(async () => {
  // The demo world, as `npm run build` prepares it on an empty database.
  await (await prepareAppDatabase()).stop();
  pickers = await db.user.findMany({ where: { emailVerified: { not: null }, username: { not: null } }, select: { id: true, username: true, email: true }, take: 3, orderBy: { createdAt: "asc" } });
  expect(pickers).toHaveLength(3);
  // Seeding the whole demo world takes about 20 s on a quiet two-core machine, and more while it is busy.
}, 120_000);

test("the migrator has nothing to apply: the tables are already in the adapter's format", async () => {
  expect(await migrate(process.env.DATABASE_URL!, { log: () => {} })).toEqual([]);
  const columns = await db.$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name IN ('Account', 'Session', 'VerificationToken')`;
  const of = (table: string) => columns.filter((c) => c.table_name === table).map((c) => c.column_name);
  // What @auth/prisma-adapter reads and writes (its Prisma schema), all present.
  expect(of("Session")).toEqual(expect.arrayContaining(["sessionToken", "userId", "expires"]));
  expect(of("VerificationToken")).toEqual(expect.arrayContaining(["identifier", "token", "expires"]));
  expect(of("Account")).toEqual(
    expect.arrayContaining(["userId", "type", "provider", "providerAccountId", "refresh_token", "access_token", "expires_at", "token_type", "scope", "id_token", "session_state"]),
  );
});

test("sessions made by the previous code answer auth() and the API, by cookie and by bearer", async () => {
  const [first, second] = pickers;
  const cookieToken = await legacySession(first.id);
  const bearerToken = await legacySession(second.id);
  const viaCookie = await auth(apiRequest("/api/user/me", { cookie: cookieToken }));
  expect(viaCookie?.user).toEqual({ id: first.id, username: first.username, verified: true, role: expect.any(String) });
  const response = await me(apiRequest("/api/user/me", { bearer: bearerToken }));
  expect(response.status).toBe(200);
  expect(((await response.json()) as { payload: { id: string } }).payload.id).toBe(second.id);
});

test("a linked account written before the switch signs its picker in through the adapter", async () => {
  const picker = pickers[2];
  const providerAccountId = `legacy-${picker.id}`;
  await db.$executeRaw`INSERT INTO "Account" ("userId", "type", "provider", "providerAccountId", "updatedAt")
    VALUES (${picker.id}, 'oidc', 'google', ${providerAccountId}, now())`;
  const adapter = pickerAdapter();
  expect((await adapter.getUserByAccount!({ provider: "google", providerAccountId }))?.id).toBe(picker.id);
  expect((await adapter.getUserByEmail!(picker.email))?.id).toBe(picker.id);
});

test("the adapter's own writes round-trip on the demo database: user, account, session, link token", async () => {
  const adapter = pickerAdapter();
  const user = await adapter.createUser!({ id: "ignored", email: `carry-${crypto.randomUUID()}@example.com`, emailVerified: new Date() });
  await adapter.linkAccount!({ userId: user.id, type: "oidc", provider: "github", providerAccountId: `gh-${user.id}` });
  const session = await adapter.createSession!({ sessionToken: crypto.randomBytes(32).toString("base64url"), userId: user.id, expires: new Date(Date.now() + 60_000) });
  expect((await adapter.getSessionAndUser!(session.sessionToken))?.user.id).toBe(user.id);
  const identifier = `login:${user.email}`;
  await adapter.createVerificationToken!({ identifier, token: "f".repeat(64), expires: new Date(Date.now() + 60_000) });
  expect(await adapter.useVerificationToken!({ identifier, token: "f".repeat(64) })).toMatchObject({ identifier });
  expect(await adapter.useVerificationToken!({ identifier, token: "f".repeat(64) })).toBeNull();
});
