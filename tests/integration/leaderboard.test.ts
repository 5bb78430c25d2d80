// GET /api/leaderboard and GET /api/picker/{userId}/stats on data produced by real settlements.
import { GET as leaderboard } from "@/app/api/leaderboard/route";
import { GET as stats } from "@/app/api/picker/[key]/stats/route";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { periodRange, PERIODS, type Period } from "@/lib/domain/periods";
import type { Leaderboard } from "@/lib/contracts/leaderboard";
import type { PickerStats } from "@/lib/contracts/pickers";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { createFixture, createSignedInUser, createUser } from "../support/factories";
import { emptyWorld, finish, parlayWithLegs, pickWithOdds } from "../support/results-factories";
import { apiRequest, readJson, routeContext } from "../support/requests";
import { appTimeZone } from "@/lib/settings";

const DAY = 86_400_000;

/** A settled NORMAL pick worth `moneyLine`'s decimal odds (a win) or nothing (a loss), counted on `at`'s local day. */
async function settledPick(userId: string, moneyLine: number, won: boolean, at: Date, league: "NFL" | "NBA" = "NFL") {
  const fixture = await createFixture({ league });
  await pickWithOdds(userId, fixture.id, "HOME", moneyLine);
  await finish(fixture.id, won ? 2 : 1, won ? 1 : 2);
  await settleFixture(db, fixture.id, { settledAt: at });
}

async function board(query: string, bearer?: string) {
  const response = await leaderboard(apiRequest(`/api/leaderboard${query}`, { bearer }));
  return { status: response.status, body: (await readJson(response)) as { payload: Leaderboard; error?: { code: string } } };
}

let users: Awaited<ReturnType<typeof createSignedInUser>>[];
const now = new Date();
const longAgo = new Date(now.getTime() - 40 * DAY);

beforeAll(async () => {
  await emptyWorld();
  users = [];
  for (let i = 0; i < 5; i += 1) users.push(await createSignedInUser({ username: `ranker${i}` }));
  const [a, b, c, d, e] = users.map((u) => u.user.id);
  // Today: a 3.0, b 2.0, c 2.0, d 1.5 (a loss for e). Long ago: e 10.0, d 4.0.
  await settledPick(a, 200, true, now);
  await settledPick(b, 100, true, now, "NBA");
  await settledPick(c, 100, true, now);
  await settledPick(d, -200, true, now);
  await settledPick(e, 150, false, now);
  await settledPick(e, 900, true, longAgo);
  await settledPick(d, 300, true, longAgo);
}, 60_000);

describe("GET /api/leaderboard", () => {
  test("defaults to THIS_WEEK and ranks today's points with shared ranks for equal scores", async () => {
    const { status, body } = await board("?period=TODAY");
    expect(status).toBe(200);
    const [a, b, c, d] = users.map((u) => u.user.id);
    expect(body.payload.items.map((r) => [r.rank, r.userId, r.score])).toEqual([
      [1, a, "3.0000"],
      [2, [b, c].sort()[0], "2.0000"],
      [2, [b, c].sort()[1], "2.0000"],
      [4, d, "1.5000"],
    ]);
    expect(body.payload.items[0]).toMatchObject({ username: "ranker0", picture: null, hotStreak: false });
    expect(body.payload.me).toBeNull();
    expect((await board("")).body.payload.period).toBe("THIS_WEEK");
  });

  test("ALL ranks lifetime scores, so the order differs from TODAY", async () => {
    const { body } = await board("?period=ALL");
    const [a, , , d, e] = users.map((u) => u.user.id);
    expect(body.payload.items.slice(0, 2).map((r) => [r.rank, r.userId, r.score])).toEqual([
      [1, e, "10.0000"],
      [2, d, "5.5000"],
    ]);
    expect(body.payload.items.find((r) => r.userId === a)?.rank).toBe(3);
  });

  test("every period equals the sum of the points settled in it", async () => {
    for (const period of PERIODS) {
      const { start, end } = periodRange(period, now, appTimeZone());
      const settledAt = start && end ? { gte: start, lt: end } : { not: null };
      const groups = await Promise.all([
        db.pick.groupBy({ by: ["userId"], where: { kind: "NORMAL", state: "FINAL", settledAt }, _sum: { points: true } }),
        db.parlay.groupBy({ by: ["userId"], where: { state: "FINAL", settledAt }, _sum: { points: true } }),
      ]);
      const sums = new Map<string, Prisma.Decimal>();
      for (const row of groups.flat()) sums.set(row.userId, (sums.get(row.userId) ?? new Prisma.Decimal(0)).add(row._sum.points ?? 0));
      const expected = Object.fromEntries([...sums].filter(([, points]) => points.gt(0)).map(([userId, points]) => [userId, points.toFixed(4)]));
      const { body } = await board(`?period=${period}`);
      expect([period, Object.fromEntries(body.payload.items.map((r) => [r.userId, r.score]))]).toEqual([period, expected]);
    }
  });

  test("pages by cursor without losing or repeating a row, ranks intact across pages", async () => {
    const seen: [number, string][] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const { body } = await board(`?period=TODAY&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...body.payload.items.map((r): [number, string] => [r.rank, r.userId]));
      cursor = body.payload.nextCursor;
    }
    expect(seen.map(([rank]) => rank)).toEqual([1, 2, 2, 4]);
    expect(new Set(seen.map(([, id]) => id)).size).toBe(4);
    expect((await board("?period=TODAY&cursor=bm9wZQ")).status).toBe(400);
  });

  test("a signed-in caller gets their own rank and score, or no rank without points", async () => {
    const d = users[3];
    expect((await board("?period=TODAY", d.token)).body.payload.me).toEqual({
      rank: 4, score: "1.5000", userId: d.user.id, username: "ranker3", hotStreak: false, picture: null, private: false,
    });
    expect((await board("?period=TODAY", users[4].token)).body.payload.me).toMatchObject({ rank: null, score: "0.0000", username: "ranker4" });
  });

  test("scope=following ranks the caller and the people they follow, and needs a caller", async () => {
    expect((await board("?period=TODAY&scope=following")).status).toBe(401);
    const [a, , c, d, e] = users;
    await db.follow.createMany({ data: [{ followerId: e.user.id, followedId: c.user.id }, { followerId: e.user.id, followedId: d.user.id }] });
    const { body } = await board("?period=TODAY&scope=following", e.token);
    expect(body.payload.items.map((r) => [r.rank, r.userId, r.score])).toEqual([
      [1, c.user.id, "2.0000"],
      [2, d.user.id, "1.5000"],
      [3, e.user.id, "0.0000"],
    ]);
    expect(body.payload.items.some((r) => r.userId === a.user.id)).toBe(false);
    expect(body.payload.me).toMatchObject({ rank: 3, score: "0.0000", userId: e.user.id });
  });
});

describe("GET /api/picker/{userId}/stats", () => {
  const NO_PICKS = { picks: 0, pending: 0, wins: 0, losses: 0, pushes: 0, winRate: null, points: "0.0000" };

  async function statsOf(userId: string) {
    const response = await stats(apiRequest(`/api/picker/${userId}/stats`), routeContext({ key: userId }));
    return { status: response.status, body: (await readJson(response)) as { payload: PickerStats } };
  }

  test("score, counts, favourite sport and the win / loss / pending split", async () => {
    const user = await createUser();
    const at = new Date();
    await settledPick(user.id, 150, true, at, "NBA");
    await settledPick(user.id, 120, false, at, "NBA");
    const pending = await createFixture({ league: "NFL" });
    await pickWithOdds(user.id, pending.id, "AWAY", 110);
    const [x, y] = [await createFixture({ league: "NBA" }), await createFixture({ league: "NBA" })];
    await parlayWithLegs(user.id, [{ fixtureId: x.id, side: "HOME", moneyLine: 100 }, { fixtureId: y.id, side: "HOME", moneyLine: 100 }]);

    const { status, body } = await statsOf(user.id);
    expect(status).toBe(200);
    expect(body.payload).toEqual({
      score: "2.5000",
      totalPicksCount: 4,
      pendingPicksCount: 2,
      favoriteSport: "basketball",
      winRate: { WIN: 25, LOOSE: 25, PENDING: 50 },
      // These picks were made without the other side's line: they stay out of the skill figures.
      skill: expect.objectContaining({ leagues: [], periods: expect.objectContaining({ ALL: expect.objectContaining({ settledPicks: 0 }) }) }),
      // All three NORMAL picks are money-line picks; the parlay is not a market's pick.
      byMarket: {
        MONEY_LINE: { picks: 3, pending: 1, wins: 1, losses: 1, pushes: 0, winRate: 50, points: "2.5000" },
        SPREAD: NO_PICKS,
        TOTAL: NO_PICKS,
      },
    });
  });

  test("a picker without picks has zeros and no favourite; an unknown id is a 404", async () => {
    const user = await createUser();
    expect((await statsOf(user.id)).body.payload).toEqual({
      score: "0.0000", totalPicksCount: 0, pendingPicksCount: 0, favoriteSport: null, winRate: { WIN: 0, LOOSE: 0, PENDING: 0 },
      skill: expect.objectContaining({ minimumPicks: 20, leagues: [] }),
      byMarket: { MONEY_LINE: NO_PICKS, SPREAD: NO_PICKS, TOTAL: NO_PICKS },
    });
    expect((await statsOf("nobody")).status).toBe(404);
  });
});

export type { Period };
