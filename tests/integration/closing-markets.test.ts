// Spreads and totals through a sync: written beside the money line, moved before the start, closed with it and kept.
import { db } from "@/lib/db";
import { seedTeams } from "@/lib/server/demo/seed-catalog";
import type { SpreadLine, TotalLine } from "@/lib/domain/markets";
import { espnFeed } from "@/lib/feeds/espn/espn-feed";
import { getFixture } from "@/lib/server/fixtures/get-fixture";
import { syncFeed } from "@/lib/server/sync/sync-feed";
import { jsonResponse, recorded } from "../support/feed-responses";
import { emptyWorld } from "../support/results-factories";
import { syncedGame } from "../support/synced-game";

beforeEach(async () => {
  await emptyWorld();
  await seedTeams(db);
});

const spread = (homePoint: number, homePrice = -110, awayPrice = -110): SpreadLine =>
  ({ home: { point: homePoint, price: homePrice }, away: { point: -homePoint, price: awayPrice } });
const total = (points: number, over = -110, under = -110): TotalLine => ({ points, over, under });
const { at, game, sync } = syncedGame("601", { spread: spread(-2.5, -115, -105), total: total(47.5) });
const row = () => db.fixture.findFirstOrThrow({ where: { providerEventId: "601" } });
const markets = async () => {
  const { id } = await row();
  const fixture = await getFixture({ league: "NFL", fixtureId: id });
  return { current: fixture.markets, closing: fixture.closingMarkets };
};

describe("spreads and totals through the sync", () => {
  test("a new game stores its spread and total; a moved spread or total alone is an odds change", async () => {
    await sync(game(), at(-60));
    expect(await markets()).toEqual({ current: { spread: spread(-2.5, -115, -105), total: total(47.5) }, closing: null });
    const first = await row();
    expect(first.oddsUpdatedAt).not.toBeNull();

    expect(await sync(game({ spread: spread(-3, -110, -110) }), at(-50))).toMatchObject({ updated: 1 });
    expect((await markets()).current.spread).toEqual(spread(-3));
    expect(await sync(game({ spread: spread(-3), total: total(44, -105, -115) }), at(-40))).toMatchObject({ updated: 1 });
    expect((await markets()).current.total).toEqual(total(44, -105, -115));
    expect((await row()).oddsUpdatedAt!.getTime()).toBeGreaterThan(first.oddsUpdatedAt!.getTime());
    // A feed that stops carrying the markets keeps the lines it had.
    expect(await sync(game({ spread: null, total: null }), at(-30))).toMatchObject({ updated: 0, unchanged: 1 });
    expect((await markets()).current).toEqual({ spread: spread(-3), total: total(44, -105, -115) });
  });

  test("every market closes at its last pre-start line when the game starts, and stays closed", async () => {
    await sync(game(), at(-60));
    await sync(game({ spread: spread(-3.5, -105, -115), total: total(48, -110, -110) }), at(-10));
    // A lagging feed prices the game after its start: the close is the line before it.
    await sync(game({ spread: spread(-7), total: total(52.5) }), at(2));
    const closed = await markets();
    expect(closed.closing).toEqual({ spread: spread(-3.5, -105, -115), total: total(48) });
    const stored = await row();
    expect([Number(stored.closingHomeSpread), stored.closingHomeSpreadPrice, stored.closingAwaySpreadPrice]).toEqual([-3.5, -105, -115]);
    expect([Number(stored.closingTotalPoints), stored.closingOverPrice, stored.closingUnderPrice]).toEqual([48, -110, -110]);

    await sync(game({ status: "IN_PROGRESS", homeScore: 7, awayScore: 0, spread: spread(-14), total: total(60) }), at(30));
    await sync(game({ status: "FINAL", homeScore: 27, awayScore: 24, winnerSide: "HOME" }), at(200));
    expect((await markets()).closing).toEqual(closed.closing);
    // The database keeps the close against a direct write as well.
    await db.fixture.update({ where: { id: stored.id }, data: { closingHomeSpread: -1, closingTotalPoints: 30, closingLineAt: null } });
    expect((await markets()).closing).toEqual(closed.closing);
  });

  test("a game without a spread or total stores none, and closes with none", async () => {
    await sync(game({ spread: null, total: undefined }), at(-60));
    expect((await markets()).current).toEqual({ spread: null, total: null });
    await sync(game({ spread: null, total: null, status: "IN_PROGRESS", homeScore: 0, awayScore: 0 }), at(1));
    const stored = await row();
    expect(stored.closingLineAt).not.toBeNull();
    expect([stored.closingHomeSpread, stored.closingTotalPoints, stored.closingOverPrice]).toEqual([null, null, null]);
    expect((await markets()).closing).toEqual({ spread: null, total: null });
  });
});

test("a recorded ESPN scoreboard synced: each game's spread and total stored, closed when the clock passes its start", async () => {
  const feed = espnFeed({ leagues: ["NFL"], fetch: async () => jsonResponse(recorded("espn/nfl-scoreboard-2025-09-05.json")) });
  await syncFeed(db, feed, { now: new Date("2025-09-05T12:00:00Z") });
  const chargers = () => db.fixture.findFirstOrThrow({ where: { provider: "espn", providerEventId: "401772714" } });
  const view = async () => getFixture({ league: "NFL", fixtureId: (await chargers()).id });
  // Chiefs at Chargers: LAC +3.5 -125, KC -3.5 +102, total 46.5.
  expect((await view()).markets).toEqual({ spread: spread(3.5, -125, 102), total: total(46.5, -110, -110) });
  expect(await db.fixture.count({ where: { provider: "espn", homeSpread: { not: null }, totalPoints: { not: null } } })).toBe(15);
  // The same payload read after kick-off still says scheduled: the clock closes every market at what was stored.
  await syncFeed(db, feed, { now: new Date("2025-09-06T00:05:00Z") });
  expect((await view()).closingMarkets).toEqual({ spread: spread(3.5, -125, 102), total: total(46.5, -110, -110) });
});
