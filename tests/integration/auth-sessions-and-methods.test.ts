// Sessions on Auth.js: rolling extension (after a successful request, never a refused one), "sign out of all devices",
// the sign-in methods a picker can list and unlink, and the scheduled sweep of expired sign-in rows.
import { GET as listMethods } from "@/app/api/user/sign-in-methods/route";
import { DELETE as unlinkMethod } from "@/app/api/user/sign-in-methods/[provider]/route";
import { POST as logoutEverywhere } from "@/app/api/logout/everywhere/route";
import { GET as me } from "@/app/api/user/me/route";
import { GET as shell } from "@/app/api/user/shell/route";
import { PUT as updateUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { sweepExpiredAuthRows } from "@/lib/server/auth/sweep-expired";
import { createSignedInUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

const DAY = 86_400_000;
const expiresOf = async (token: string) => (await db.session.findUniqueOrThrow({ where: { sessionToken: token } })).expires.getTime();

describe("rolling sessions", () => {
  test("a session last extended more than a day ago runs 30 days from its next successful use", async () => {
    const { token } = await createSignedInUser();
    const before = await expiresOf(token);
    expect(before).toBeLessThan(Date.now() + 2 * DAY);
    expect((await me(apiRequest("/api/user/me", { bearer: token }))).status).toBe(200);
    expect(await expiresOf(token)).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  test("a browser's cookie is renewed with the session it extends; an API client's bearer gets no cookie", async () => {
    const { token } = await createSignedInUser();
    const viaCookie = await me(apiRequest("/api/user/me", { cookie: token }));
    const cookie = viaCookie.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`authjs.session-token=${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]);
    expect(expires).toBeGreaterThan(Date.now() + 29 * DAY);
    const { token: bearer } = await createSignedInUser();
    expect((await me(apiRequest("/api/user/me", { bearer }))).headers.get("set-cookie")).toBeNull();
  });

  // The proxy reads no session, and a page cannot set a cookie: the header's call that every page makes extends it.
  test("every page's shell call extends a browser's session and renews its cookie", async () => {
    const { token } = await createSignedInUser();
    const response = await shell(apiRequest("/api/user/shell", { cookie: token }));
    expect(response.status).toBe(200);
    expect(await expiresOf(token)).toBeGreaterThan(Date.now() + 29 * DAY);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`authjs.session-token=${token}`);
    expect(Date.parse(/Expires=([^;]+)/i.exec(cookie)![1])).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  test("a refused request leaves the session's expiry alone", async () => {
    const { token } = await createSignedInUser();
    const before = await expiresOf(token);
    const refused = await updateUser(apiRequest("/api/user", { method: "PUT", body: { username: "has space" }, bearer: token }));
    expect(refused.status).toBe(400);
    expect(await expiresOf(token)).toBe(before);
  });

  test("a session extended within the day is not written again", async () => {
    const { token } = await createSignedInUser();
    const fresh = new Date(Date.now() + 30 * DAY - 60_000);
    await db.session.update({ where: { sessionToken: token }, data: { expires: fresh } });
    expect((await me(apiRequest("/api/user/me", { bearer: token }))).status).toBe(200);
    expect(await expiresOf(token)).toBe(fresh.getTime());
  });
});

describe("POST /api/logout/everywhere", () => {
  test("ends every session of the picker at once, bearer tokens included, and nobody else's", async () => {
    const { user, token } = await createSignedInUser();
    const { token: stranger } = await createSignedInUser();
    await db.session.create({ data: { sessionToken: `phone-${user.id}`, userId: user.id, expires: new Date(Date.now() + DAY) } });
    const response = await logoutEverywhere(apiRequest("/api/logout/everywhere", { method: "POST", bearer: token }));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ payload: { sessionsEnded: 2 } });
    expect(response.headers.get("set-cookie")).toMatch(/authjs\.session-token=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await me(apiRequest("/api/user/me", { bearer: `phone-${user.id}` }))).status).toBe(401);
    expect((await me(apiRequest("/api/user/me", { bearer: stranger }))).status).toBe(200);
  });

  test("from the browser, only from our own pages", async () => {
    const { user, token } = await createSignedInUser();
    const foreign = await logoutEverywhere(apiRequest("/api/logout/everywhere", { method: "POST", cookie: token, headers: { origin: "https://evil.example" } }));
    expect(foreign.status).toBe(403);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("sign-in methods", () => {
  test("lists the e-mail link and the linked providers; a provider unlinks while the e-mail link remains", async () => {
    const { user, token } = await createSignedInUser();
    await db.account.create({ data: { userId: user.id, type: "oidc", provider: "google", providerAccountId: `g-${user.id}` } });
    const listed = await listMethods(apiRequest("/api/user/sign-in-methods", { bearer: token }));
    expect((await readJson(listed)).payload).toEqual({
      methods: [
        { id: "email", label: "E-mail link", removable: false },
        { id: "google", label: "Google", removable: true },
      ],
    });
    const unlinked = await unlinkMethod(apiRequest("/api/user/sign-in-methods/google", { method: "DELETE", bearer: token }), routeContext({ provider: "google" }));
    expect(unlinked.status).toBe(200);
    expect((await readJson(unlinked)).payload).toEqual({ methods: [{ id: "email", label: "E-mail link", removable: false }] });
    expect(await db.account.count({ where: { userId: user.id } })).toBe(0);
  });

  test("a provider that is not linked, or not one we know, is refused", async () => {
    const { token } = await createSignedInUser();
    const missing = await unlinkMethod(apiRequest("/api/user/sign-in-methods/github", { method: "DELETE", bearer: token }), routeContext({ provider: "github" }));
    expect(missing.status).toBe(404);
    const unknown = await unlinkMethod(apiRequest("/api/user/sign-in-methods/email", { method: "DELETE", bearer: token }), routeContext({ provider: "email" }));
    expect(unknown.status).toBe(400);
  });

  test("another picker's linked account cannot be unlinked", async () => {
    const { user: owner } = await createSignedInUser();
    const { token } = await createSignedInUser();
    await db.account.create({ data: { userId: owner.id, type: "oauth", provider: "github", providerAccountId: `gh-${owner.id}` } });
    const response = await unlinkMethod(apiRequest("/api/user/sign-in-methods/github", { method: "DELETE", bearer: token }), routeContext({ provider: "github" }));
    expect(response.status).toBe(404);
    expect(await db.account.count({ where: { userId: owner.id } })).toBe(1);
  });
});

test("the sweep removes expired sessions, expired link tokens and rate-limit hits past every window, and nothing live", async () => {
  const { user, token } = await createSignedInUser();
  const stale = `stale-${user.id}`;
  await db.session.create({ data: { sessionToken: stale, userId: user.id, expires: new Date(Date.now() - 1000) } });
  await db.verificationToken.createMany({
    data: [
      { identifier: `login:${user.email}`, token: `old-${user.id}`, expires: new Date(Date.now() - 1000) },
      { identifier: `login:${user.email}`, token: `live-${user.id}`, expires: new Date(Date.now() + 60_000) },
    ],
  });
  await db.rateLimitHit.createMany({
    data: [
      { bucket: `sweep:${user.id}`, createdAt: new Date(Date.now() - 2 * 3_600_000) },
      { bucket: `sweep:${user.id}`, createdAt: new Date(Date.now() - 60_000) },
    ],
  });
  const swept = await sweepExpiredAuthRows();
  expect(swept.sessions).toBeGreaterThanOrEqual(1);
  expect(await db.session.findUnique({ where: { sessionToken: stale } })).toBeNull();
  expect(await db.session.findUnique({ where: { sessionToken: token } })).not.toBeNull();
  expect((await db.verificationToken.findMany({ where: { identifier: `login:${user.email}` } })).map((row) => row.token)).toEqual([`live-${user.id}`]);
  expect(await db.rateLimitHit.count({ where: { bucket: `sweep:${user.id}` } })).toBe(1);
});
