// POST /api/{sport}/{league}/pick in the spread and total markets: the stored line, the locked line, and one pick per game across markets.
import { POST as pick } from "@/app/api/[sport]/[league]/pick/route";
import { db } from "@/lib/db";
import { moneyLineToDecimal, roundOdds } from "@/lib/domain/odds";
import { createSignedInUser, createUser } from "../support/factories";
import { createMarketFixture } from "../support/market-factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

const NFL = { sport: "football", league: "nfl" };

const post = (body: unknown, bearer: string) => pick(apiRequest("/api/football/nfl/pick", { method: "POST", body, bearer }), routeContext(NFL));

type ErrorBody = { code: string; message: string; issues?: { path: string; message: string }[]; details?: unknown };

async function refusal(response: Response, status: number): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  return (await readJson(response)).error as ErrorBody;
}

describe("spread and total picks", () => {
  test("a spread pick stores its market, side, point and price, the decimal odds and the other side's price at the same line", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createMarketFixture({ homeSpread: -2.5, homeSpreadPrice: -110, awaySpreadPrice: -105 });
    const response = await post({ fixtureId: fixture.id, market: "SPREAD", side: "AWAY", point: 2.5, price: -105 }, token);
    expect(response.status).toBe(200);
    expect((await readJson(response)).payload).toMatchObject({
      fixtureId: fixture.id, market: "SPREAD", side: "AWAY", point: 2.5, moneyLine: -105, decimalOdds: 1.9524, kind: "NORMAL", state: "PENDING",
    });
    const stored = await db.pick.findFirstOrThrow({ where: { userId: user.id } });
    expect({ market: stored.market, side: stored.side, point: stored.point?.toString(), moneyLine: stored.moneyLine, opposing: stored.opposingMoneyLine })
      .toEqual({ market: "SPREAD", side: "AWAY", point: "2.5", moneyLine: -105, opposing: -110 });
    expect(stored.decimalOdds.toString()).toBe(roundOdds(moneyLineToDecimal(-105)).toString());
  });

  test("a total pick without a price takes the current one; a -110 price is 1.9091", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createMarketFixture({ totalPoints: 47.5, overPrice: -110, underPrice: -110 });
    const response = await post({ fixtureId: fixture.id, market: "TOTAL", side: "UNDER", point: 47.5 }, token);
    expect(response.status).toBe(200);
    expect((await readJson(response)).payload).toMatchObject({ market: "TOTAL", side: "UNDER", point: 47.5, moneyLine: -110, decimalOdds: 1.9091 });
    const stored = await db.pick.findFirstOrThrow({ where: { userId: user.id } });
    expect([stored.point?.toString(), stored.decimalOdds.toString(), stored.opposingMoneyLine]).toEqual(["47.5", "1.9091", -110]);
  });

  test("a whole-number spread and a level (pick'em) spread can be picked on either side", async () => {
    const whole = await createMarketFixture({ homeSpread: -3 });
    const level = await createMarketFixture({ homeSpread: 0 });
    const a = await createSignedInUser();
    const b = await createSignedInUser();
    expect((await post({ fixtureId: whole.id, market: "SPREAD", side: "AWAY", point: 3 }, a.token)).status).toBe(200);
    expect((await post({ fixtureId: level.id, market: "SPREAD", side: "AWAY", point: 0 }, b.token)).status).toBe(200);
    expect((await db.pick.findFirstOrThrow({ where: { userId: b.user.id } })).point?.toString()).toBe("0");
  });

  test("the documented money-line body still takes the current line; a named money-line price that moved is ODDS_CHANGED", async () => {
    const fixture = await createMarketFixture();
    const a = await createSignedInUser();
    const response = await post({ fixtureId: fixture.id, side: "HOME" }, a.token);
    expect(response.status).toBe(200);
    expect((await readJson(response)).payload).toMatchObject({ market: "MONEY_LINE", side: "HOME", point: null, moneyLine: -150 });

    const b = await createSignedInUser();
    const moved = await refusal(await post({ fixtureId: fixture.id, market: "MONEY_LINE", side: "AWAY", price: 120 }, b.token), 422);
    expect(moved).toEqual({
      code: "ODDS_CHANGED",
      message: "The odds have changed: check the new line and confirm again",
      details: { current: { market: "MONEY_LINE", side: "AWAY", point: null, price: 130 } },
    });
    expect(await db.pick.count({ where: { userId: b.user.id } })).toBe(0);
    expect((await post({ fixtureId: fixture.id, market: "MONEY_LINE", side: "AWAY", price: 130 }, b.token)).status).toBe(200);
  });

  test("a moved point or a moved price is ODDS_CHANGED with the current line, and nothing is written", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createMarketFixture({ homeSpread: -3, homeSpreadPrice: -115, awaySpreadPrice: -105, totalPoints: 44, overPrice: -110, underPrice: -110 });
    const point = await refusal(await post({ fixtureId: fixture.id, market: "SPREAD", side: "HOME", point: -2.5, price: -115 }, token), 422);
    expect(point).toMatchObject({ code: "ODDS_CHANGED", details: { current: { market: "SPREAD", side: "HOME", point: -3, price: -115 } } });
    const pointOnly = await refusal(await post({ fixtureId: fixture.id, market: "SPREAD", side: "AWAY", point: 2.5 }, token), 422);
    expect(pointOnly).toMatchObject({ code: "ODDS_CHANGED", details: { current: { market: "SPREAD", side: "AWAY", point: 3, price: -105 } } });
    const price = await refusal(await post({ fixtureId: fixture.id, market: "TOTAL", side: "OVER", point: 44, price: -105 }, token), 422);
    expect(price).toMatchObject({ code: "ODDS_CHANGED", details: { current: { market: "TOTAL", side: "OVER", point: 44, price: -110 } } });
    expect(await db.pick.count({ where: { userId: user.id } })).toBe(0);
    // Sent back with the line it was shown, the pick is taken.
    expect((await post({ fixtureId: fixture.id, market: "SPREAD", side: "AWAY", point: 3, price: -105 }, token)).status).toBe(200);
  });

  test("a market without a line is NO_ODDS, saying which market", async () => {
    const { token } = await createSignedInUser();
    const fixture = await createMarketFixture({ homeSpread: null, totalPoints: null });
    const spread = await refusal(await post({ fixtureId: fixture.id, market: "SPREAD", side: "HOME", point: -2.5 }, token), 422);
    expect(spread).toEqual({ code: "NO_ODDS", message: "There is no spread line for this game yet" });
    const total = await refusal(await post({ fixtureId: fixture.id, market: "TOTAL", side: "OVER", point: 47.5 }, token), 422);
    expect(total).toEqual({ code: "NO_ODDS", message: "There is no total line for this game yet" });
    expect((await post({ fixtureId: fixture.id, side: "HOME" }, token)).status).toBe(200);
  });

  test("a started game is PICK_CLOSED in every market", async () => {
    const { token } = await createSignedInUser();
    const fixture = await createMarketFixture();
    await db.$executeRaw`UPDATE "Fixture" SET "startsAt" = now() - interval '1 second' WHERE id = ${fixture.id}`;
    const response = await post({ fixtureId: fixture.id, market: "TOTAL", side: "OVER", point: 47.5 }, token);
    expect((await refusal(response, 422)).code).toBe("PICK_CLOSED");
  });

  test("a side that does not fit the market, a missing point, a point on a money line or a point off the half-point grid are VALIDATION_ERRORs", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createMarketFixture();
    const cases: [unknown, string][] = [
      [{ fixtureId: fixture.id, market: "TOTAL", side: "HOME", point: 47.5 }, "side"],
      [{ fixtureId: fixture.id, market: "SPREAD", side: "OVER", point: -2.5 }, "side"],
      [{ fixtureId: fixture.id, side: "OVER" }, "side"],
      [{ fixtureId: fixture.id, market: "SPREAD", side: "HOME" }, "point"],
      [{ fixtureId: fixture.id, market: "TOTAL", side: "OVER", point: null }, "point"],
      [{ fixtureId: fixture.id, market: "MONEY_LINE", side: "HOME", point: 1.5 }, "point"],
      [{ fixtureId: fixture.id, market: "SPREAD", side: "HOME", point: -2.3 }, "point"],
      [{ fixtureId: fixture.id, market: "SPREAD", side: "HOME", point: -2.5, price: -99 }, "price"],
    ];
    for (const [body, path] of cases) {
      const error = await refusal(await post(body, token), 400);
      expect({ code: error.code, paths: error.issues?.map((issue) => issue.path) }).toEqual({ code: "VALIDATION_ERROR", paths: [path] });
    }
    expect(await db.pick.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("one pick per game across markets", () => {
  test("after a spread pick, a total or money-line pick on the same game is a CONFLICT", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createMarketFixture();
    expect((await post({ fixtureId: fixture.id, market: "SPREAD", side: "HOME", point: -2.5 }, token)).status).toBe(200);
    for (const body of [{ fixtureId: fixture.id, market: "TOTAL", side: "OVER", point: 47.5 }, { fixtureId: fixture.id, side: "AWAY" }]) {
      expect(await refusal(await post(body, token), 409)).toEqual({ code: "CONFLICT", message: "You have already picked this game" });
    }
    expect(await db.pick.count({ where: { userId: user.id } })).toBe(1);
  });

  test("concurrent picks in all three markets create exactly one row", async () => {
    const { user, token } = await createSignedInUser();
    const fixture = await createMarketFixture();
    const bodies = [
      { fixtureId: fixture.id, side: "HOME" },
      { fixtureId: fixture.id, market: "SPREAD", side: "AWAY", point: 2.5 },
      { fixtureId: fixture.id, market: "TOTAL", side: "UNDER", point: 47.5 },
    ];
    const responses = await Promise.all(Array.from({ length: 18 }, (_, i) => post(bodies[i % 3], token)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(await db.pick.count({ where: { userId: user.id, fixtureId: fixture.id } })).toBe(1);
  });

  test("the database itself refuses a second NORMAL pick in another market (unique index) and a pick whose side or point does not fit its market (CHECK)", async () => {
    const user = await createUser();
    const fixture = await createMarketFixture();
    const insert = (market: string, side: string, point: number | null) => db.$executeRawUnsafe(
      `INSERT INTO "Pick" ("userId", "fixtureId", market, side, point, "moneyLine", "decimalOdds", "oddsAt", "oddsSource")
       VALUES ($1, $2, $3::"Market", $4::"Selection", $5::numeric, -110, 1.9091, now(), 'test')`,
      user.id, fixture.id, market, side, point,
    );
    const sqlState = (promise: Promise<unknown>) =>
      promise.then(
        () => "inserted",
        (error: { meta?: { code?: string }; cause?: { code?: string }; code?: string; message?: string }) =>
          error.meta?.code ?? error.cause?.code ?? /\b(23\d{3})\b/.exec(String(error.message))?.[1] ?? error.code,
      );
    expect(await sqlState(insert("SPREAD", "HOME", -2.5))).toBe("inserted");
    expect(await sqlState(insert("TOTAL", "OVER", 47.5))).toBe("23505");
    expect(await sqlState(insert("MONEY_LINE", "AWAY", null))).toBe("23505");

    const other = await createMarketFixture();
    const insertOther = (market: string, side: string, point: number | null) => db.$executeRawUnsafe(
      `INSERT INTO "Pick" ("userId", "fixtureId", market, side, point, "moneyLine", "decimalOdds", "oddsAt", "oddsSource")
       VALUES ($1, $2, $3::"Market", $4::"Selection", $5::numeric, -110, 1.9091, now(), 'test')`,
      user.id, other.id, market, side, point,
    );
    for (const [market, side, point] of [["TOTAL", "HOME", 47.5], ["SPREAD", "OVER", -2.5], ["SPREAD", "HOME", null], ["MONEY_LINE", "HOME", 1.5], ["TOTAL", "UNDER", 47.3]] as const) {
      expect([market, side, point, await sqlState(insertOther(market, side, point))]).toEqual([market, side, point, "23514"]);
    }
    expect(await db.pick.count({ where: { userId: user.id } })).toBe(1);
  });
});
