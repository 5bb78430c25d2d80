// The two switches behind hidden picks: a picker's "hide my pending picks" preference and a pool owner's "hide members'
// picks" option, each off by default, saved through its route and refused to anyone who may not change it.
import { GET as readPreferences, PUT as writePreferences } from "@/app/api/user/preferences/route";
import { db } from "@/lib/db";
import { createSignedInUser } from "../support/factories";
import { pools } from "../support/pool-calls";
import { apiRequest, readJson, routeContext } from "../support/requests";

const preferences = {
  read: async (bearer?: string) => readPreferences(apiRequest("/api/user/preferences", { bearer }), routeContext({})),
  write: async (bearer: string | undefined, body: unknown) =>
    writePreferences(apiRequest("/api/user/preferences", { method: "PUT", bearer, body }), routeContext({})),
};

describe("the picker's preference", () => {
  test("is off by default, turns on and off through PUT, and only for the caller", async () => {
    const { user, token } = await createSignedInUser();
    const other = await createSignedInUser();
    expect(await readJson(await preferences.read(token))).toMatchObject({ payload: { hidePendingPicks: false } });
    const on = await preferences.write(token, { hidePendingPicks: true });
    expect(on.status).toBe(200);
    expect(await readJson(on)).toMatchObject({ payload: { hidePendingPicks: true, private: false } });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { hidePendingPicks: true } })).toEqual({ hidePendingPicks: true });
    // Another picker's own setting is theirs alone.
    expect(await readJson(await preferences.read(other.token))).toMatchObject({ payload: { hidePendingPicks: false } });
    expect(await readJson(await preferences.write(token, { hidePendingPicks: false }))).toMatchObject({ payload: { hidePendingPicks: false } });
  });

  test("refuses a visitor and a value that is not a boolean", async () => {
    const { token } = await createSignedInUser();
    expect((await preferences.write(undefined, { hidePendingPicks: true })).status).toBe(401);
    const bad = await preferences.write(token, { hidePendingPicks: "yes" });
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
  });
});

describe("the pool owner's option", () => {
  test("is off for a new pool, the owner turns it on, and every member reads it on the pool", async () => {
    const owner = await createSignedInUser();
    const member = await createSignedInUser();
    const created = await pools.create(owner.token, { name: "Quiet crew", leagues: ["nfl"] });
    expect(created.status).toBe(200);
    const poolId = created.body.payload.id;
    await db.poolMember.create({ data: { poolId, userId: member.user.id } });
    expect((await pools.get(member.token, poolId)).body.payload).toMatchObject({ hidePicks: false });
    const saved = await pools.update(owner.token, poolId, { hidePicks: true });
    expect(saved.status).toBe(200);
    expect(saved.body.payload).toMatchObject({ hidePicks: true, name: "Quiet crew" });
    expect((await pools.get(member.token, poolId)).body.payload).toMatchObject({ hidePicks: true });
    expect(await db.pool.findUniqueOrThrow({ where: { id: poolId }, select: { hidePicks: true } })).toEqual({ hidePicks: true });
  });

  test("a member who does not own the pool cannot change it, and an outsider learns nothing", async () => {
    const owner = await createSignedInUser();
    const member = await createSignedInUser();
    const outsider = await createSignedInUser();
    const poolId = (await pools.create(owner.token, { name: "Owner only", leagues: ["nba"] })).body.payload.id;
    await db.poolMember.create({ data: { poolId, userId: member.user.id } });
    expect((await pools.update(member.token, poolId, { hidePicks: true })).status).toBe(403);
    expect((await pools.update(outsider.token, poolId, { hidePicks: true })).status).toBe(404);
    expect((await pools.update(owner.token, poolId, { hidePicks: "on" })).status).toBe(400);
    expect(await db.pool.findUniqueOrThrow({ where: { id: poolId }, select: { hidePicks: true } })).toEqual({ hidePicks: false });
  });
});
