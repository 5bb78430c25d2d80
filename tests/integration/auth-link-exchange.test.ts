// POST /api/verify and POST /api/login/magic: single use, expiry, concurrency, purpose, cookie and bearer.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import * as loginMagicRoute from "@/app/api/login/magic/route";
import { POST as login } from "@/app/api/login/route";
import { POST as signup } from "@/app/api/signup/route";
import * as verifyRoute from "@/app/api/verify/route";
import { GET as me } from "@/app/api/user/me/route";
import { db } from "@/lib/db";
import { createUser } from "../support/factories";
import { lastLink, temporaryOutbox } from "../support/outbox";
import { apiRequest, readJson } from "../support/requests";

const verify = verifyRoute.POST;
const magic = loginMagicRoute.POST;
let ip = 0;
const headers = () => ({ "x-forwarded-for": `10.1.0.${++ip}` });

async function signUp(email: string) {
  const response = await signup(apiRequest("/api/signup", { method: "POST", body: { email }, headers: headers() }));
  expect(response.status).toBe(200);
  return lastLink(email);
}

async function askLoginLink(email: string) {
  const response = await login(apiRequest("/api/login", { method: "POST", body: { email }, headers: headers() }));
  expect(response.status).toBe(200);
  return lastLink(email);
}

const exchange = (route: typeof verify, path: string, body: unknown, extra: Record<string, string> = {}) =>
  route(apiRequest(path, { method: "POST", body, headers: extra }));

beforeAll(() => {
  temporaryOutbox();
  jest.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  delete process.env.ADMIN_EMAILS;
});

describe("POST /api/verify", () => {
  test("verifies the address, opens a session and returns the stored user with its bearer token", async () => {
    const link = await signUp("fresh@example.com");
    const response = await exchange(verify, "/api/verify", { token: link.token, email: link.email });
    expect(response.status).toBe(200);
    const { payload } = (await readJson(response)) as { payload: Record<string, unknown> };
    const user = await db.user.findUniqueOrThrow({ where: { email: "fresh@example.com" } });
    expect(payload).toEqual({
      id: user.id,
      username: null,
      verified: true,
      role: "USER",
      bio: null,
      profilePictureURL: null,
      followed: [],
      token: expect.any(String),
    });
    expect(user.emailVerified).not.toBeNull();
    expect(JSON.stringify(payload)).not.toContain("fresh@example.com");

    const session = await db.session.findUniqueOrThrow({ where: { sessionToken: payload.token as string } });
    expect(session.userId).toBe(user.id);
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toContain(`authjs.session-token=${payload.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(await db.verificationToken.count({ where: { identifier: "verify:fresh@example.com" } })).toBe(0);

    const meResponse = await me(apiRequest("/api/user/me", { bearer: payload.token as string }));
    expect((await readJson(meResponse)).payload).toMatchObject({ id: user.id, verified: true });
  });

  test("on an https site the cookie is Secure and __Secure- prefixed, as Auth.js names it; a forwarded header changes nothing", async () => {
    const forged = await exchange(verify, "/api/verify", await signUp("forged-proto@example.com"), { "x-forwarded-proto": "https" });
    expect(forged.headers.get("set-cookie")).toMatch(/^authjs\.session-token=/);
    process.env.SITE_URL = "https://pickline.example";
    try {
      const response = await exchange(verify, "/api/verify", await signUp("secure@example.com"));
      const cookie = response.headers.get("set-cookie")!;
      expect(cookie).toMatch(/^__Secure-authjs\.session-token=/);
      expect(cookie).toMatch(/; Secure/);
    } finally {
      delete process.env.SITE_URL;
    }
  });

  test("a token works once: the replay is UNAUTHORIZED and opens no second session", async () => {
    const link = await signUp("replay@example.com");
    expect((await exchange(verify, "/api/verify", link)).status).toBe(200);
    const replay = await exchange(verify, "/api/verify", link);
    expect(replay.status).toBe(401);
    expect((await readJson(replay)).error?.code).toBe("UNAUTHORIZED");
    const user = await db.user.findUniqueOrThrow({ where: { email: "replay@example.com" } });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });

  test("the token only works with its own address and purpose, and a wrong try leaves it valid", async () => {
    const link = await signUp("owner@example.com");
    await signUp("other@example.com");
    expect((await exchange(verify, "/api/verify", { token: link.token, email: "other@example.com" })).status).toBe(401);
    expect((await exchange(magic, "/api/login/magic", link)).status).toBe(401);
    expect((await exchange(verify, "/api/verify", { token: "x".repeat(43), email: link.email })).status).toBe(401);
    expect((await exchange(verify, "/api/verify", link)).status).toBe(200);
  });

  test("the token alone is enough: it verifies its own address and opens one session", async () => {
    const link = await signUp("alone@example.com");
    const response = await exchange(verify, "/api/verify", { token: link.token });
    expect(response.status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email: "alone@example.com" } });
    expect((await readJson(response)).payload).toMatchObject({ id: user.id, verified: true, token: expect.any(String) });
    expect(user.emailVerified).not.toBeNull();
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
    expect((await exchange(verify, "/api/verify", { token: link.token })).status).toBe(401);
  });

  test("the token alone keeps its purpose: a sign-up token is refused by /api/login/magic and stays valid", async () => {
    const link = await signUp("purpose-alone@example.com");
    expect((await exchange(magic, "/api/login/magic", { token: link.token })).status).toBe(401);
    expect(await db.verificationToken.count({ where: { identifier: "verify:purpose-alone@example.com" } })).toBe(1);
    expect((await exchange(verify, "/api/verify", { token: link.token })).status).toBe(200);
  });

  // A link's token is sent with its address, or alone (the address is then the token's own).
  const sending = [
    ["with its address", "", (link: { token: string; email: string }) => link],
    ["sent alone", "-alone", (link: { token: string; email: string }) => ({ token: link.token })],
  ] as const;

  test.each(sending)("concurrent uses of one token %s give exactly one session", async (_, suffix, body) => {
    const link = await signUp(`race${suffix}@example.com`);
    const responses = await Promise.all(Array.from({ length: 5 }, () => exchange(verify, "/api/verify", body(link))));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401]);
    const user = await db.user.findUniqueOrThrow({ where: { email: `race${suffix}@example.com` } });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });

  test.each(sending)("an expired token %s is refused and removed", async (_, suffix, body) => {
    const email = `late${suffix}@example.com`;
    const link = await signUp(email);
    await db.verificationToken.updateMany({ where: { identifier: `verify:${email}` }, data: { expires: new Date(Date.now() - 1000) } });
    expect((await exchange(verify, "/api/verify", body(link))).status).toBe(401);
    expect(await db.verificationToken.count({ where: { identifier: `verify:${email}` } })).toBe(0);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerified).toBeNull();
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
  });

  test("the links are consumed only by POST: the routes have no GET or HEAD that could spend them", () => {
    expect(Object.keys(verifyRoute)).toEqual(["POST"]);
    expect(Object.keys(loginMagicRoute)).toEqual(["POST"]);
  });

  test("refuses a malformed body with VALIDATION_ERROR", async () => {
    const response = await exchange(verify, "/api/verify", { token: "", email: "a@b.com,c@d.com" });
    expect(response.status).toBe(400);
    const paths = (await readJson(response)).error?.issues?.map((issue) => (issue as { path: string }).path);
    expect(paths?.sort()).toEqual(["email", "token"]);
    const empty = await exchange(verify, "/api/verify", {});
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).error?.issues?.map((issue) => (issue as { path: string }).path)).toEqual(["token"]);
  });

  test("an address listed in ADMIN_EMAILS becomes ADMIN when it signs in", async () => {
    process.env.ADMIN_EMAILS = "someone@else.com, Boss@Example.com";
    const link = await signUp("Boss@example.com");
    const response = await exchange(verify, "/api/verify", link);
    expect((await readJson(response)).payload).toMatchObject({ role: "ADMIN" });
    expect((await db.user.findUniqueOrThrow({ where: { email: "Boss@example.com" } })).role).toBe("ADMIN");
  });
});

describe("POST /api/login/magic", () => {
  test("signs an existing user in and returns the stored user with its bearer token", async () => {
    const user = await createUser({ username: "MagicMike" });
    const link = await askLoginLink(user.email);
    const response = await exchange(magic, "/api/login/magic", link);
    expect(response.status).toBe(200);
    const { payload } = (await readJson(response)) as { payload: { token: string } };
    expect(payload).toMatchObject({ id: user.id, username: "MagicMike", verified: true, token: expect.any(String) });
    expect(response.headers.get("set-cookie")).toContain(`authjs.session-token=${payload.token}`);
    expect((await me(apiRequest("/api/user/me", { cookie: payload.token }))).status).toBe(200);
  });

  test("a login link does not verify an unverified account", async () => {
    const user = await createUser({ verified: false, username: null });
    const link = await askLoginLink(user.email);
    const response = await exchange(magic, "/api/login/magic", link);
    expect((await readJson(response)).payload).toMatchObject({ verified: false });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeNull();
  });

  test("replayed and expired login links are UNAUTHORIZED", async () => {
    const user = await createUser();
    const link = await askLoginLink(user.email);
    expect((await exchange(magic, "/api/login/magic", link)).status).toBe(200);
    expect((await exchange(magic, "/api/login/magic", link)).status).toBe(401);

    const second = await askLoginLink(user.email);
    await db.verificationToken.updateMany({ where: { identifier: `login:${user.email}` }, data: { expires: new Date(Date.now() - 1) } });
    expect((await exchange(magic, "/api/login/magic", second)).status).toBe(401);
  });

  test("signs in with the token alone", async () => {
    const user = await createUser({ username: "AloneAl" });
    const link = await askLoginLink(user.email);
    const response = await exchange(magic, "/api/login/magic", { token: link.token });
    expect(response.status).toBe(200);
    expect((await readJson(response)).payload).toMatchObject({ id: user.id, username: "AloneAl" });
    expect((await exchange(magic, "/api/login/magic", { token: link.token })).status).toBe(401);
  });

  test("a newer link does not cancel an older one that is still valid", async () => {
    const user = await createUser();
    const first = await askLoginLink(user.email);
    await askLoginLink(user.email);
    expect((await exchange(magic, "/api/login/magic", first)).status).toBe(200);
  });
});
