// A preview without a database of its own never writes: a call that is not a visitor's read (any method but GET, HEAD
// and OPTIONS, or any call carrying a session or a bearer, the scheduler's included) is refused with the catalogue's
// FORBIDDEN before it reaches a use case; a visitor's reads still answer, from the shared DATABASE_URL. With a database
// of its own, a preview reads and writes that one, never DATABASE_URL. The app's client is built from the settings of
// its first use, so each configuration starts from a closed client.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import pg from "pg";
import { GET as cronSync } from "@/app/api/cron/sync/route";
import { GET as pickerProfile } from "@/app/api/picker/[key]/route";
import { POST as signup } from "@/app/api/signup/route";
import { PUT as updateUser } from "@/app/api/user/route";
import { READ_ONLY_MESSAGE } from "@/lib/api/infrastructure-errors";
import { classifyInfrastructureError } from "@/lib/api/infrastructure-errors";
import { createPrismaClient, db, disconnectDb } from "@/lib/db";
import { createSignedInUser, createUser } from "../support/factories";
import { mailsTo } from "../support/outbox";
import { apiRequest, readJson, routeContext } from "../support/requests";

const ORIGIN = "https://pickline-git-feature-acme.vercel.app";
const PREVIEW = {
  VERCEL: "1",
  VERCEL_ENV: "preview",
  VERCEL_URL: "pickline-abc123-acme.vercel.app",
  VERCEL_BRANCH_URL: "pickline-git-feature-acme.vercel.app",
  PREVIEW_READS_PRODUCTION: "true",
  CRON_SECRET: "preview-cron-secret-0123456789",
};
/** Nothing listens on port 1: a client that reached for this database would fail, not quietly use it. */
const UNREACHABLE = "postgresql://nobody@127.0.0.1:1/nowhere?connect_timeout=1";
const REFUSED = { error: { code: "FORBIDDEN", message: READ_ONLY_MESSAGE } };

const NAMES = [...Object.keys(PREVIEW), "PREVIEW_DATABASE_URL", "DATABASE_URL"];
let saved: Record<string, string | undefined> = {};
/** The test database this file was given: the shared DATABASE_URL of the read-only demo. */
let testDatabase: string;

beforeEach(() => {
  saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  testDatabase = process.env.DATABASE_URL!;
});
afterEach(async () => {
  await disconnectDb();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** The read-only demo: a preview that sees the shared DATABASE_URL and has no PREVIEW_DATABASE_URL. */
async function asReadOnlyPreview(): Promise<void> {
  await disconnectDb();
  delete process.env.PREVIEW_DATABASE_URL;
  Object.assign(process.env, PREVIEW);
}

/** Back to the test's own settings, to arrange or inspect the database around a preview's call. */
async function asTest(): Promise<void> {
  await disconnectDb();
  for (const name of Object.keys(PREVIEW)) delete process.env[name];
  process.env.DATABASE_URL = testDatabase;
}

/** Straight to a database, around the app's client. */
async function query<T extends pg.QueryResultRow>(connectionString: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

test("a signed-in picker's write from the preview's own page is refused, and their profile is unchanged", async () => {
  const { user, token } = await createSignedInUser();
  await asReadOnlyPreview();
  const response = await updateUser(apiRequest("/api/user", { method: "PUT", cookie: token, body: { bio: "written from a preview" }, headers: { origin: ORIGIN } }));
  expect(response.status).toBe(403);
  expect(await readJson(response)).toEqual(REFUSED);
  await asTest();
  expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).bio).toBe(user.bio);
});

test("a visitor's sign-up is refused: no user, no token, no mail", async () => {
  const email = "preview-visitor@example.test";
  await asReadOnlyPreview();
  const response = await signup(apiRequest("/api/signup", { method: "POST", body: { email }, headers: { origin: ORIGIN } }));
  expect(response.status).toBe(403);
  expect(await readJson(response)).toEqual(REFUSED);
  await asTest();
  expect(await db.user.count({ where: { email } })).toBe(0);
  expect(await db.verificationToken.count({ where: { identifier: email } })).toBe(0);
  expect(mailsTo(email)).toEqual([]);
});

test("the scheduler's sync, a GET that writes, is refused even with the right secret: no sync is recorded", async () => {
  const before = await db.syncState.findMany();
  await asReadOnlyPreview();
  const response = await cronSync(apiRequest("/api/cron/sync", { headers: { authorization: `Bearer ${PREVIEW.CRON_SECRET}` } }));
  expect(response.status).toBe(403);
  expect(await readJson(response)).toEqual(REFUSED);
  await asTest();
  expect(await db.syncState.findMany()).toEqual(before);
  expect(await db.fixture.count()).toBe(0);
});

test("a visitor's read answers from the shared DATABASE_URL: a picker stored only there is found", async () => {
  const username = `shared_${Date.now().toString(36)}`;
  await createUser({ username });
  await asReadOnlyPreview();
  const response = await pickerProfile(apiRequest(`/api/picker/${username}`), routeContext({ key: username }));
  expect(response.status).toBe(200);
  expect(await readJson(response)).toMatchObject({ payload: { username } });
});

test("with a database of its own the preview reads and writes that one, never DATABASE_URL", async () => {
  // DATABASE_URL leads nowhere: any read or write that took it would fail instead of passing here.
  await disconnectDb();
  Object.assign(process.env, PREVIEW, { PREVIEW_DATABASE_URL: testDatabase, DATABASE_URL: UNREACHABLE });
  const { user, token } = await createSignedInUser();
  const response = await updateUser(apiRequest("/api/user", { method: "PUT", cookie: token, body: { bio: "written to the branch" }, headers: { origin: ORIGIN } }));
  expect(response.status).toBe(200);
  const [stored] = await query<{ bio: string | null }>(testDatabase, `SELECT "bio" FROM "User" WHERE "id" = $1`, [user.id]);
  expect(stored.bio).toBe("written to the branch");
});

/** The SQLSTATE in an error or its causes; Prisma carries a driver's only in its message ("Code: `25006`"). */
function sqlStateOf(error: unknown): string | undefined {
  const record = error as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!record || typeof record !== "object") return undefined;
  if (typeof record.code === "string" && /^[0-9A-Z]{5}$/.test(record.code) && !record.code.startsWith("P")) return record.code;
  const inMessage = typeof record.message === "string" ? /Code: `([0-9A-Z]{5})`/.exec(record.message)?.[1] : undefined;
  return inMessage ?? sqlStateOf(record.cause);
}

test("the database itself refuses the demo's writes: a write past the handler's guard fails with 25006, answered as the guard's refusal", async () => {
  const username = `guarded_${Date.now().toString(36)}`;
  await createUser({ username });
  await asReadOnlyPreview();
  const preview = createPrismaClient();
  try {
    expect(await preview.user.count({ where: { username } })).toBe(1);
    const write = await preview.user.create({ data: { email: "slipped-past@example.test" } }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(sqlStateOf(write)).toBe("25006");
    expect(classifyInfrastructureError(write)?.toBody()).toEqual(REFUSED.error);
    expect(classifyInfrastructureError(write)?.status).toBe(403);
  } finally {
    await preview.$disconnect();
  }
  expect(await query(testDatabase, `SELECT 1 FROM "User" WHERE "email" = $1`, ["slipped-past@example.test"])).toEqual([]);
});
