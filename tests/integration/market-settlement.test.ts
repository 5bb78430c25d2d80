// Settling spreads and totals on a real PostgreSQL: outcomes on the final score, pushes on whole points, cancellations, corrections and skill columns.
import fc from "fast-check";
import { db } from "@/lib/db";
import { closingLineValue, closingPriceOf, expectedPoints } from "@/lib/domain/closing-line";
import { settleSelection, type Market, type Selection } from "@/lib/domain/markets";
import { mulberry32 } from "@/lib/demo/random";
import { Prisma } from "@/lib/generated/prisma/client";
import { outcomeSql } from "@/lib/server/results/outcome-sql";
import { settleFixture, settleFixtures } from "@/lib/server/results/settle-fixtures";
import { createUser } from "../support/factories";
import { createMarketFixture, marketPick } from "../support/market-factories";
import { cancel, emptyWorld, finish, notificationsOf, standingOf, totals } from "../support/results-factories";

beforeEach(emptyWorld);

type Picked = { market: Market; side: Selection; point: number | null; price: number };

const SPREAD_HOME = (point: number, price = -110): Picked => ({ market: "SPREAD", side: "HOME", point, price });
const SPREAD_AWAY = (point: number, price = -110): Picked => ({ market: "SPREAD", side: "AWAY", point, price });
const OVER = (point: number, price = -110): Picked => ({ market: "TOTAL", side: "OVER", point, price });
const UNDER = (point: number, price = -110): Picked => ({ market: "TOTAL", side: "UNDER", point, price });

/** One picker per pick on one game; returns the picks' ids and pickers in order. */
async function picksOn(fixtureId: number, picks: (Picked & { opposing?: number })[]) {
  const made = [];
  for (const pick of picks) {
    const user = await createUser();
    made.push({ user, pick: await marketPick(user.id, fixtureId, pick) });
  }
  return made;
}

const outcomesOf = async (fixtureId: number) =>
  (await db.pick.findMany({ where: { fixtureId }, orderBy: { id: "asc" } })).map((p) => [p.state, p.outcome, p.points.toFixed(4)]);

describe("spread and total outcomes", () => {
  test("settle on the final score; a win scores its decimal odds exactly (-110: 1.9091)", async () => {
    const fixture = await createMarketFixture({ homeSpread: -2.5, totalPoints: 47.5 });
    const made = await picksOn(fixture.id, [
      SPREAD_HOME(-2.5), SPREAD_AWAY(2.5), OVER(47.5), UNDER(47.5, -120), { market: "MONEY_LINE", side: "HOME", point: null, price: -150 },
    ]);
    await finish(fixture.id, 27, 20);
    expect(await settleFixture(db, fixture.id)).toMatchObject({ fixtures: 1, picks: 5 });
    expect(await outcomesOf(fixture.id)).toEqual([
      ["FINAL", "WIN", "1.9091"],
      ["FINAL", "LOOSE", "0.0000"],
      ["FINAL", "LOOSE", "0.0000"],
      ["FINAL", "WIN", "1.8333"],
      ["FINAL", "WIN", "1.6667"],
    ]);
    expect((await standingOf(made[0].user.id)).points).toBe("1.9091");
    expect((await standingOf(made[3].user.id)).points).toBe("1.8333");
    expect((await standingOf(made[1].user.id)).points).toBe("0.0000");
  });

  test("whole-number points landing on the line are a PUSH: no points and no loss", async () => {
    const fixture = await createMarketFixture({ homeSpread: -7, totalPoints: 47 });
    const made = await picksOn(fixture.id, [SPREAD_HOME(-7), SPREAD_AWAY(7), OVER(47), UNDER(47)]);
    await finish(fixture.id, 27, 20);
    await settleFixture(db, fixture.id);
    expect(await outcomesOf(fixture.id)).toEqual(Array.from({ length: 4 }, () => ["FINAL", "PUSH", "0.0000"]));
    for (const { user } of made) expect(await standingOf(user.id)).toMatchObject({ points: "0.0000", day: null });
    expect((await notificationsOf(made[0].user.id)).map((n) => n.details.outcome)).toEqual(["PUSH"]);
    expect(await db.scoreBucket.count({ where: { pickers: { not: 0 } } })).toBe(0);
  });

  test("a tie pushes the money line but not a half-point spread or total", async () => {
    const fixture = await createMarketFixture({ homeSpread: -3.5, totalPoints: 40.5 });
    await picksOn(fixture.id, [{ market: "MONEY_LINE", side: "AWAY", point: null, price: 130 }, SPREAD_AWAY(3.5), SPREAD_HOME(-3.5), OVER(40.5)]);
    await finish(fixture.id, 20, 20);
    await settleFixture(db, fixture.id);
    expect((await outcomesOf(fixture.id)).map(([, outcome]) => outcome)).toEqual(["PUSH", "WIN", "LOOSE", "LOOSE"]);
  });

  test("a cancelled game is a PUSH in every market", async () => {
    const fixture = await createMarketFixture();
    const made = await picksOn(fixture.id, [SPREAD_HOME(-2.5), OVER(47.5), UNDER(47.5), { market: "MONEY_LINE", side: "HOME", point: null, price: -150 }]);
    await cancel(fixture.id);
    expect(await settleFixture(db, fixture.id)).toMatchObject({ fixtures: 1, picks: 4 });
    expect(await outcomesOf(fixture.id)).toEqual(Array.from({ length: 4 }, () => ["FINAL", "PUSH", "0.0000"]));
    for (const { user } of made) expect((await standingOf(user.id)).points).toBe("0.0000");
  });

  test("a FINAL with a winner but no score settles the money line and leaves spreads and totals pending until the score arrives", async () => {
    const fixture = await createMarketFixture({ homeSpread: -2.5, totalPoints: 47.5 });
    const made = await picksOn(fixture.id, [{ market: "MONEY_LINE", side: "HOME", point: null, price: -150 }, SPREAD_HOME(-2.5), OVER(47.5)]);
    await db.fixture.update({ where: { id: fixture.id }, data: { status: "FINAL", winnerSide: "HOME" } });
    expect(await settleFixture(db, fixture.id)).toMatchObject({ fixtures: 1, picks: 1 });
    expect(await outcomesOf(fixture.id)).toEqual([["FINAL", "WIN", "1.6667"], ["PENDING", null, "0.0000"], ["PENDING", null, "0.0000"]]);

    // The score completes the result rather than correcting it: only the pending picks settle, nothing is reversed.
    await finish(fixture.id, 21, 20);
    expect(await settleFixture(db, fixture.id)).toMatchObject({ fixtures: 1, corrected: 0, picks: 2, reversed: 0 });
    expect((await db.fixture.findUniqueOrThrow({ where: { id: fixture.id } })).corrections).toBe(0);
    expect(await outcomesOf(fixture.id)).toEqual([["FINAL", "WIN", "1.6667"], ["FINAL", "LOOSE", "0.0000"], ["FINAL", "LOOSE", "0.0000"]]);
    expect((await standingOf(made[0].user.id)).points).toBe("1.6667");
  });
});

describe("corrections", () => {
  test("a corrected score that keeps the winner re-settles the spread and total, reversing their points; a second run changes nothing", async () => {
    const fixture = await createMarketFixture({ homeSpread: -3.5, totalPoints: 45.5 });
    const made = await picksOn(fixture.id, [SPREAD_HOME(-3.5), UNDER(45.5), { market: "MONEY_LINE", side: "HOME", point: null, price: -150 }]);
    await finish(fixture.id, 24, 20);
    await settleFixture(db, fixture.id);
    expect(await outcomesOf(fixture.id)).toEqual([["FINAL", "WIN", "1.9091"], ["FINAL", "WIN", "1.9091"], ["FINAL", "WIN", "1.6667"]]);
    expect(await settleFixture(db, fixture.id)).toMatchObject({ fixtures: 0 });

    // 24-20 becomes 24-22: HOME still wins, but by 2 (the spread -3.5 loses), and 46 points are over the total (the under loses).
    await db.pick.updateMany({ where: { fixtureId: fixture.id }, data: { resultRead: true } });
    const moneyLineBefore = await db.pick.findFirstOrThrow({ where: { fixtureId: fixture.id, market: "MONEY_LINE" } });
    await finish(fixture.id, 24, 22);
    const summary = await settleFixture(db, fixture.id);
    // Only the picks the score decides are taken back and settled again; the money-line win stands as it was, still read.
    expect(summary).toMatchObject({ fixtures: 1, corrected: 1, picks: 2, reversed: 2 });
    expect(await db.pick.findFirstOrThrow({ where: { fixtureId: fixture.id, market: "MONEY_LINE" } })).toEqual(moneyLineBefore);
    expect(await outcomesOf(fixture.id)).toEqual([["FINAL", "LOOSE", "0.0000"], ["FINAL", "LOOSE", "0.0000"], ["FINAL", "WIN", "1.6667"]]);
    expect(await standingOf(made[0].user.id)).toMatchObject({ points: "0.0000", dayPoints: "0.0000", weekPoints: "0.0000", monthPoints: "0.0000" });
    expect((await standingOf(made[2].user.id)).points).toBe("1.6667");
    expect((await notificationsOf(made[0].user.id)).map((n) => [n.details.outcome, n.details.corrected])).toEqual([["LOOSE", true]]);
    const stored = await db.fixture.findUniqueOrThrow({ where: { id: fixture.id } });
    expect([stored.settledResult, stored.settledHomeScore, stored.settledAwayScore, stored.corrections]).toEqual(["HOME", 24, 22, 1]);

    const before = await totals();
    expect(await settleFixture(db, fixture.id)).toMatchObject({ fixtures: 0 });
    expect(await totals()).toEqual(before);
  });

  test("a correction onto the line turns a win into a PUSH and takes its points back", async () => {
    const fixture = await createMarketFixture({ homeSpread: -3, totalPoints: 44 });
    const made = await picksOn(fixture.id, [SPREAD_HOME(-3), OVER(44)]);
    await finish(fixture.id, 27, 20);
    await settleFixture(db, fixture.id);
    expect((await standingOf(made[0].user.id)).points).toBe("1.9091");
    await finish(fixture.id, 24, 21);
    await settleFixture(db, fixture.id);
    expect(await outcomesOf(fixture.id)).toEqual([["FINAL", "PUSH", "0.0000"], ["FINAL", "WIN", "1.9091"]]);
    expect((await standingOf(made[0].user.id)).points).toBe("0.0000");
    expect((await standingOf(made[1].user.id)).points).toBe("1.9091");
  });
});

describe("the settlement SQL agrees with settleSelection", () => {
  const terms = {
    market: Prisma.sql`x.market`,
    side: Prisma.sql`x.side`,
    point: Prisma.sql`x.point`,
    result: Prisma.sql`x.result`,
    homeScore: Prisma.sql`x.home`,
    awayScore: Prisma.sql`x.away`,
  };
  const pickArb = fc
    .record({
      market: fc.constantFrom<Market>("MONEY_LINE", "SPREAD", "TOTAL"),
      first: fc.boolean(),
      halves: fc.integer({ min: -60, max: 60 }),
      totalHalves: fc.integer({ min: 2, max: 500 }),
      home: fc.integer({ min: 0, max: 150 }),
      away: fc.integer({ min: 0, max: 150 }),
    })
    .map(({ market, first, halves, totalHalves, home, away }) => ({
      market,
      side: (market === "TOTAL" ? (first ? "OVER" : "UNDER") : first ? "HOME" : "AWAY") as Selection,
      point: market === "MONEY_LINE" ? null : market === "SPREAD" ? halves / 2 : totalHalves / 2,
      home,
      away,
    }));

  test("the outcome expression, over random scores, points, markets and sides; half points never push", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pickArb, { minLength: 1, maxLength: 300 }), async (picks) => {
        const result = (p: (typeof picks)[number]) => (p.home > p.away ? "HOME" : p.away > p.home ? "AWAY" : "TIE");
        const rows = await db.$queryRaw<{ outcome: string }[]>`
          SELECT ${outcomeSql(terms)} AS outcome
          FROM unnest(${picks.map((p) => p.market)}::text[], ${picks.map((p) => p.side)}::text[], ${picks.map((p) => p.point)}::numeric[],
                      ${picks.map(result)}::text[], ${picks.map((p) => p.home)}::int[], ${picks.map((p) => p.away)}::int[])
               WITH ORDINALITY AS x(market, side, point, result, home, away, i)
          ORDER BY x.i`;
        const expected = picks.map((p) => settleSelection(p, p.home, p.away));
        expect(rows.map((row) => row.outcome)).toEqual(expected);
        const halfPointPushes = picks.filter((p, i) => p.point !== null && !Number.isInteger(p.point) && rows[i].outcome === "PUSH");
        expect(halfPointPushes).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  test("whole settlements of random games: every pick's stored outcome and points follow settleSelection", async () => {
    const rng = mulberry32(47);
    const int = (n: number) => Math.floor(rng() * n);
    const expected: { id: number; outcome: string; points: string }[] = [];
    const fixtureIds: number[] = [];
    for (let g = 0; g < 10; g += 1) {
      // Whole-number lines half the time, so pushes happen.
      const homeSpread = (int(2) ? int(15) : int(15) + 0.5) * (int(2) ? 1 : -1);
      const totalPoints = 30 + int(30) + (int(2) ? 0 : 0.5);
      const fixture = await createMarketFixture({ homeSpread, totalPoints });
      fixtureIds.push(fixture.id);
      const [home, away] = [10 + int(30), 10 + int(30)];
      const picks: Picked[] = [
        SPREAD_HOME(homeSpread, -105), SPREAD_AWAY(-homeSpread || 0, -115), OVER(totalPoints, 110), UNDER(totalPoints, -130),
        { market: "MONEY_LINE", side: int(2) ? "HOME" : "AWAY", point: null, price: 140 },
      ];
      for (const { pick } of await picksOn(fixture.id, picks)) {
        const outcome = settleSelection({ market: pick.market, side: pick.side, point: pick.point === null ? null : Number(pick.point) }, home, away);
        expected.push({ id: pick.id, outcome, points: outcome === "WIN" ? pick.decimalOdds.toFixed(4) : "0.0000" });
      }
      await finish(fixture.id, home, away);
    }
    await settleFixtures(db, fixtureIds);
    const stored = await db.pick.findMany({ where: { fixtureId: { in: fixtureIds } }, orderBy: { id: "asc" } });
    expect(stored.map((p) => ({ id: p.id, outcome: p.outcome, points: p.points.toFixed(4) }))).toEqual(expected);
    expect(new Set(expected.map((e) => e.outcome))).toEqual(new Set(["WIN", "LOOSE", "PUSH"]));
  });
});

describe("skill columns", () => {
  test("CLV and expected points count a spread or total pick whose point held to the close; a moved point or a push counts nothing", async () => {
    const fixture = await createMarketFixture({ homeSpread: -2.5, totalPoints: 47.5 });
    // Taken at -2.5 (-110, the other side -110) and 47.5 (-105 / -115); closed at -2.5 (-120 / +100) and 48 (-110 / -110).
    await db.fixture.update({
      where: { id: fixture.id },
      data: {
        closingHomeSpread: -2.5, closingHomeSpreadPrice: -120, closingAwaySpreadPrice: 100,
        closingTotalPoints: 48, closingOverPrice: -110, closingUnderPrice: -110,
        closingHomeMoneyLine: -150, closingAwayMoneyLine: 130, closingLineAt: new Date(),
      },
    });
    const made = await picksOn(fixture.id, [
      { ...SPREAD_HOME(-2.5), opposing: -110 },
      { ...SPREAD_AWAY(2.5, -110), opposing: -110 },
      { ...OVER(47.5, -105), opposing: -115 },
    ]);
    await finish(fixture.id, 27, 20);
    await settleFixture(db, fixture.id);
    const rows = await db.pick.findMany({ where: { fixtureId: fixture.id }, orderBy: { id: "asc" }, select: { clv: true, expectedPoints: true, league: true } });
    expect(made).toHaveLength(3);

    const closing = { moneyLine: { home: -150, away: 130 }, spread: { home: { point: -2.5, price: -120 }, away: { point: 2.5, price: 100 } }, total: { points: 48, over: -110, under: -110 } };
    expect(closingPriceOf({ market: "SPREAD", side: "HOME", point: -2.5 }, closing)).toBe(-120);
    expect(closingPriceOf({ market: "SPREAD", side: "AWAY", point: 2.5 }, closing)).toBe(100);
    expect(closingPriceOf({ market: "TOTAL", side: "OVER", point: 47.5 }, closing)).toBeNull();

    expect(Number(rows[0].clv)).toBeCloseTo(closingLineValue(-110, -120), 6);
    expect(rows[0].expectedPoints).toBeCloseTo(expectedPoints(-110, -110), 6);
    expect(Number(rows[1].clv)).toBeCloseTo(closingLineValue(-110, 100), 6);
    expect(rows[1].expectedPoints).toBeCloseTo(expectedPoints(-110, -110), 6);
    // The total's point moved (47.5 to 48): no closing price for the bet it took.
    expect([rows[2].clv, rows[2].expectedPoints, rows[2].league]).toEqual([null, null, "NFL"]);

    const pushed = await createMarketFixture({ homeSpread: -7 });
    await db.fixture.update({ where: { id: pushed.id }, data: { closingHomeSpread: -7, closingHomeSpreadPrice: -110, closingAwaySpreadPrice: -110, closingLineAt: new Date() } });
    await picksOn(pushed.id, [{ ...SPREAD_HOME(-7), opposing: -110 }]);
    await finish(pushed.id, 27, 20);
    await settleFixture(db, pushed.id);
    expect(await db.pick.findFirstOrThrow({ where: { fixtureId: pushed.id }, select: { outcome: true, clv: true, expectedPoints: true } }))
      .toEqual({ outcome: "PUSH", clv: null, expectedPoints: null });
  });
});
