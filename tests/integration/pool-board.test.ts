// The pool leaderboard (GET /api/leaderboard?scope=pool:{id}) on real settlements, and the member limit under concurrency.
import crypto from "node:crypto";
import { GET as leaderboard } from "@/app/api/leaderboard/route";
import { db } from "@/lib/db";
import { MAX_POOL_MEMBERS } from "@/lib/domain/pools";
import type { Leaderboard } from "@/lib/contracts/leaderboard";
import { joinPool } from "@/lib/server/pools/join-pool";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { createFixture, createSignedInUser, createUser } from "../support/factories";
import { pools } from "../support/pool-calls";
import { emptyWorld, finish, parlayWithLegs, pickWithOdds } from "../support/results-factories";
import { apiRequest, readJson } from "../support/requests";

const DAY = 86_400_000;

async function settledPick(userId: string, moneyLine: number, at: Date, league: "NFL" | "NBA" = "NFL") {
  const fixture = await createFixture({ league });
  await pickWithOdds(userId, fixture.id, "HOME", moneyLine);
  await finish(fixture.id, 2, 1);
  await settleFixture(db, fixture.id, { settledAt: at });
}

async function board(query: string, bearer?: string) {
  const response = await leaderboard(apiRequest(`/api/leaderboard${query}`, { bearer }));
  return { status: response.status, body: (await readJson(response)) as { payload: Leaderboard; error?: { code: string } } };
}

const ranks = (payload: Leaderboard) => payload.items.map((r) => [r.rank, r.userId, r.score]);

describe("GET /api/leaderboard?scope=pool:{id}", () => {
  let people: Awaited<ReturnType<typeof createSignedInUser>>[];
  let poolId: string;

  beforeAll(async () => {
    await emptyWorld();
    people = [];
    for (let i = 0; i < 4; i += 1) people.push(await createSignedInUser());
    const [owner, friend, , outsider] = people;
    const now = new Date();
    await settledPick(owner.user.id, 100, now); // 2.0 NFL
    await settledPick(friend.user.id, 200, now, "NBA"); // 3.0 NBA
    await settledPick(friend.user.id, 100, new Date(now.getTime() - 40 * DAY)); // 2.0 NFL, long ago
    await settledPick(outsider.user.id, 900, now); // 10.0, not a member
    const created = await pools.create(owner.token, { name: "Board_Pool" });
    poolId = created.body.payload.id;
    await pools.join(friend.token, created.body.payload.inviteCode);
    await pools.join(people[2].token, created.body.payload.inviteCode);
  }, 60_000);

  test("ranks only the pool's members, with zero rows for members without points, and pins the caller", async () => {
    const [owner, friend, idle] = people;
    const today = await board(`?period=TODAY&scope=pool:${poolId}`, owner.token);
    expect(today.status).toBe(200);
    expect(today.body.payload.scope).toBe(`pool:${poolId}`);
    expect(ranks(today.body.payload)).toEqual([
      [1, friend.user.id, "3.0000"],
      [2, owner.user.id, "2.0000"],
      [3, idle.user.id, "0.0000"],
    ]);
    expect(today.body.payload.me).toMatchObject({ userId: owner.user.id, rank: 2 });
    const all = await board(`?period=ALL&scope=pool:${poolId}`, idle.token);
    expect(ranks(all.body.payload).slice(0, 2)).toEqual([[1, friend.user.id, "5.0000"], [2, owner.user.id, "2.0000"]]);
  });

  test("a pool counting only some leagues counts only their points", async () => {
    const [owner, friend] = people;
    await pools.update(owner.token, poolId, { leagues: ["nfl"] });
    const all = await board(`?period=ALL&scope=pool:${poolId}`, owner.token);
    // The friend's 3.0 was NBA: both now have 2.0 NFL points, a shared first place (ties ordered by id).
    const tied = [owner.user.id, friend.user.id].sort();
    expect(ranks(all.body.payload).slice(0, 2)).toEqual([[1, tied[0], "2.0000"], [1, tied[1], "2.0000"]]);
    const today = await board(`?period=TODAY&scope=pool:${poolId}`, owner.token);
    expect(ranks(today.body.payload)[0]).toEqual([1, owner.user.id, "2.0000"]);
    await pools.update(owner.token, poolId, { leagues: ["nfl", "nba", "nhl", "mlb"] });
  });

  test("a parlay counts on a pool counting some leagues only when every leg is in them", async () => {
    const [owner, , idle] = people;
    const nfl = [await createFixture({ league: "NFL" }), await createFixture({ league: "NFL" })];
    const mixed = [await createFixture({ league: "NFL" }), await createFixture({ league: "NBA" })];
    await parlayWithLegs(idle.user.id, nfl.map((fixture) => ({ fixtureId: fixture.id, side: "HOME" as const, moneyLine: 100 }))); // 4.0
    await parlayWithLegs(idle.user.id, mixed.map((fixture) => ({ fixtureId: fixture.id, side: "HOME" as const, moneyLine: 100 }))); // 4.0
    for (const fixture of [...nfl, ...mixed]) {
      await finish(fixture.id, 2, 1);
      await settleFixture(db, fixture.id, { settledAt: new Date() });
    }
    const everyLeague = await board(`?period=TODAY&scope=pool:${poolId}`, owner.token);
    expect(ranks(everyLeague.body.payload)[0]).toEqual([1, idle.user.id, "8.0000"]);
    await pools.update(owner.token, poolId, { leagues: ["nfl"] });
    const nflOnly = await board(`?period=TODAY&scope=pool:${poolId}`, owner.token);
    expect(ranks(nflOnly.body.payload)[0]).toEqual([1, idle.user.id, "4.0000"]);
    await pools.update(owner.token, poolId, { leagues: ["nba"] });
    const nbaOnly = await board(`?period=TODAY&scope=pool:${poolId}`, owner.token);
    expect(ranks(nbaOnly.body.payload).find(([, userId]) => userId === idle.user.id)).toEqual([2, idle.user.id, "0.0000"]);
    await pools.update(owner.token, poolId, { leagues: ["nfl", "nba", "nhl", "mlb"] });
  });

  test("outsiders get 404 and visitors 401; a malformed scope is a 400", async () => {
    const outsider = people[3];
    expect((await board(`?scope=pool:${poolId}`, outsider.token)).status).toBe(404);
    expect((await board(`?scope=pool:no-such-pool`, outsider.token)).status).toBe(404);
    expect((await board(`?scope=pool:${poolId}`)).status).toBe(401);
    expect((await board(`?scope=pool:a%20b`, outsider.token)).status).toBe(400);
  });
});

describe("the member limit", () => {
  async function nearlyFullPool(free: number) {
    const owner = await createUser();
    const pool = await db.pool.create({ data: { name: "Big", leagues: ["NFL"], ownerId: owner.id, inviteCode: crypto.randomBytes(16).toString("base64url") } });
    await db.$executeRaw`INSERT INTO "User" ("id", "email", "updatedAt")
      SELECT ${pool.id} || '-m' || g, ${pool.id} || '-m' || g || '@example.test', now() FROM generate_series(1, ${MAX_POOL_MEMBERS - free}) g`;
    await db.$executeRaw`INSERT INTO "PoolMember" ("poolId", "userId") SELECT ${pool.id}, ${pool.id} || '-m' || g FROM generate_series(1, ${MAX_POOL_MEMBERS - free}) g`;
    return pool;
  }

  test(`the ${MAX_POOL_MEMBERS + 1}st member is refused with a clear CONFLICT`, async () => {
    const pool = await nearlyFullPool(0);
    const late = await createSignedInUser();
    const { status, body } = await pools.join(late.token, pool.inviteCode!);
    expect(status).toBe(409);
    expect(body.error?.message).toBe("This pool is full: it has 10,000 members");
    expect(await db.poolMember.count({ where: { poolId: pool.id } })).toBe(MAX_POOL_MEMBERS);
  }, 60_000);

  test("concurrent joins of the last free place give one member", async () => {
    const pool = await nearlyFullPool(1);
    const racers = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    const results = await Promise.allSettled(
      racers.map((user, i) => joinPool({ id: user.id, username: user.username, verified: true, role: "USER" }, pool.inviteCode!, `198.51.100.${i}`)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(5).fill("CONFLICT"));
    expect(await db.poolMember.count({ where: { poolId: pool.id } })).toBe(MAX_POOL_MEMBERS);
  }, 60_000);
});
