// Notifications: list order, count, mark one read (only your own) and mark all read.
import { GET as list } from "@/app/api/notifications/route";
import { GET as count } from "@/app/api/notifications/count/route";
import { PUT as readOne } from "@/app/api/notifications/read/route";
import { PUT as readAll } from "@/app/api/notifications/read/all/route";
import { PICK_RESULT_ID_BASE } from "@/lib/contracts/social";
import { db } from "@/lib/db";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { createFixture, createSignedInUser } from "../support/factories";
import { finish, pickWithOdds } from "../support/results-factories";
import { apiRequest, readJson } from "../support/requests";

async function seedNotifications(userId: string) {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  const old = await db.notification.create({ data: { userId, type: "NEW_FOLLOWER", details: { username: "ann" }, createdAt: at(1) } });
  const readNew = await db.notification.create({ data: { userId, type: "PICK_RESULT", read: true, details: { outcome: "WIN" }, createdAt: at(5) } });
  const fresh = await db.notification.create({ data: { userId, type: "PARLAY_RESULT", details: { outcome: "LOOSE" }, createdAt: at(3) } });
  return { old, readNew, fresh };
}

describe("GET /api/notifications and /count", () => {
  test("unread first, then newest; the count is the unread ones", async () => {
    const { user, token } = await createSignedInUser();
    const { old, readNew, fresh } = await seedNotifications(user.id);
    const response = await list(apiRequest("/api/notifications", { bearer: token }));
    const page = (await readJson(response)).payload as { items: { id: number; type: string; read: boolean; details: unknown }[]; nextCursor: null };
    expect(page.items.map((item) => item.id)).toEqual([fresh.id, old.id, readNew.id]);
    expect(page.items[0]).toEqual({ id: fresh.id, type: "PARLAY_RESULT", read: false, details: { outcome: "LOOSE" }, createdAt: expect.any(String) });
    expect(page.nextCursor).toBeNull();
    expect(await readJson(await count(apiRequest("/api/notifications/count", { bearer: token })))).toEqual({ payload: 2 });
  });

  test("a follower's notification says whether their profile is private now, not when they followed", async () => {
    const { user, token } = await createSignedInUser();
    const follower = await createSignedInUser();
    await db.notification.create({ data: { userId: user.id, type: "NEW_FOLLOWER", details: { username: "ann", followerId: follower.user.id } } });
    await db.user.update({ where: { id: follower.user.id }, data: { private: true } });
    const page = (await readJson(await list(apiRequest("/api/notifications", { bearer: token })))).payload as { items: { details: unknown }[] };
    expect(page.items[0].details).toEqual({ username: "ann", followerId: follower.user.id, private: true });
  });

  test("pages are bounded", async () => {
    const { user, token } = await createSignedInUser();
    await seedNotifications(user.id);
    const page = (await readJson(await list(apiRequest("/api/notifications?limit=2", { bearer: token })))).payload as { items: unknown[]; nextCursor: string };
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  test("pick results read one by one follow the unread ones, on the page where the unread ones run out", async () => {
    const { user, token } = await createSignedInUser();
    const ids: number[] = [];
    for (const day of [1, 2, 3]) {
      const fixture = await createFixture();
      ids.push(PICK_RESULT_ID_BASE + (await pickWithOdds(user.id, fixture.id, "HOME", 120)).id);
      await finish(fixture.id, 3, 1);
      await settleFixture(db, fixture.id, { settledAt: new Date(Date.UTC(2026, 0, day)) });
    }
    const [oldest, middle, newest] = ids;
    expect((await readOne(apiRequest("/api/notifications/read", { method: "PUT", bearer: token, body: { id: newest } }))).status).toBe(200);
    type Page = { items: { id: number; read: boolean }[]; nextCursor: string | null };
    const pageOf = async (query: string) => (await readJson(await list(apiRequest(`/api/notifications${query}`, { bearer: token })))).payload as Page;

    const first = await pageOf("?limit=2");
    expect(first.items.map((item) => [item.id, item.read])).toEqual([[middle, false], [oldest, false]]);
    const second = await pageOf(`?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.items.map((item) => [item.id, item.read])).toEqual([[newest, true]]);
    expect((await pageOf("")).items.map((item) => item.id)).toEqual([middle, oldest, newest]);
  });

  test("visitors are UNAUTHORIZED", async () => {
    expect((await list(apiRequest("/api/notifications"))).status).toBe(401);
    expect((await count(apiRequest("/api/notifications/count"))).status).toBe(401);
  });
});

describe("PUT /api/notifications/read and /read/all", () => {
  test("marks one of your own read", async () => {
    const { user, token } = await createSignedInUser();
    const { fresh } = await seedNotifications(user.id);
    const response = await readOne(apiRequest("/api/notifications/read", { method: "PUT", bearer: token, body: { id: fresh.id } }));
    expect(await readJson(response)).toEqual({ payload: { id: fresh.id, read: true, unread: 1 } });
    expect((await db.notification.findUniqueOrThrow({ where: { id: fresh.id } })).read).toBe(true);
  });

  test("marks one of your own pick results read, by its id above the base", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createFixture();
    const pick = await pickWithOdds(user.id, fixture.id, "HOME", 120);
    await finish(fixture.id, 3, 1);
    await settleFixture(db, fixture.id);
    const id = PICK_RESULT_ID_BASE + pick.id;
    const response = await readOne(apiRequest("/api/notifications/read", { method: "PUT", bearer: token, body: { id } }));
    expect(await readJson(response)).toEqual({ payload: { id, read: true, unread: 0 } });
    expect((await db.pick.findUniqueOrThrow({ where: { id: pick.id } })).resultRead).toBe(true);
  });

  test("an id between the row ids and the pick results' is a VALIDATION_ERROR", async () => {
    const { token } = await createSignedInUser();
    const response = await readOne(apiRequest("/api/notifications/read", { method: "PUT", bearer: token, body: { id: 2 ** 31 } }));
    expect(response.status).toBe(400);
  });

  test("someone else's notification is NOT_FOUND and stays unread", async () => {
    const { user: owner } = await createSignedInUser();
    const { token } = await createSignedInUser();
    const { fresh } = await seedNotifications(owner.id);
    const response = await readOne(apiRequest("/api/notifications/read", { method: "PUT", bearer: token, body: { id: fresh.id } }));
    expect(response.status).toBe(404);
    expect((await db.notification.findUniqueOrThrow({ where: { id: fresh.id } })).read).toBe(false);
  });

  test("a missing id is a VALIDATION_ERROR", async () => {
    const { token } = await createSignedInUser();
    const response = await readOne(apiRequest("/api/notifications/read", { method: "PUT", bearer: token, body: {} }));
    expect(response.status).toBe(400);
  });

  test("read/all clears only the caller's", async () => {
    const { user, token } = await createSignedInUser();
    const { user: other } = await createSignedInUser();
    await seedNotifications(user.id);
    await seedNotifications(other.id);
    const response = await readAll(apiRequest("/api/notifications/read/all", { method: "PUT", bearer: token }));
    expect(await readJson(response)).toEqual({ payload: { updated: 2, unread: 0 } });
    expect(await db.notification.count({ where: { userId: user.id, read: false } })).toBe(0);
    expect(await db.notification.count({ where: { userId: other.id, read: false } })).toBe(2);
  });
});
