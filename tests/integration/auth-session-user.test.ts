// POST /api/logout, GET /api/user/me and PUT /api/user: sessions, bearer tokens, the stored user and the nickname.
import { POST as logout } from "@/app/api/logout/route";
import { GET as me } from "@/app/api/user/me/route";
import { PUT as updateUser } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson } from "../support/requests";

const SAME_ORIGIN = { origin: "http://localhost:3000" };
const put = (body: unknown, auth: { bearer?: string; cookie?: string }) =>
  updateUser(apiRequest("/api/user", { method: "PUT", body, ...auth, headers: auth.cookie ? SAME_ORIGIN : {} }));

describe("GET /api/user/me", () => {
  test("returns the stored-user shape, with the followed ids and the avatar URL, never the e-mail", async () => {
    const { user, token } = await createSignedInUser({ username: "Shape" });
    const followed = await createUser();
    await db.follow.create({ data: { followerId: user.id, followedId: followed.id } });
    // What an upload writes: the picture URL, built once from the content hash.
    await db.user.update({ where: { id: user.id }, data: { image: `/api/picker/${user.id}/avatar?v=abc123` } });
    const response = await me(apiRequest("/api/user/me", { bearer: token }));
    expect(response.status).toBe(200);
    const body = await readJson(response);
    expect(body).toEqual({
      payload: {
        id: user.id,
        username: "Shape",
        verified: true,
        role: "USER",
        bio: null,
        profilePictureURL: `/api/picker/${user.id}/avatar?v=abc123`,
        followed: [followed.id],
      },
    });
    expect(JSON.stringify(body)).not.toContain(user.email);
  });

  test("is UNAUTHORIZED without a token, with an unknown one, or an expired one", async () => {
    expect((await me(apiRequest("/api/user/me"))).status).toBe(401);
    expect((await me(apiRequest("/api/user/me", { bearer: "nope" }))).status).toBe(401);
    const { token } = await createSignedInUser();
    await db.session.update({ where: { sessionToken: token }, data: { expires: new Date(Date.now() - 1) } });
    const expired = await me(apiRequest("/api/user/me", { bearer: token }));
    expect(await readJson(expired)).toEqual({ error: { code: "UNAUTHORIZED", message: "This action is not authorized" } });
  });
});

describe("POST /api/logout", () => {
  test("revokes the session: the bearer stops working and the cookie is cleared", async () => {
    const { user, token } = await createSignedInUser();
    const other = await db.session.create({ data: { sessionToken: `other-${user.id}`, userId: user.id, expires: new Date(Date.now() + 60_000) } });
    const response = await logout(apiRequest("/api/logout", { method: "POST", bearer: token }));
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ payload: { loggedOut: true } });
    expect(response.headers.get("set-cookie")).toMatch(/authjs\.session-token=; Path=\/; Expires=Thu, 01 Jan 1970/);
    expect(await db.session.count({ where: { sessionToken: token } })).toBe(0);
    // Only the session that logged out: the same user's other device stays signed in.
    expect(await db.session.count({ where: { sessionToken: other.sessionToken } })).toBe(1);

    expect((await me(apiRequest("/api/user/me", { bearer: token }))).status).toBe(401);
    expect((await logout(apiRequest("/api/logout", { method: "POST", bearer: token }))).status).toBe(401);
  });

  test("logs out a cookie session from our own pages, refuses one from another origin", async () => {
    const { token } = await createSignedInUser();
    const foreign = await logout(apiRequest("/api/logout", { method: "POST", cookie: token, headers: { origin: "https://evil.example" } }));
    expect(foreign.status).toBe(403);
    expect(await db.session.count({ where: { sessionToken: token } })).toBe(1);
    const own = await logout(apiRequest("/api/logout", { method: "POST", cookie: token, headers: SAME_ORIGIN }));
    expect(own.status).toBe(200);
    expect(await db.session.count({ where: { sessionToken: token } })).toBe(0);
  });

  test("without a session it is UNAUTHORIZED", async () => {
    expect((await logout(apiRequest("/api/logout", { method: "POST" }))).status).toBe(401);
  });
});

describe("PUT /api/user", () => {
  test("sets the username and bio and returns the stored user", async () => {
    const { user, token } = await createSignedInUser({ username: null });
    const response = await put({ username: "NewNick", bio: "I pick underdogs" }, { bearer: token });
    expect(response.status).toBe(200);
    expect((await readJson(response)).payload).toMatchObject({ id: user.id, username: "NewNick", bio: "I pick underdogs" });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ username: "NewNick", usernameKey: "newnick", bio: "I pick underdogs" });
  });

  test("works with the session cookie from our own origin", async () => {
    const { token } = await createSignedInUser({ username: null });
    expect((await put({ username: "CookieNick" }, { cookie: token })).status).toBe(200);
  });

  test("a username taken by someone else, in any case, is CONFLICT", async () => {
    await createUser({ username: "TakenName" });
    const { user, token } = await createSignedInUser({ username: null });
    const response = await put({ username: "takenNAME" }, { bearer: token });
    expect(response.status).toBe(409);
    expect((await readJson(response)).error?.code).toBe("CONFLICT");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).username).toBeNull();
  });

  test("two people choosing one free name at once: exactly one gets it", async () => {
    const a = await createSignedInUser({ username: null });
    const b = await createSignedInUser({ username: null });
    const statuses = await Promise.all([put({ username: "Contested" }, { bearer: a.token }), put({ username: "contested" }, { bearer: b.token })]);
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  test("changing only the case of one's own username is allowed", async () => {
    const { token } = await createSignedInUser({ username: "casey" });
    expect((await put({ username: "Casey" }, { bearer: token })).status).toBe(200);
  });

  test("reserved usernames are CONFLICT", async () => {
    const { token } = await createSignedInUser({ username: null });
    for (const username of ["me", "Picks", "ADMIN", "logout"]) {
      expect((await put({ username }, { bearer: token })).status).toBe(409);
    }
  });

  test.each([
    ["empty", ""],
    ["with a space", "two words"],
    ["with a tab", "a\tb"],
    ["with a slash", "a/b"],
    ["101 characters", "x".repeat(101)],
  ])("a username %s is VALIDATION_ERROR", async (_name, username) => {
    const { token } = await createSignedInUser({ username: null });
    const response = await put({ username }, { bearer: token });
    expect(response.status).toBe(400);
    const { error } = await readJson(response);
    expect(error?.code).toBe("VALIDATION_ERROR");
    expect(new Set(error?.issues?.map((issue) => (issue as { path: string }).path))).toEqual(new Set(["username"]));
  });

  test("a bio of 101 characters is VALIDATION_ERROR and nothing is stored", async () => {
    const { user, token } = await createSignedInUser();
    await db.user.update({ where: { id: user.id }, data: { bio: "Before" } });
    const response = await put({ bio: "b".repeat(101) }, { bearer: token });
    expect(response.status).toBe(400);
    const { error } = await readJson(response);
    expect(error?.code).toBe("VALIDATION_ERROR");
    expect(error?.issues?.map((issue) => (issue as { path: string }).path)).toEqual(["bio"]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).bio).toBe("Before");
  });

  test("a bio over 100 characters, unknown fields or an empty change are VALIDATION_ERROR", async () => {
    const { token } = await createSignedInUser();
    expect((await put({ bio: "b".repeat(101) }, { bearer: token })).status).toBe(400);
    expect((await put({ bio: "b".repeat(100) }, { bearer: token })).status).toBe(200);
    expect((await put({ role: "ADMIN" }, { bearer: token })).status).toBe(400);
    expect((await put({}, { bearer: token })).status).toBe(400);
  });

  test("an unverified user is FORBIDDEN; an anonymous one UNAUTHORIZED", async () => {
    const { user, token } = await createSignedInUser({ verified: false, username: null });
    expect((await put({ username: "Sneaky" }, { bearer: token })).status).toBe(403);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).username).toBeNull();
    expect((await put({ username: "Sneaky" }, {})).status).toBe(401);
  });
});
