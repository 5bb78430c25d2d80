// Parallel requests that race on one row end in one consistent state (picks, follows, syncs).
import { spawn } from "node:child_process";
import path from "node:path";
import { DELETE as unfollow, POST as follow } from "@/app/api/follow/[id]/route";
import { POST as pick } from "@/app/api/[sport]/[league]/pick/route";
import { GET as profile } from "@/app/api/picker/[key]/route";
import { db } from "@/lib/db";
import { seedTeams } from "@/lib/server/demo/seed-catalog";
import type { FeedAdapter, FixtureUpdate } from "@/lib/feeds/types";
import { syncFeed } from "@/lib/server/sync/sync-feed";
import { createFixture, createSignedInUser, createUser } from "../support/factories";
import { shownCounts } from "../support/pick-counts";
import { emptyWorld, finish, pickWithOdds, totals } from "../support/results-factories";
import { apiRequest, readJson, routeContext } from "../support/requests";
import type { Side } from "@/lib/domain/enum-values";

const NFL = { sport: "football", league: "nfl" };
const N = 50;

const postPick = (token: string, fixtureId: number, side: Side) =>
  pick(apiRequest(`/api/football/nfl/pick`, { method: "POST", body: { fixtureId, side }, bearer: token }), routeContext(NFL));
const followCall = (method: "POST" | "DELETE", id: string, token: string) =>
  (method === "POST" ? follow : unfollow)(apiRequest(`/api/follow/${id}`, { method, bearer: token }), routeContext({ id }));

test(`${N} parallel picks by one picker on one game store one pick, refuse the rest and count one`, async () => {
  const { user, token } = await createSignedInUser();
  const fixture = await createFixture();
  const responses = await Promise.all(Array.from({ length: N }, (_, i) => postPick(token, fixture.id, i % 2 ? "HOME" : "AWAY")));
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1);
  expect(await db.pick.count({ where: { userId: user.id, fixtureId: fixture.id } })).toBe(1);
  const counts = await shownCounts(fixture.id);
  expect(counts.homePicks + counts.awayPicks).toBe(1);
});

test(`${N} parallel follows and unfollows end in one follow row or none, and every count agrees with it`, async () => {
  const { user: me, token } = await createSignedInUser();
  const target = await createUser();
  const responses = await Promise.all(Array.from({ length: N }, (_, i) => followCall(i % 2 ? "DELETE" : "POST", target.id, token)));
  expect(responses.map((r) => r.status).every((s) => s === 200)).toBe(true);
  const rows = await db.follow.count({ where: { followerId: me.id, followedId: target.id } });
  expect([0, 1]).toContain(rows);
  const view = async (username: string) =>
    ((await readJson(await profile(apiRequest(`/api/picker/${username}`, { bearer: token }), routeContext({ key: username })))) as {
      payload: { followersCount: number; followingCount: number; followedByCaller: boolean };
    }).payload;
  // Both sides agree with the rows: the followed picker's count, the follower's own count, and the follow button's state.
  expect(await view(target.username!)).toMatchObject({ followersCount: rows, followedByCaller: rows === 1 });
  expect((await view(me.username!)).followingCount).toBe(rows);
  // However the race went, the followed picker was notified at most once that day.
  expect(await db.notification.count({ where: { userId: target.id, type: "NEW_FOLLOWER" } })).toBeLessThanOrEqual(1);
  // One more follow settles it: exactly one row and a count of one.
  const last = (await readJson(await followCall("POST", target.id, token))) as { payload: { followersCount: number } };
  expect(last.payload.followersCount).toBe(1);
});

test(`${N} pickers following one picker at once give ${N} rows and a count of ${N}`, async () => {
  const target = await createUser();
  const fans = await Promise.all(Array.from({ length: N }, () => createSignedInUser()));
  const responses = await Promise.all(fans.map(({ token }) => followCall("POST", target.id, token)));
  expect(responses.every((r) => r.status === 200)).toBe(true);
  expect(await db.follow.count({ where: { followedId: target.id } })).toBe(N);
  const shown = (await readJson(await profile(apiRequest(`/api/picker/${target.username}`), routeContext({ key: target.username! })))) as {
    payload: { followersCount: number };
  };
  expect(shown.payload.followersCount).toBe(N);
});

describe("two syncs at once", () => {
  beforeEach(async () => {
    await emptyWorld();
    await seedTeams(db);
  });

  test("settle a finished game once: one run works, the other steps aside, totals equal a single run", async () => {
    const kc = await db.team.findFirstOrThrow({ where: { league: "NFL", abbreviation: "KC" } });
    const buf = await db.team.findFirstOrThrow({ where: { league: "NFL", abbreviation: "BUF" } });
    const fixture = await db.fixture.create({
      data: { league: "NFL", startsAt: new Date(Date.now() - 4 * 3_600_000), homeTeamId: kc.id, awayTeamId: buf.id,
        homeMoneyLine: -150, awayMoneyLine: 130, provider: "espn", providerEventId: "race-1", status: "IN_PROGRESS" },
    });
    const pickers = await Promise.all(Array.from({ length: 10 }, () => createUser()));
    for (const [i, u] of pickers.entries()) await pickWithOdds(u.id, fixture.id, i % 3 ? "HOME" : "AWAY", i % 3 ? -150 : 130);
    const final: FixtureUpdate = {
      provider: "espn", providerEventId: "race-1", league: "NFL", startsAt: fixture.startsAt, status: "FINAL",
      home: { abbreviation: "KC" }, away: { abbreviation: "BUF" }, homeMoneyLine: -150, awayMoneyLine: 130,
      homeScore: 27, awayScore: 20, winnerSide: "HOME",
    };
    const feed: FeedAdapter = { provider: "espn", fetchUpdates: async () => [final] };
    const runs = await Promise.all([syncFeed(db, feed), syncFeed(db, feed)]);
    // Either the second run found the lock taken, or it ran after the first and found nothing left to settle.
    expect(runs.reduce((sum, run) => sum + (run.skipped ? 0 : run.settled.fixtures), 0)).toBe(1);
    const after = await totals();
    expect(after.picks.filter((p: { state: string }) => p.state === "FINAL")).toHaveLength(10);
    expect(after.standings.map((s: { points: string }) => s.points).sort()).toEqual([...Array(4).fill("0"), ...Array(6).fill("1.6667")]);
    expect((await syncFeed(db, feed)).settled.fixtures).toBe(0);
    expect(await totals()).toEqual(after);
  });

  test("two sync processes at once (two cron calls) settle a finished game once", async () => {
    const fixture = await createFixture();
    const pickers = await Promise.all(Array.from({ length: 10 }, () => createUser()));
    for (const [i, u] of pickers.entries()) await pickWithOdds(u.id, fixture.id, i % 3 ? "HOME" : "AWAY", i % 3 ? -150 : 130);
    await finish(fixture.id, 27, 20);
    // Each child is a whole process with its own pool, as two serverless invocations of the cron route would be.
    const child = () =>
      new Promise<number | null>((resolve) =>
        spawn(process.execPath, ["--import", "tsx", path.join("tests", "support", "sync-child.ts"), "test"], { env: process.env, stdio: "ignore" })
          .on("exit", resolve));
    expect(await Promise.all([child(), child()])).toEqual([0, 0]);
    const after = await totals();
    expect(after.picks.filter((p: { state: string }) => p.state === "FINAL")).toHaveLength(10);
    expect(after.standings.map((s: { points: string }) => s.points).sort()).toEqual([...Array(4).fill("0"), ...Array(6).fill("1.6667")]);
    expect((await syncFeed(db, { provider: "test", fetchUpdates: async () => [] })).settled.fixtures).toBe(0);
    expect(await totals()).toEqual(after);
  }, 60_000);
});
