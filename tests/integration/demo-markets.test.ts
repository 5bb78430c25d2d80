// The demo world's spreads and totals in the database: seeded with their closing lines, then kept up by the demo feed's sync.
import { db } from "@/lib/db";
import { seedFixtures, seedTeams } from "@/lib/server/demo/seed-catalog";
import { DEMO_PROVIDER } from "@/lib/demo/season";
import { seedDatabase } from "@/lib/server/demo/seed-database";
import { settleSelection } from "@/lib/domain/markets";
import { demoFeed } from "@/lib/feeds/demo-feed";
import { getFixture } from "@/lib/server/fixtures/get-fixture";
import { settleDemoFinals } from "@/lib/server/results/settle-demo-finals";
import { syncFeed } from "@/lib/server/sync/sync-feed";
import { emptyWorld } from "../support/results-factories";

const NOW = new Date("2026-11-22T17:00:00Z");

beforeEach(async () => {
  await emptyWorld();
});

test("seeded games carry spreads and totals; started ones their closing lines; a sync at the same instant changes nothing", async () => {
  const { teams } = await seedTeams(db);
  const { created } = await seedFixtures(db, teams, { now: NOW, seed: "markets" });
  const count = (where: object) => db.fixture.count({ where: { provider: DEMO_PROVIDER, ...where } });
  expect(await count({ homeSpread: { not: null }, totalPoints: { not: null } })).toBeGreaterThan(created * 0.85);
  expect(await count({ homeSpread: null })).toBeGreaterThan(0);
  // Whole points (so pushes), and closing lines on every started game that offered the market.
  const whole = await db.$queryRaw<{ spreads: number; totals: number }[]>`
    SELECT count(*) FILTER (WHERE "homeSpread" = trunc("homeSpread"))::int AS spreads,
           count(*) FILTER (WHERE "totalPoints" = trunc("totalPoints"))::int AS totals
    FROM "Fixture" WHERE "provider" = ${DEMO_PROVIDER}`;
  expect(whole[0].spreads).toBeGreaterThan(0);
  expect(whole[0].totals).toBeGreaterThan(0);
  expect(await count({ status: { not: "PREGAME" }, homeSpread: { not: null }, closingHomeSpread: null })).toBe(0);
  expect(await count({ status: "PREGAME", closingTotalPoints: { not: null } })).toBe(0);

  const final = await db.fixture.findFirstOrThrow({ where: { provider: DEMO_PROVIDER, status: "FINAL", homeSpread: { not: null }, totalPoints: { not: null } } });
  const view = await getFixture({ league: final.league, fixtureId: final.id });
  expect(view.closingMarkets).toEqual(view.markets);
  expect(view.markets.spread!.home.point).toBe(Number(final.homeSpread));

  // The feed offers what the seed wrote: same points and prices, so nothing to update.
  const synced = await syncFeed(db, demoFeed("markets"), { now: NOW });
  expect(synced.updated).toBe(0);
}, 120_000);

test("the demo feed's sync writes spreads and totals, and moves them as the start nears", async () => {
  await seedTeams(db);
  const before = new Date("2026-11-20T12:00:00Z");
  await syncFeed(db, demoFeed("markets"), { now: before });
  const lines = async () => new Map((await db.fixture.findMany({
    where: { provider: DEMO_PROVIDER, status: "PREGAME", startsAt: { gt: NOW } },
    select: { providerEventId: true, homeSpread: true, totalPoints: true },
  })).map((f) => [f.providerEventId, `${f.homeSpread} ${f.totalPoints}`]));
  const early = await lines();
  expect([...early.values()].filter((line) => line !== "null null").length).toBeGreaterThan(early.size * 0.85);
  await syncFeed(db, demoFeed("markets"), { now: NOW });
  const later = await lines();
  expect([...later].filter(([id, line]) => early.get(id) !== line).length).toBeGreaterThan(0);
}, 120_000);

test("the demo pickers play all three markets: spread and total picks at their offered point and price, settled on the score", async () => {
  await seedDatabase(db, { now: NOW, seed: "markets", settleFixtures: (fixtures) => settleDemoFinals(db, fixtures, NOW).then(() => {}) });
  const byMarket = await db.$queryRaw<{ market: string; picks: number; settled: number; wrongPrice: number }[]>`
    SELECT p."market"::text AS market, count(*)::int AS picks, count(*) FILTER (WHERE p."state" = 'FINAL')::int AS settled,
      -- A pick's price is one the market offered: never a placeholder.
      count(*) FILTER (WHERE abs(p."moneyLine") < 100)::int AS "wrongPrice"
    FROM "Pick" p WHERE p."kind" = 'NORMAL' GROUP BY p."market" ORDER BY p."market"`;
  expect(byMarket.map((row) => row.market)).toEqual(["MONEY_LINE", "SPREAD", "TOTAL"]);
  for (const row of byMarket) {
    expect(row.settled).toBeGreaterThan(0);
    expect(row.wrongPrice).toBe(0);
  }
  // Spread and total picks settle exactly as the domain rule says, on the final score.
  const settled = await db.pick.findMany({
    where: { kind: "NORMAL", state: "FINAL", market: { not: "MONEY_LINE" }, fixture: { status: "FINAL" } },
    select: { market: true, side: true, point: true, outcome: true, fixture: { select: { homeScore: true, awayScore: true } } },
  });
  expect(settled.length).toBeGreaterThan(20);
  for (const pick of settled) {
    const line = { market: pick.market, side: pick.side, point: pick.point === null ? null : Number(pick.point) };
    expect(pick.outcome).toBe(settleSelection(line, pick.fixture.homeScore!, pick.fixture.awayScore!));
  }
}, 120_000);
