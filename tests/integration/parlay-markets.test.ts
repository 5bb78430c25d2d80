// POST /api/parlay with legs in several markets: the legs' lines, per-market refusals, and a pushed spread or total leg re-pricing the parlay.
import { POST as createParlay } from "@/app/api/parlay/route";
import { db } from "@/lib/db";
import { parlayQuote } from "@/lib/domain/odds";
import { settleFixtures } from "@/lib/server/results/settle-fixtures";
import { exactQuote } from "../support/exact-odds";
import { createSignedInUser } from "../support/factories";
import { createMarketFixture } from "../support/market-factories";
import { emptyWorld, finish } from "../support/results-factories";
import { apiRequest, readJson } from "../support/requests";

beforeEach(emptyWorld);

const post = (body: unknown, bearer: string) => createParlay(apiRequest("/api/parlay", { method: "POST", body, bearer }));

type ErrorBody = { code: string; message: string; issues?: { path: string; message: string }[]; details?: Record<string, unknown> };

async function refused(response: Response, status: number, userId: string): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  expect(await db.pick.count({ where: { userId } })).toBe(0);
  return (await readJson(response)).error as ErrorBody;
}

/** Three games offering every market: home -150 / +130, spread home -2.5 (-110 / -110), total 47.5 (-105 / -115). */
const threeGames = () => Promise.all([createMarketFixture(), createMarketFixture({ homeSpread: -3 }), createMarketFixture({ totalPoints: 44 })]);

/** Each game finished at its score (home, away), in order, then all settled in one run. */
async function finishAndSettle(games: { id: number }[], scores: [number, number][]) {
  for (const [index, [home, away]] of scores.entries()) await finish(games[index].id, home, away);
  await settleFixtures(db, games.map((game) => game.id));
}

describe("parlays across markets", () => {
  test("a money-line tuple, a spread leg and a total leg make one parlay priced from the legs' prices", async () => {
    const { user, token } = await createSignedInUser();
    const [a, b, c] = await threeGames();
    const response = await post({
      parlay: [
        [a.id, "AWAY", 130],
        { fixtureId: b.id, market: "SPREAD", side: "AWAY", point: 3, odds: -110 },
        { fixtureId: c.id, market: "TOTAL", side: "UNDER", point: 44, odds: -115 },
      ],
    }, token);
    expect(response.status).toBe(200);
    const quote = parlayQuote([130, -110, -115]);
    const payload = (await readJson(response)).payload as { decimalOdds: number; betTotal: number; picks: { market: string; side: string; point: number | null; moneyLine: number }[] };
    expect(payload).toMatchObject({ decimalOdds: quote.decimal, betTotal: quote.betTotal });
    expect(payload.picks.map((p) => [p.market, p.side, p.point, p.moneyLine])).toEqual([
      ["MONEY_LINE", "AWAY", null, 130], ["SPREAD", "AWAY", 3, -110], ["TOTAL", "UNDER", 44, -115],
    ]);
    const legs = await db.pick.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
    expect(legs.map((l) => [l.kind, l.market, l.side, l.point?.toString() ?? null, l.moneyLine, l.decimalOdds.toFixed(4), l.opposingMoneyLine])).toEqual([
      ["PARLAY", "MONEY_LINE", "AWAY", null, 130, "2.3000", -150],
      ["PARLAY", "SPREAD", "AWAY", "3", -110, "1.9091", -110],
      ["PARLAY", "TOTAL", "UNDER", "44", -115, "1.8696", -105],
    ]);
  });

  test("a moved point or price on any leg is ODDS_CHANGED with every leg's current line", async () => {
    const { user, token } = await createSignedInUser();
    const [a, b] = await threeGames();
    const error = await refused(await post({
      parlay: [
        { fixtureId: a.id, side: "HOME", odds: -150 },
        { fixtureId: b.id, market: "SPREAD", side: "HOME", point: -2.5, odds: -110 },
      ],
    }, token), 422, user.id);
    expect(error).toEqual({
      code: "ODDS_CHANGED",
      message: "The odds have changed: check the new line and confirm again",
      details: {
        fixtureIds: [b.id],
        lines: [
          { fixtureId: a.id, market: "MONEY_LINE", side: "HOME", point: null, odds: -150, requested: -150, changed: false },
          { fixtureId: b.id, market: "SPREAD", side: "HOME", point: -3, odds: -110, requested: -110, changed: true },
        ],
      },
    });
    const price = await refused(await post({
      parlay: [[a.id, "HOME", -150], { fixtureId: b.id, market: "TOTAL", side: "OVER", point: 47.5, odds: -110 }],
    }, token), 422, user.id);
    expect(price.details?.fixtureIds).toEqual([b.id]);
  });

  test("a market without a line is NO_ODDS naming the market; two legs on one game are refused, whatever their markets", async () => {
    const { user, token } = await createSignedInUser();
    const [a] = await threeGames();
    const bare = await createMarketFixture({ totalPoints: null });
    const noLine = await refused(await post({
      parlay: [[a.id, "HOME", -150], { fixtureId: bare.id, market: "TOTAL", side: "OVER", point: 47.5, odds: -105 }],
    }, token), 422, user.id);
    expect(noLine).toEqual({ code: "NO_ODDS", message: "There is no total line for this game yet", details: { fixtureIds: [bare.id] } });

    const twice = await refused(await post({
      parlay: [
        { fixtureId: a.id, market: "SPREAD", side: "HOME", point: -2.5, odds: -110 },
        { fixtureId: a.id, market: "TOTAL", side: "OVER", point: 47.5, odds: -105 },
      ],
    }, token), 400, user.id);
    expect(twice.code).toBe("VALIDATION_ERROR");
  });

  test("a leg whose side does not fit its market, or a spread leg without a point, is a VALIDATION_ERROR", async () => {
    const { user, token } = await createSignedInUser();
    const [a, b] = await threeGames();
    for (const leg of [
      { fixtureId: b.id, market: "TOTAL", side: "HOME", point: 47.5, odds: -105 },
      { fixtureId: b.id, market: "SPREAD", side: "UNDER", point: -3, odds: -110 },
      { fixtureId: b.id, market: "SPREAD", side: "HOME", odds: -110 },
      { fixtureId: b.id, market: "MONEY_LINE", side: "HOME", point: 1.5, odds: -150 },
      [b.id, "OVER", -105],
    ]) {
      expect((await refused(await post({ parlay: [[a.id, "HOME", -150], leg] }, token), 400, user.id)).code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("settling parlays across markets", () => {
  async function mixedParlay() {
    const { user, token } = await createSignedInUser();
    const [a, b, c] = await threeGames();
    const response = await post({
      parlay: [
        [a.id, "HOME", -150],
        { fixtureId: b.id, market: "SPREAD", side: "HOME", point: -3, odds: -110 },
        { fixtureId: c.id, market: "TOTAL", side: "OVER", point: 44, odds: -105 },
      ],
    }, token);
    expect(response.status).toBe(200);
    const { id } = (await readJson(response)).payload as { id: number };
    return { user, games: [a, b, c], id };
  }

  test("a spread leg landing on its whole-number point pushes: it drops out and the parlay is re-priced exactly from the other legs", async () => {
    const { user, games: [a, b, c], id } = await mixedParlay();
    await finishAndSettle([a, b, c], [[24, 17], [23, 20], [30, 20]]);
    const parlay = await db.parlay.findUniqueOrThrow({ where: { id } });
    const legs = await db.pick.findMany({ where: { parlayId: id }, orderBy: { id: "asc" } });
    expect(legs.map((l) => [l.market, l.outcome, l.points.toFixed(4)])).toEqual([["MONEY_LINE", "WIN", "0.0000"], ["SPREAD", "PUSH", "0.0000"], ["TOTAL", "WIN", "0.0000"]]);
    // 5/3 × 41/21 = 205/63 = 3.25396…: the exact product of the two winning prices, not the three-leg price.
    const repriced = exactQuote([-150, -105]).decimal;
    expect(repriced).toBe("3.2540");
    expect([parlay.state, parlay.outcome, parlay.points.toFixed(4)]).toEqual(["FINAL", "WIN", repriced]);
    expect((await db.standing.findUniqueOrThrow({ where: { userId: user.id } })).points.toFixed(4)).toBe(repriced);
  });

  test("a total leg that pushes beside a losing leg still loses; every leg pushing is a PUSH", async () => {
    const lost = await mixedParlay();
    await finishAndSettle(lost.games, [[17, 24], [27, 20], [24, 20]]);
    const parlay = await db.parlay.findUniqueOrThrow({ where: { id: lost.id } });
    const legs = await db.pick.findMany({ where: { parlayId: lost.id }, orderBy: { id: "asc" } });
    expect(legs.map((l) => l.outcome)).toEqual(["LOOSE", "WIN", "PUSH"]);
    expect([parlay.outcome, parlay.points.toFixed(4)]).toEqual(["LOOSE", "0.0000"]);

    const pushed = await mixedParlay();
    await finishAndSettle(pushed.games, [[20, 20], [23, 20], [24, 20]]);
    const all = await db.parlay.findUniqueOrThrow({ where: { id: pushed.id } });
    expect([all.outcome, all.points.toFixed(4)]).toEqual(["PUSH", "0.0000"]);
  });
});
