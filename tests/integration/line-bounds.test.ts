// Prices and points out of range, on every call that takes one: a VALIDATION_ERROR naming the field, never a 500.
import { POST as pick } from "@/app/api/[sport]/[league]/pick/route";
import { POST as createParlay } from "@/app/api/parlay/route";
import { db } from "@/lib/db";
import { LEAGUE_POINT_RANGES, PRICE_LIMITS, PRICE_RANGE_MESSAGE } from "@/lib/domain/line-bounds";
import { fromDbLeague, sportOfLeague, type DbLeague } from "@/lib/domain/leagues";
import { createSignedInUser } from "../support/factories";
import { createMarketFixture } from "../support/market-factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

const routeOf = (league: DbLeague) => ({ sport: sportOfLeague(fromDbLeague(league)), league: fromDbLeague(league) });
const postPick = (body: unknown, bearer: string, league: DbLeague = "NFL") => {
  const route = routeOf(league);
  return pick(apiRequest(`/api/${route.sport}/${route.league}/pick`, { method: "POST", body, bearer }), routeContext(route));
};
const postParlay = (body: unknown, bearer: string) => createParlay(apiRequest("/api/parlay", { method: "POST", body, bearer }));

type Refusal = { status: number; code: string; paths: string[]; messages: string[] };
async function refusalOf(response: Response): Promise<Refusal> {
  const { error } = await readJson(response);
  const issues = (error?.issues ?? []) as { path: string; message: string }[];
  return { status: response.status, code: error?.code ?? "", paths: issues.map((issue) => issue.path), messages: issues.map((issue) => issue.message) };
}
const refusedFor = (path: string) => expect.objectContaining({ status: 400, code: "VALIDATION_ERROR", paths: [path] });

const HUGE = [10_000_000_000, -1e10, 2_147_483_648, -2_147_483_649];

describe("numbers past int4", () => {
  test.each(HUGE)("a pick's price of %p is a validation error naming the price, for a new picker and one who already picked", async (price) => {
    const fixture = await createMarketFixture();
    const fresh = await createSignedInUser();
    expect(await refusalOf(await postPick({ fixtureId: fixture.id, market: "MONEY_LINE", side: "HOME", price }, fresh.token)))
      .toEqual(refusedFor("price"));
    const picked = await createSignedInUser();
    expect((await postPick({ fixtureId: fixture.id, side: "AWAY" }, picked.token)).status).toBe(200);
    expect(await refusalOf(await postPick({ fixtureId: fixture.id, market: "SPREAD", side: "HOME", point: -2.5, price }, picked.token)))
      .toEqual(refusedFor("price"));
  });

  test.each(HUGE)("a parlay leg's odds of %p are a validation error naming the leg's odds", async (odds) => {
    const [a, b] = await Promise.all([createMarketFixture(), createMarketFixture()]);
    const { user, token } = await createSignedInUser();
    expect(await refusalOf(await postParlay({ parlay: [[a.id, "HOME", -150], { fixtureId: b.id, market: "MONEY_LINE", side: "AWAY", odds }] }, token)))
      .toEqual(refusedFor("parlay.1.odds"));
    expect(await db.pick.count({ where: { userId: user.id } })).toBe(0);
  });

  test("a parlay leg's fixture id past int4 is a validation error, not a 500", async () => {
    const a = await createMarketFixture();
    const { token } = await createSignedInUser();
    expect(await refusalOf(await postParlay({ parlay: [[a.id, "HOME", -150], [2_147_483_648, "AWAY", 130]] }, token)))
      .toEqual(refusedFor("parlay.1.0"));
  });
});

const { least, most } = PRICE_LIMITS;

describe("prices at and beyond their limits", () => {
  // At a limit the price is a line, just not this game's: the answer is the current line, never a validation error.
  test.each([-most, -least, least, most])("a price of %p is a line: ODDS_CHANGED with the current one", async (price) => {
    const fixture = await createMarketFixture();
    const { token } = await createSignedInUser();
    expect((await postPick({ fixtureId: fixture.id, market: "MONEY_LINE", side: "HOME", price }, token)).status).toBe(422);
    const legs = [[fixture.id, "HOME", price], { fixtureId: (await createMarketFixture()).id, market: "TOTAL", side: "OVER", point: 47.5, odds: -105 }];
    expect((await postParlay({ parlay: legs }, token)).status).toBe(422);
  });

  test.each([-most - 1, -least + 1, 0, least - 1, most + 1, 110.5])("a price of %p is refused by name, in a pick and in a parlay leg", async (price) => {
    const fixture = await createMarketFixture();
    const { user, token } = await createSignedInUser();
    const refusal = await refusalOf(await postPick({ fixtureId: fixture.id, market: "SPREAD", side: "AWAY", point: 2.5, price }, token));
    expect(refusal).toEqual({ status: 400, code: "VALIDATION_ERROR", paths: ["price"], messages: [PRICE_RANGE_MESSAGE] });
    const legs = [{ fixtureId: fixture.id, side: "HOME", odds: -150 }, { fixtureId: (await createMarketFixture()).id, market: "TOTAL", side: "OVER", point: 47.5, odds: price }];
    expect(await refusalOf(await postParlay({ parlay: legs }, token))).toEqual({ status: 400, code: "VALIDATION_ERROR", paths: ["parlay.1.odds"], messages: [PRICE_RANGE_MESSAGE] });
    expect(await db.pick.count({ where: { userId: user.id } })).toBe(0);
  });
});

const LEAGUES = Object.keys(LEAGUE_POINT_RANGES) as DbLeague[];
/** [league, market, the point's side, the point] at each end of each league's ranges. */
const ends = LEAGUES.flatMap((league) =>
  (["SPREAD", "TOTAL"] as const).flatMap((market) => {
    const { min, max } = LEAGUE_POINT_RANGES[league][market];
    const side = market === "SPREAD" ? "HOME" : "OVER";
    return [{ league, market, side, at: min, beyond: min - 0.5 }, { league, market, side, at: max, beyond: max + 0.5 }];
  }),
);

describe("points at and beyond their league's range", () => {
  test.each(ends)("$league $market: $at is a line (ODDS_CHANGED), $beyond is refused with the range", async ({ league, market, side, at, beyond }) => {
    const fixture = await createMarketFixture({ league, homeSpread: 0.5, totalPoints: LEAGUE_POINT_RANGES[league].TOTAL.min + 0.5 });
    const other = await createMarketFixture({ league });
    const { user, token } = await createSignedInUser();
    expect((await postPick({ fixtureId: fixture.id, market, side, point: at }, token, league)).status).toBe(422);

    const refusal = await refusalOf(await postPick({ fixtureId: fixture.id, market, side, point: beyond }, token, league));
    expect(refusal).toEqual(refusedFor("point"));
    // The league's own words where its range is narrower than every league's; the market's where they are the same.
    expect(refusal.messages[0]).toMatch(new RegExp(`^(An ${league} |A )${market === "SPREAD" ? "spread" : "total"} is a point from`));

    const legs = [[other.id, "HOME", -150], { fixtureId: fixture.id, market, side, point: beyond, odds: -110 }];
    expect(await refusalOf(await postParlay({ parlay: legs }, token))).toEqual({ ...refusal, paths: ["parlay.1.point"] });
    expect(await db.pick.count({ where: { userId: user.id } })).toBe(0);
  });

  test("a point past every league's range, or a negative total, is refused before its game is looked up", async () => {
    const { token } = await createSignedInUser();
    for (const body of [
      { fixtureId: 1, market: "SPREAD", side: "HOME", point: 1e10 },
      { fixtureId: 1, market: "SPREAD", side: "HOME", point: -2_147_483_649 },
      { fixtureId: 1, market: "SPREAD", side: "HOME", point: 100 },
      { fixtureId: 1, market: "TOTAL", side: "OVER", point: -47.5 },
      { fixtureId: 1, market: "TOTAL", side: "OVER", point: 1e308 },
    ]) {
      expect(await refusalOf(await postPick(body, token))).toEqual(refusedFor("point"));
    }
  });
});
