// Follow and unfollow, follower and following lists, and the NEW_FOLLOWER notification rule.
import { DELETE as unfollow, POST as follow } from "@/app/api/follow/[id]/route";
import { GET as followers } from "@/app/api/follow/followers/[id]/route";
import { GET as followings } from "@/app/api/follow/followings/[id]/route";
import { db } from "@/lib/db";
import { followPicker } from "@/lib/server/social/follow-picker";
import { createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

const call = (method: "POST" | "DELETE", id: string, bearer?: string) =>
  (method === "POST" ? follow : unfollow)(apiRequest(`/api/follow/${id}`, { method, bearer }), routeContext({ id }));

describe("POST /api/follow/{id}", () => {
  test("follows a picker once, however often it is called, and notifies them once", async () => {
    const { user: me, token } = await createSignedInUser();
    const target = await createUser();
    const first = await call("POST", target.id, token);
    expect(first.status).toBe(200);
    expect(await readJson(first)).toEqual({ payload: { followedId: target.id, following: true, followersCount: 1 } });
    const second = await call("POST", target.id, token);
    expect(second.status).toBe(200);
    expect(await db.follow.count({ where: { followerId: me.id, followedId: target.id } })).toBe(1);
    const notes = await db.notification.findMany({ where: { userId: target.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "NEW_FOLLOWER", read: false, details: { username: me.username } });
  });

  test("unfollow then follow again on the same day does not notify a second time", async () => {
    const { token } = await createSignedInUser();
    const target = await createUser();
    await call("POST", target.id, token);
    await call("DELETE", target.id, token);
    await call("POST", target.id, token);
    expect(await db.notification.count({ where: { userId: target.id } })).toBe(1);
  });

  test("a follow on a later day notifies again", async () => {
    const { user: me } = await createSignedInUser();
    const target = await createUser();
    const caller = { id: me.id, username: me.username, verified: true, role: "USER" as const };
    await followPicker(caller, target.id, new Date("2026-01-10T15:00:00Z"));
    await db.notification.updateMany({ where: { userId: target.id }, data: { createdAt: new Date("2026-01-10T15:00:00Z") } });
    await db.follow.deleteMany({ where: { followerId: me.id } });
    await followPicker(caller, target.id, new Date("2026-01-11T15:00:00Z"));
    expect(await db.notification.count({ where: { userId: target.id } })).toBe(2);
  });

  test("following yourself is FORBIDDEN and stores nothing", async () => {
    const { user: me, token } = await createSignedInUser();
    const response = await call("POST", me.id, token);
    expect(response.status).toBe(403);
    expect((await readJson(response)).error?.code).toBe("FORBIDDEN");
    expect(await db.follow.count({ where: { followerId: me.id } })).toBe(0);
  });

  test("an unverified caller cannot follow", async () => {
    const { user: me, token } = await createSignedInUser({ verified: false });
    const target = await createUser();
    const response = await call("POST", target.id, token);
    expect(response.status).toBe(403);
    expect(await db.follow.count({ where: { followerId: me.id } })).toBe(0);
    expect(await db.notification.count({ where: { userId: target.id } })).toBe(0);
  });

  test("a visitor is UNAUTHORIZED", async () => {
    const target = await createUser();
    const response = await call("POST", target.id);
    expect(response.status).toBe(401);
  });

  test("an unknown picker is NOT_FOUND", async () => {
    const { token } = await createSignedInUser();
    expect((await call("POST", "nobody-here", token)).status).toBe(404);
  });
});

describe("DELETE /api/follow/{id}", () => {
  test("unfollows, and unfollowing again is harmless", async () => {
    const { user: me, token } = await createSignedInUser();
    const target = await createUser();
    await call("POST", target.id, token);
    const response = await call("DELETE", target.id, token);
    expect(await readJson(response)).toEqual({ payload: { followedId: target.id, following: false, followersCount: 0 } });
    expect(await db.follow.count({ where: { followerId: me.id } })).toBe(0);
    expect((await call("DELETE", target.id, token)).status).toBe(200);
  });

  test("an unverified caller cannot unfollow", async () => {
    const { token } = await createSignedInUser({ verified: false });
    const target = await createUser();
    expect((await call("DELETE", target.id, token)).status).toBe(403);
  });
});

describe("GET /api/follow/followers/{id} and /followings/{id}", () => {
  test("list pickers newest first with the caller's follow flags, a page at a time", async () => {
    const star = await createUser();
    const fans = [await createUser(), await createUser(), await createUser()];
    for (const [i, fan] of fans.entries()) {
      await db.follow.create({ data: { followerId: fan.id, followedId: star.id, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) } });
    }
    const { user: me, token } = await createSignedInUser();
    await db.follow.create({ data: { followerId: me.id, followedId: fans[2].id } });

    const first = await followers(apiRequest(`/api/follow/followers/${star.id}?limit=2`, { bearer: token }), routeContext({ id: star.id }));
    const body = (await readJson(first)).payload as { items: { id: string; username: string; followedByCaller: boolean }[]; nextCursor: string | null };
    expect(body.items.map((item) => item.id)).toEqual([fans[2].id, fans[1].id]);
    expect(body.items.map((item) => item.followedByCaller)).toEqual([true, false]);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(Object.keys(body.items[0]).sort()).toEqual(["followedByCaller", "followersCount", "hotStreak", "id", "picture", "private", "score", "username"]);

    const second = await followers(apiRequest(`/api/follow/followers/${star.id}?limit=2&cursor=${body.nextCursor}`), routeContext({ id: star.id }));
    const rest = (await readJson(second)).payload as { items: { id: string }[]; nextCursor: string | null };
    expect(rest).toEqual({ items: [expect.objectContaining({ id: fans[0].id, followedByCaller: false })], nextCursor: null });

    const theirs = await followings(apiRequest(`/api/follow/followings/${fans[0].id}`), routeContext({ id: fans[0].id }));
    expect(((await readJson(theirs)).payload as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([star.id]);
  });

  test("an unknown picker is NOT_FOUND and an oversized page is refused", async () => {
    expect((await followers(apiRequest("/api/follow/followers/none"), routeContext({ id: "none" }))).status).toBe(404);
    const star = await createUser();
    const response = await followings(apiRequest(`/api/follow/followings/${star.id}?limit=500`), routeContext({ id: star.id }));
    expect(response.status).toBe(400);
  });
});
