// /api/pools/...: create, read, edit, delete, invite links, joining, leaving, removing and handing over a pool.
import { db } from "@/lib/db";
import { MAX_POOLS_PER_PICKER } from "@/lib/domain/pools";
import { createFixture, createPick, createSignedInUser } from "../support/factories";
import { pools } from "../support/pool-calls";

async function poolWithMember(name = "Sunday_Crew") {
  const owner = await createSignedInUser();
  const member = await createSignedInUser();
  const outsider = await createSignedInUser();
  const created = await pools.create(owner.token, { name, description: "Twelve friends" });
  expect(created.status).toBe(200);
  const { id, inviteCode } = created.body.payload;
  expect((await pools.join(member.token, inviteCode)).body.payload).toEqual({ poolId: id, joined: true });
  return { owner, member, outsider, id, code: inviteCode };
}

describe("POST /api/pools", () => {
  test("a verified picker creates a pool that counts all four leagues by default, as its owner and first member", async () => {
    const { user, token } = await createSignedInUser();
    const { status, body } = await pools.create<Record<string, unknown>>(token, { name: "Office_Pool" });
    expect(status).toBe(200);
    expect(body.payload).toMatchObject({ name: "Office_Pool", description: null, leagues: ["nfl", "nba", "nhl", "mlb"], memberCount: 1, isOwner: true });
    expect(body.payload.inviteCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await db.pool.findUniqueOrThrow({ where: { id: body.payload.id as string }, include: { members: true } });
    expect(row.ownerId).toBe(user.id);
    expect(row.members.map((m) => m.userId)).toEqual([user.id]);
    expect((await pools.list(token)).body.payload).toEqual([expect.objectContaining({ id: row.id, isOwner: true })]);
  });

  test("names may hold spaces: trimmed and single-spaced, at most 50; descriptions at most 200; leagues from the four", async () => {
    const { token } = await createSignedInUser();
    for (const body of [{ name: "" }, { name: "   " }, { name: "Smith\u0007Family" }, { name: "Smith\u200bFamily" }, { name: "x".repeat(51) }, { name: "ok", description: "d".repeat(201) }, { name: "ok", leagues: ["xfl"] }, { name: "ok", leagues: [] }]) {
      const { status, body: reply } = await pools.create(token, body);
      expect({ body, status, code: reply.error?.code }).toEqual({ body, status: 400, code: "VALIDATION_ERROR" });
    }
    const subset = await pools.create<{ leagues: string[] }>(token, { name: "x".repeat(50), leagues: ["mlb", "nfl"] });
    expect(subset.body.payload.leagues).toEqual(["nfl", "mlb"]);
  });

  test("a name with spaces is stored and shown as given, its spaces tidied", async () => {
    const { token } = await createSignedInUser();
    for (const [name, stored] of [["Smith Family Picks", "Smith Family Picks"], ["  Smith   Family  ", "Smith Family"]]) {
      const { status, body } = await pools.create<{ id: string; name: string }>(token, { name });
      expect({ status, name: body.payload.name }).toEqual({ status: 200, name: stored });
      expect((await db.pool.findUniqueOrThrow({ where: { id: body.payload.id } })).name).toBe(stored);
      expect((await pools.get<{ name: string }>(token, body.payload.id)).body.payload.name).toBe(stored);
    }
  });

  test("refused names say why, with the field named", async () => {
    const { token } = await createSignedInUser();
    const before = await db.pool.count();
    for (const [name, message] of [["", "Choose a pool name"], ["Smith\nFamily", "A pool name cannot contain control or invisible characters"], ["x".repeat(51), "A pool name is at most 50 characters"]]) {
      const { status, body } = await pools.create(token, { name });
      expect({ status, error: body.error }).toEqual({ status: 400, error: { code: "VALIDATION_ERROR", message: "Some fields are not valid", issues: [{ path: "name", message }] } });
    }
    expect(await db.pool.count()).toBe(before);
  });

  test("visitors get 401, unverified pickers 403, and nothing is stored", async () => {
    const unverified = await createSignedInUser({ verified: false });
    expect((await pools.create(undefined, { name: "Nope" })).status).toBe(401);
    expect((await pools.create(unverified.token, { name: "Nope" })).status).toBe(403);
    expect(await db.pool.count({ where: { name: "Nope" } })).toBe(0);
  });

  test(`the ${MAX_POOLS_PER_PICKER + 1}st pool is refused with a clear CONFLICT, created or joined`, async () => {
    const { user, token } = await createSignedInUser();
    const { id: filler } = await createSignedInUser().then(({ user: u }) => u);
    for (let i = 0; i < MAX_POOLS_PER_PICKER; i += 1) {
      await db.pool.create({ data: { name: `p${i}`, leagues: ["NFL"], ownerId: filler, members: { create: [{ userId: filler }, { userId: user.id }] } } });
    }
    const refused = await pools.create(token, { name: "One_too_many" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: "CONFLICT", message: "You can be in at most 50 pools: leave one first" });
    const other = await db.pool.create({ data: { name: "other", leagues: ["NFL"], ownerId: filler, inviteCode: "A".repeat(22), members: { create: { userId: filler } } } });
    expect((await pools.join(token, "A".repeat(22))).status).toBe(409);
    expect(await db.poolMember.count({ where: { poolId: other.id } })).toBe(1);
  });
});

describe("who sees a pool", () => {
  test("members read it (the invite code only for the owner); outsiders get the same 404 as for no pool at all", async () => {
    const { owner, member, outsider, id, code } = await poolWithMember();
    expect((await pools.get(owner.token, id)).body.payload).toMatchObject({ id, inviteCode: code, memberCount: 2, isOwner: true });
    expect((await pools.get(member.token, id)).body.payload).toMatchObject({ id, inviteCode: null, isOwner: false, owner: { id: owner.user.id } });
    const hidden = await pools.get(outsider.token, id);
    const missing = await pools.get(outsider.token, "no-such-pool");
    expect([hidden.status, missing.status]).toEqual([404, 404]);
    expect(hidden.body).toEqual(missing.body);
    for (const call of [pools.members(outsider.token, id), pools.picks(outsider.token, id), pools.update(outsider.token, id, { name: "x" }), pools.remove(outsider.token, id), pools.regenerate(outsider.token, id), pools.inviteOff(outsider.token, id), pools.handOver(outsider.token, id, outsider.user.id), pools.removeMember(outsider.token, id, member.user.id)]) {
      expect((await call).status).toBe(404);
    }
    expect((await pools.get(undefined, id)).status).toBe(401);
  });

  test("owner-only actions are refused to members with 403 and change nothing", async () => {
    const { member, id, code, owner } = await poolWithMember();
    for (const call of [pools.update(member.token, id, { name: "Mine" }), pools.remove(member.token, id), pools.regenerate(member.token, id), pools.inviteOff(member.token, id), pools.handOver(member.token, id, member.user.id), pools.removeMember(member.token, id, owner.user.id)]) {
      const { status, body } = await call;
      expect({ status, code: body.error?.code }).toEqual({ status: 403, code: "FORBIDDEN" });
    }
    expect(await db.pool.findUniqueOrThrow({ where: { id } })).toMatchObject({ name: "Sunday_Crew", inviteCode: code, ownerId: owner.user.id });
  });
});

describe("owner tools", () => {
  test("rename, describe and change the leagues", async () => {
    const { owner, id } = await poolWithMember();
    const { status, body } = await pools.update(owner.token, id, { name: " Sunday  Crew ", description: "", leagues: ["nhl"] });
    expect(status).toBe(200);
    expect(body.payload).toMatchObject({ name: "Sunday Crew", description: null, leagues: ["nhl"] });
    expect((await pools.update(owner.token, id, {})).status).toBe(400);
    expect((await pools.update(owner.token, id, { name: "\u202eweN" })).body.error?.code).toBe("VALIDATION_ERROR");
    expect((await db.pool.findUniqueOrThrow({ where: { id } })).name).toBe("Sunday Crew");
  });

  test("a regenerated code refuses the old one at once; a turned-off link refuses every code", async () => {
    const { owner, id, code } = await poolWithMember();
    const late = await createSignedInUser();
    const fresh = await pools.regenerate(owner.token, id);
    expect(fresh.body.payload.inviteCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(fresh.body.payload.inviteCode).not.toBe(code);
    expect((await pools.join(late.token, code)).status).toBe(404);
    expect((await pools.preview(late.token, code)).status).toBe(404);
    expect((await pools.preview(late.token, fresh.body.payload.inviteCode)).body.payload).toMatchObject({ poolId: id, memberCount: 2, isMember: false });
    expect((await pools.inviteOff(owner.token, id)).body.payload).toEqual({ inviteCode: null });
    expect((await pools.join(late.token, fresh.body.payload.inviteCode)).status).toBe(404);
    expect(await db.poolMember.count({ where: { poolId: id } })).toBe(2);
  });

  test("removing a member tells them once (a second removal is a no-op); they then get 404; their picks stay", async () => {
    const { owner, member, id } = await poolWithMember();
    const fixture = await createFixture();
    await createPick(member.user.id, fixture.id);
    const { status, body } = await pools.removeMember(owner.token, id, member.user.id);
    expect(status).toBe(200);
    expect(body.payload).toEqual({ removed: true });
    expect((await pools.removeMember(owner.token, id, member.user.id)).body.payload).toEqual({ removed: false });
    const notes = await db.notification.findMany({ where: { userId: member.user.id, type: "POOL_REMOVED" } });
    expect(notes).toHaveLength(1);
    expect(notes[0].details).toMatchObject({ poolId: id, poolName: "Sunday_Crew" });
    expect((await pools.get(member.token, id)).status).toBe(404);
    expect(await db.pick.count({ where: { userId: member.user.id } })).toBe(1);
  });

  test("hand over: the new owner gets the tools, the old one stays a member without them", async () => {
    const { owner, member, outsider, id } = await poolWithMember();
    expect((await pools.handOver(owner.token, id, outsider.user.id)).status).toBe(404);
    const { status, body } = await pools.handOver(owner.token, id, member.user.id);
    expect(status).toBe(200);
    expect(body.payload).toMatchObject({ isOwner: false, owner: { id: member.user.id } });
    expect((await pools.update(owner.token, id, { name: "Back" })).status).toBe(403);
    expect((await pools.update(member.token, id, { name: "Mine" })).status).toBe(200);
    expect((await pools.removeMember(owner.token, id, owner.user.id)).body.payload).toEqual({ removed: true });
  });

  test("deleting the pool removes its rows and keeps the members' picks", async () => {
    const { owner, member, id } = await poolWithMember();
    const fixture = await createFixture();
    await createPick(member.user.id, fixture.id);
    expect((await pools.remove(owner.token, id)).body.payload).toEqual({ deleted: true });
    expect(await db.pool.count({ where: { id } })).toBe(0);
    expect(await db.poolMember.count({ where: { poolId: id } })).toBe(0);
    expect(await db.pick.count({ where: { userId: member.user.id } })).toBe(1);
    expect((await pools.get(member.token, id)).status).toBe(404);
  });
});

describe("joining and leaving", () => {
  test("the invite shows name, owner and count; joining twice is harmless; the owner is notified once", async () => {
    const { owner, member, id, code } = await poolWithMember();
    const preview = await pools.preview(member.token, code);
    expect(preview.body.payload).toEqual({ poolId: id, name: "Sunday_Crew", description: "Twelve friends", owner: { id: owner.user.id, username: owner.user.username }, memberCount: 2, isMember: true });
    expect((await pools.join(member.token, code)).body.payload).toEqual({ poolId: id, joined: false });
    expect(await db.poolMember.count({ where: { poolId: id } })).toBe(2);
    const notes = await db.notification.findMany({ where: { userId: owner.user.id, type: "POOL_JOINED" } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ read: false, details: { poolId: id, poolName: "Sunday_Crew", username: member.user.username } });
  });

  test("a name with spaces reaches the invite preview and both pool notifications as given", async () => {
    const { owner, member, id, code } = await poolWithMember("Smith Family Picks");
    expect((await pools.preview(member.token, code)).body.payload).toMatchObject({ poolId: id, name: "Smith Family Picks" });
    const joined = await db.notification.findFirstOrThrow({ where: { userId: owner.user.id, type: "POOL_JOINED" } });
    expect(joined.details).toMatchObject({ poolId: id, poolName: "Smith Family Picks" });
    await pools.removeMember(owner.token, id, member.user.id);
    const removed = await db.notification.findFirstOrThrow({ where: { userId: member.user.id, type: "POOL_REMOVED" } });
    expect(removed.details).toEqual({ poolId: id, poolName: "Smith Family Picks" });
  });

  test("unverified pickers may look but not join; visitors get 401", async () => {
    const { code } = await poolWithMember();
    const unverified = await createSignedInUser({ verified: false });
    expect((await pools.preview(unverified.token, code)).status).toBe(200);
    expect((await pools.join(unverified.token, code)).status).toBe(403);
    expect((await pools.preview(undefined, code)).status).toBe(401);
  });

  test("invite-code guesses are rate limited per client address, wrong codes counted", async () => {
    const { code } = await poolWithMember();
    const guesser = await createSignedInUser();
    const ip = "203.0.113.77";
    // Thirty wrong guesses from one address, each by a different account, so only the address's limit is reached.
    for (let i = 0; i < 30; i += 1) expect((await pools.preview((await createSignedInUser()).token, `wrong${i}`, ip)).status).toBe(404);
    const limited = await pools.join(guesser.token, code, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.code).toBe("RATE_LIMITED");
  });

  test("a member leaves; the owner cannot leave before handing over or deleting", async () => {
    const { owner, member, id } = await poolWithMember();
    expect((await pools.removeMember(member.token, id, member.user.id)).body.payload).toEqual({ removed: true });
    expect(await db.notification.count({ where: { userId: member.user.id, type: "POOL_REMOVED" } })).toBe(0);
    const stuck = await pools.removeMember(owner.token, id, owner.user.id);
    expect(stuck.status).toBe(409);
    expect(stuck.body.error?.message).toBe("The owner cannot leave: hand the pool to another member or delete it first");
  });
});

describe("members and feed", () => {
  test("the member list shows the caller's follows; the feed holds members' picks in the pool's leagues, newest first", async () => {
    const { owner, member, id } = await poolWithMember();
    const stranger = await createSignedInUser();
    await db.follow.create({ data: { followerId: owner.user.id, followedId: member.user.id } });
    const members = await pools.members(owner.token, id);
    expect(members.body.payload.items.map((m) => [m.id, m.followedByCaller])).toEqual([[owner.user.id, false], [member.user.id, true]]);
    await pools.update(owner.token, id, { leagues: ["nfl"] });
    const nfl = [await createFixture(), await createFixture()];
    const nba = await createFixture({ league: "NBA" });
    const first = await createPick(member.user.id, nfl[0].id);
    const second = await createPick(owner.user.id, nfl[1].id);
    await createPick(member.user.id, nba.id);
    await createPick(stranger.user.id, nfl[0].id);
    const page1 = await pools.picks(member.token, id, "?limit=1");
    expect(page1.body.payload.items.map((p) => p.id)).toEqual([second.id]);
    const page2 = await pools.picks(member.token, id, `?limit=1&cursor=${page1.body.payload.nextCursor}`);
    expect(page2.body.payload).toMatchObject({ items: [{ id: first.id, picker: { id: member.user.id } }], nextCursor: null });
  });
});
