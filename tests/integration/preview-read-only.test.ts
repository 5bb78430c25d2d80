// A preview without a database of its own never writes: a call that is not a visitor's read (any method but GET, HEAD
// and OPTIONS, or any call carrying a session or a bearer, the scheduler's included) is refused with the catalogue's
// FORBIDDEN before it reaches a use case; a visitor's reads still answer, here from the database it was allowed to read.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import { GET as cronSync } from "@/app/api/cron/sync/route";
import { GET as leaderboard } from "@/app/api/leaderboard/route";
import { POST as signup } from "@/app/api/signup/route";
import { PUT as updateUser } from "@/app/api/user/route";
import { READ_ONLY_MESSAGE } from "@/lib/api/handler";
import { db } from "@/lib/db";
import { createSignedInUser } from "../support/factories";
import { mailsTo } from "../support/mail-outbox";
import { apiRequest, readJson } from "../support/requests";

const ORIGIN = "https://pickline-git-feature-acme.vercel.app";
const PREVIEW = {
  VERCEL_ENV: "preview",
  VERCEL_URL: "pickline-abc123-acme.vercel.app",
  VERCEL_BRANCH_URL: "pickline-git-feature-acme.vercel.app",
  PREVIEW_READS_PRODUCTION: "true",
  CRON_SECRET: "preview-cron-secret-0123456789",
};
const REFUSED = { error: { code: "FORBIDDEN", message: READ_ONLY_MESSAGE } };

const saved = Object.fromEntries([...Object.keys(PREVIEW), "PREVIEW_DATABASE_URL"].map((name) => [name, process.env[name]]));
beforeEach(() => {
  delete process.env.PREVIEW_DATABASE_URL;
  Object.assign(process.env, PREVIEW);
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

test("a signed-in picker's write from the preview's own page is refused, and their profile is unchanged", async () => {
  const { user, token } = await createSignedInUser();
  const response = await updateUser(apiRequest("/api/user", { method: "PUT", cookie: token, body: { bio: "written from a preview" }, headers: { origin: ORIGIN } }));
  expect(response.status).toBe(403);
  expect(await readJson(response)).toEqual(REFUSED);
  expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).bio).toBe(user.bio);
});

test("a visitor's sign-up is refused: no user, no token, no mail", async () => {
  const email = "preview-visitor@example.test";
  const response = await signup(apiRequest("/api/signup", { method: "POST", body: { email }, headers: { origin: ORIGIN } }));
  expect(response.status).toBe(403);
  expect(await readJson(response)).toEqual(REFUSED);
  expect(await db.user.count({ where: { email } })).toBe(0);
  expect(await db.verificationToken.count({ where: { identifier: email } })).toBe(0);
  expect(mailsTo(email)).toEqual([]);
});

test("the scheduler's sync, a GET that writes, is refused even with the right secret: no sync is recorded", async () => {
  const before = await db.syncState.findMany();
  const response = await cronSync(apiRequest("/api/cron/sync", { headers: { authorization: `Bearer ${PREVIEW.CRON_SECRET}` } }));
  expect(response.status).toBe(403);
  expect(await readJson(response)).toEqual(REFUSED);
  expect(await db.syncState.findMany()).toEqual(before);
  expect(await db.fixture.count()).toBe(0);
});

test("a visitor's read still answers", async () => {
  const response = await leaderboard(apiRequest("/api/leaderboard"));
  expect(response.status).toBe(200);
  expect(await readJson(response)).toHaveProperty("payload");
});

test("with a database of its own the preview writes again, to that database", async () => {
  process.env.PREVIEW_DATABASE_URL = process.env.DATABASE_URL;
  const { user, token } = await createSignedInUser();
  const response = await updateUser(apiRequest("/api/user", { method: "PUT", cookie: token, body: { bio: "written to the branch" }, headers: { origin: ORIGIN } }));
  expect(response.status).toBe(200);
  expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).bio).toBe("written to the branch");
});
