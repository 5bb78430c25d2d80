// Feed sync against a real PostgreSQL: upserts by event id, the odds and status rules, settlement, one run at a time, the cron route.
import { GET as cron } from "@/app/api/cron/sync/route";
import { db } from "@/lib/db";
import { seedTeams } from "@/lib/server/demo/seed-catalog";
import { demoFeed } from "@/lib/feeds/demo-feed";
import type { FeedAdapter, FixtureUpdate } from "@/lib/feeds/types";
import { syncFeed } from "@/lib/server/sync/sync-feed";
import { createUser } from "../support/factories";
import { marketPick } from "../support/market-factories";
import { emptyWorld, pickWithOdds } from "../support/results-factories";
import { apiRequest, readJson } from "../support/requests";

beforeEach(async () => {
  await emptyWorld();
  await seedTeams(db);
});

const feedOf = (updates: () => FixtureUpdate[]): FeedAdapter => ({ provider: "espn", fetchUpdates: async () => updates() });
const game = (over: Partial<FixtureUpdate> = {}): FixtureUpdate => ({
  provider: "espn", providerEventId: "401", league: "NFL", startsAt: new Date(Date.now() + 3_600_000), status: "PREGAME",
  home: { abbreviation: "KC" }, away: { name: "Buffalo Bills" }, homeMoneyLine: -150, awayMoneyLine: 130,
  homeScore: null, awayScore: null, winnerSide: null, ...over,
});
/** A provider that answers only once released: `inside` resolves when the sync is waiting on it. */
function heldFeed() {
  let release!: () => void;
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow: FeedAdapter = {
    provider: "espn",
    async fetchUpdates() {
      entered();
      await gate;
      return [game()];
    },
  };
  return { slow, inside, release };
}
const stored = () => db.fixture.findUniqueOrThrow({ where: { provider_providerEventId: { provider: "espn", providerEventId: "401" } } });

describe("syncFeed", () => {
  test("the demo feed creates the window's games once; a second run changes nothing", async () => {
    const now = new Date();
    const first = await syncFeed(db, demoFeed("sync-test"), { now });
    expect(first.skipped).toBe(false);
    expect(first.created).toBeGreaterThan(100);
    expect(first.created).toBe(first.fetched);
    expect(await db.fixture.count()).toBe(first.created);
    const second = await syncFeed(db, demoFeed("sync-test"), { now });
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: first.fetched });
  }, 60_000);

  test("teams are matched by abbreviation or name; odds change only before the game; a final settles its picks", async () => {
    let update = game();
    const feed = feedOf(() => [update]);
    expect(await syncFeed(db, feed)).toMatchObject({ created: 1, unknownTeams: 0 });
    const created = await stored();
    const teams = await db.team.findMany({ where: { id: { in: [created.homeTeamId, created.awayTeamId] } } });
    expect(teams.map((t) => t.abbreviation).sort()).toEqual(["BUF", "KC"]);

    update = game({ homeMoneyLine: -180, awayMoneyLine: 155 });
    expect(await syncFeed(db, feed)).toMatchObject({ updated: 1 });
    expect((await stored()).homeMoneyLine).toBe(-180);

    const user = await createUser();
    await pickWithOdds(user.id, created.id, "AWAY", 155);
    update = game({ status: "IN_PROGRESS", homeScore: 3, awayScore: 7, homeMoneyLine: -500, awayMoneyLine: 400 });
    await syncFeed(db, feed);
    expect(await stored()).toMatchObject({ status: "IN_PROGRESS", homeMoneyLine: -180, awayMoneyLine: 155, homeScore: 3 });

    update = game({ status: "FINAL", homeScore: 20, awayScore: 27, winnerSide: "AWAY" });
    const final = await syncFeed(db, feed);
    expect(final.settled).toMatchObject({ fixtures: 1, picks: 1 });
    expect((await db.standing.findUniqueOrThrow({ where: { userId: user.id } })).points.toFixed(4)).toBe("2.5500");

    // A stale feed cannot reopen the game; a corrected final re-settles it.
    update = game({ status: "IN_PROGRESS", homeScore: 20, awayScore: 20 });
    expect(await syncFeed(db, feed)).toMatchObject({ updated: 0, settled: { fixtures: 0 } });
    update = game({ status: "FINAL", homeScore: 30, awayScore: 27, winnerSide: "HOME" });
    expect((await syncFeed(db, feed)).settled).toMatchObject({ fixtures: 1, corrected: 1 });
    expect((await db.standing.findUniqueOrThrow({ where: { userId: user.id } })).points.toFixed(4)).toBe("0.0000");
  });

  test("a corrected score that keeps the winner re-settles the spread and total picks it decides", async () => {
    let update = game();
    const feed = feedOf(() => [update]);
    await syncFeed(db, feed);
    const fixture = await stored();
    await db.fixture.update({ where: { id: fixture.id }, data: { homeSpread: -3.5, homeSpreadPrice: -110, awaySpreadPrice: -110 } });
    const user = await createUser();
    await marketPick(user.id, fixture.id, { market: "SPREAD", side: "HOME", point: -3.5, price: -110 });

    update = game({ status: "FINAL", homeScore: 24, awayScore: 20, winnerSide: "HOME" });
    expect((await syncFeed(db, feed)).settled).toMatchObject({ fixtures: 1, picks: 1 });
    expect(await db.pick.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ outcome: "WIN" });

    // The home side still wins, by 3 now: the -3.5 spread loses, and the next sync says so.
    update = game({ status: "FINAL", homeScore: 24, awayScore: 21, winnerSide: "HOME" });
    expect((await syncFeed(db, feed)).settled).toMatchObject({ fixtures: 1, corrected: 1 });
    expect(await db.pick.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ outcome: "LOOSE" });
    expect((await db.standing.findUniqueOrThrow({ where: { userId: user.id } })).points.toFixed(4)).toBe("0.0000");
    // Nothing changed since: nothing to settle.
    expect((await syncFeed(db, feed)).settled).toMatchObject({ fixtures: 0 });
  });

  test("a game with unknown teams is skipped, counted and named; a postponement is taken", async () => {
    let updates = [game(), game({ providerEventId: "402", home: { abbreviation: "XXX" } })];
    const feed = feedOf(() => updates);
    expect(await syncFeed(db, feed)).toMatchObject({ created: 1, unknownTeams: 1, unknownTeamNames: ["NFL XXX"] });
    updates = [game({ status: "POSTPONED" })];
    await syncFeed(db, feed);
    expect((await stored()).status).toBe("POSTPONED");
  });

  test("an overlapping run exits at once while the first holds the lock", async () => {
    const { slow, inside, release } = heldFeed();
    const first = syncFeed(db, slow);
    await inside;
    const second = await syncFeed(db, feedOf(() => [game({ providerEventId: "999" })]));
    expect(second).toMatchObject({ skipped: true, fetched: 0, created: 0 });
    release();
    expect(await first).toMatchObject({ skipped: false, created: 1 });
    expect(await db.fixture.count()).toBe(1);
  });

  test("no transaction is open while a provider answers: a slow fetch holds no pooled connection", async () => {
    const { slow, inside, release } = heldFeed();
    const running = syncFeed(db, slow);
    await inside;
    const open = await db.$queryRaw<{ open: number }[]>`
      SELECT count(*)::int AS open FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`;
    release();
    expect(await running).toMatchObject({ skipped: false, created: 1 });
    expect(open[0].open).toBe(0);
  });

  test("a run that stopped without releasing its claim is taken over once the claim has expired", async () => {
    await db.$executeRaw`
      INSERT INTO "SyncState" ("id", "leaseHolder", "leaseUntil") VALUES (1, 'a frozen instance', now() + interval '1 minute')
      ON CONFLICT ("id") DO UPDATE SET "leaseHolder" = EXCLUDED."leaseHolder", "leaseUntil" = EXCLUDED."leaseUntil"`;
    expect(await syncFeed(db, feedOf(() => [game()]))).toMatchObject({ skipped: true });
    await db.$executeRaw`UPDATE "SyncState" SET "leaseUntil" = now() - interval '1 second' WHERE "id" = 1`;
    expect(await syncFeed(db, feedOf(() => [game()]))).toMatchObject({ skipped: false, created: 1 });
    const [state] = await db.$queryRaw<{ leaseHolder: string | null }[]>`SELECT "leaseHolder" FROM "SyncState" WHERE "id" = 1`;
    expect(state.leaseHolder).toBeNull();
  });
});

describe("GET /api/cron/sync", () => {
  const saved = process.env.CRON_SECRET;
  afterEach(() => {
    process.env.CRON_SECRET = saved;
  });

  test("refuses a call without the secret, or with a wrong one, or when no secret is configured", async () => {
    process.env.CRON_SECRET = "s3cret-value";
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer wrong" }, { authorization: "s3cret-value" }];
    for (const headers of attempts) {
      const response = await cron(apiRequest("/api/cron/sync", { headers }));
      expect(response.status).toBe(401);
      expect((await readJson(response)).error?.code).toBe("UNAUTHORIZED");
    }
    delete process.env.CRON_SECRET;
    const unset = await cron(apiRequest("/api/cron/sync", { headers: { authorization: "Bearer " } }));
    expect(unset.status).toBe(401);
    expect(await db.fixture.count()).toBe(0);
  });

  test("runs the demo sync with the right bearer", async () => {
    process.env.CRON_SECRET = "s3cret-value";
    const response = await cron(apiRequest("/api/cron/sync", { headers: { authorization: "Bearer s3cret-value" } }));
    expect(response.status).toBe(200);
    const body = (await readJson(response)) as { payload: { provider: string; created: number; skipped: boolean } };
    expect(body.payload).toMatchObject({ provider: "demo", skipped: false });
    expect(body.payload.created).toBeGreaterThan(100);
    expect(await db.fixture.count()).toBe(body.payload.created);
  }, 60_000);
});
