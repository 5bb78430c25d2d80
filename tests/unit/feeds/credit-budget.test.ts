// The Odds API credit budget over simulated months of 5-minute syncs: never over budget, lines fresher near game time.
import type { DbLeague } from "@/lib/domain/leagues";
import {
  affordableMarkets, monthStart, oddsCallCost, planOddsCall, planOddsMarkets, remainingCredits, type OddsBudget, type OddsMarket,
} from "@/lib/feeds/odds-api/credit-budget";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LEAGUES: DbLeague[] = ["NFL", "NBA", "NHL", "MLB"];

/** Start times (UTC) of a typical day per league: US evenings are late UTC, so they run past midnight. */
function gamesOn(day: Date, league: DbLeague): Date[] {
  const at = (hour: number, minute = 0) => new Date(day.getTime() + hour * HOUR + minute * MINUTE);
  const weekday = day.getUTCDay();
  switch (league) {
    case "NFL": // Thursday, Sunday and Monday nights (00:15 UTC the next day), Sunday afternoons.
      if (weekday === 5 || weekday === 1 || weekday === 2) return [at(0, 15)];
      return weekday === 0 ? [...Array(9).fill(0).map(() => at(17)), at(20, 5), at(20, 25), at(20, 25)] : [];
    case "NBA":
      return weekday === 4 ? [at(0), at(2, 30)] : [at(0), at(0), at(0, 30), at(1), at(1), at(2), at(3)];
    case "NHL":
      return [at(23), at(23), at(23, 30), at(0), at(1), at(2)];
    case "MLB":
      return [at(17, 5), at(18, 10), at(20, 10), at(23, 5), at(23, 5), at(23, 10), at(23, 40), at(0, 5), at(0, 10), at(0, 40), at(1, 40), at(2, 10)];
  }
}

type Simulation = {
  used: number;
  calls: Record<DbLeague, Date[]>;
  games: Record<DbLeague, Date[]>;
  asked: { at: Date; markets: readonly OddsMarket[]; remaining: number }[];
};

/**
 * Every 5 minutes of the month, each league asks the budget; the remaining count is what the headers would say.
 * With `markets`, the calls ask for them (planOddsMarkets) and cost what they ask; `othersUse` is what another
 * client of the same key spends each day, seen only through the headers' remaining count.
 */
function simulateMonth(firstDay: Date, budget: OddsBudget, { markets, othersUse = 0 }: { markets?: readonly OddsMarket[]; othersUse?: number } = {}): Simulation {
  const end = new Date(Date.UTC(firstDay.getUTCFullYear(), firstDay.getUTCMonth() + 1, 1));
  const games = Object.fromEntries(LEAGUES.map((league) => {
    const starts: Date[] = [];
    for (let day = firstDay.getTime(); day <= end.getTime(); day += 24 * HOUR) starts.push(...gamesOn(new Date(day), league));
    return [league, starts.sort((a, b) => a.getTime() - b.getTime())];
  })) as Record<DbLeague, Date[]>;
  const calls = Object.fromEntries(LEAGUES.map((league) => [league, [] as Date[]])) as Record<DbLeague, Date[]>;
  const asked: Simulation["asked"] = [];
  let used = 0;
  for (let t = firstDay.getTime(); t < end.getTime(); t += 5 * MINUTE) {
    const now = new Date(t);
    const othersSpent = Math.floor(((t - firstDay.getTime()) / (24 * HOUR)) * othersUse);
    for (const league of LEAGUES) {
      const nextGameAt = games[league].find((start) => start.getTime() > t) ?? null;
      const lastCalledAt = calls[league].at(-1) ?? null;
      const usage = { used, remaining: Math.max(0, budget.monthlyCredits - used - othersSpent), lastCalledAt };
      const plan = markets ? planOddsMarkets({ now, nextGameAt, usage, budget, markets }) : { ...planOddsCall({ now, nextGameAt, usage, budget }), markets: null };
      if (!plan.due) continue;
      if (plan.markets) asked.push({ at: now, markets: plan.markets, remaining: usage.remaining });
      used += plan.markets ? oddsCallCost(plan.markets) : (budget.cost ?? 1);
      calls[league].push(now);
    }
  }
  return { used, calls, games, asked };
}

/** How old a league's lines were `before` ms ahead of each of its games (games with no call yet count as never fresh). */
function lineAges(sim: Simulation, before: number): number[] {
  return LEAGUES.flatMap((league) =>
    sim.games[league].flatMap((start) => {
      const at = start.getTime() - before;
      const last = sim.calls[league].filter((call) => call.getTime() <= at).at(-1);
      return last ? [at - last.getTime()] : [];
    }),
  );
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe("planOddsCall over a month", () => {
  const budget: OddsBudget = { monthlyCredits: 500, leagues: 4 };

  test.each([
    ["a 30-day month", new Date("2026-11-01T00:00:00Z"), 30],
    ["a 31-day month", new Date("2026-10-01T00:00:00Z"), 31],
  ])("%s of 5-minute syncs stays within 500 credits and still has lines on its last day", (_, first, days) => {
    const sim = simulateMonth(first, budget);
    expect(sim.used).toBeLessThanOrEqual(500);
    // Spent, not hoarded: most of the budget buys lines.
    expect(sim.used).toBeGreaterThan(400);
    const calledDays = new Set(LEAGUES.flatMap((league) => sim.calls[league].map((call) => call.getUTCDate())));
    expect(calledDays.size).toBe(days);
    const lastDay = new Date(first.getTime() + (days - 1) * 24 * HOUR);
    expect(LEAGUES.some((league) => sim.calls[league].some((call) => call >= lastDay))).toBe(true);
  });

  test("lines are fresher at game time than half a day before", () => {
    const sim = simulateMonth(new Date("2026-11-01T00:00:00Z"), budget);
    const atStart = median(lineAges(sim, 5 * MINUTE));
    const halfDayBefore = median(lineAges(sim, 12 * HOUR));
    expect(atStart).toBeLessThan(halfDayBefore);
    expect(atStart).toBeLessThan(3 * HOUR);
  });

  test("a bigger plan buys fresher lines, never more often than every 15 minutes", () => {
    const sim = simulateMonth(new Date("2026-11-01T00:00:00Z"), { monthlyCredits: 20_000, leagues: 4 });
    expect(sim.used).toBeLessThanOrEqual(20_000);
    for (const league of LEAGUES) {
      const gaps = sim.calls[league].slice(1).map((call, i) => call.getTime() - sim.calls[league][i].getTime());
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(15 * MINUTE);
    }
    expect(median(lineAges(sim, 5 * MINUTE))).toBeLessThan(30 * MINUTE);
  });
});

describe("planOddsCall rules", () => {
  const budget: OddsBudget = { monthlyCredits: 500, leagues: 4 };
  const now = new Date("2026-11-20T18:00:00Z");
  const soon = new Date("2026-11-20T19:00:00Z");
  const fresh = { used: 0, remaining: null, lastCalledAt: null };

  test("a league with a game soon and no recent call is due", () => {
    expect(planOddsCall({ now, nextGameAt: soon, usage: fresh, budget })).toMatchObject({ due: true });
  });

  test("no game within the horizon, or a game already started: no call", () => {
    expect(planOddsCall({ now, nextGameAt: null, usage: fresh, budget }).reason).toBe("no-upcoming-game");
    expect(planOddsCall({ now, nextGameAt: new Date("2026-11-22T18:00:00Z"), usage: fresh, budget }).reason).toBe("no-upcoming-game");
    expect(planOddsCall({ now, nextGameAt: new Date("2026-11-20T17:00:00Z"), usage: fresh, budget }).reason).toBe("no-upcoming-game");
  });

  test("a quota header saying 0 (or less than a call) remaining stops calls, whatever our own log says", () => {
    expect(planOddsCall({ now, nextGameAt: soon, usage: { used: 3, remaining: 0, lastCalledAt: null }, budget }).reason).toBe("exhausted");
    expect(planOddsCall({ now, nextGameAt: soon, usage: { used: 3, remaining: 1, lastCalledAt: null }, budget: { ...budget, cost: 2 } }).reason).toBe("exhausted");
    expect(planOddsCall({ now, nextGameAt: soon, usage: { used: 500, remaining: null, lastCalledAt: null }, budget }).reason).toBe("exhausted");
    expect(remainingCredits({ used: 10, remaining: 200, lastCalledAt: null }, 500)).toBe(200);
  });

  test("spending ahead of an even pace through the month waits", () => {
    expect(planOddsCall({ now, nextGameAt: soon, usage: { used: 450, remaining: 50, lastCalledAt: null }, budget }).reason).toBe("ahead-of-pace");
  });

  test("a new month starts from a fresh usage: an exhausted October does not stop November", () => {
    const exhausted = { used: 500, remaining: 0, lastCalledAt: new Date("2026-10-31T23:50:00Z") };
    expect(planOddsCall({ now: new Date("2026-10-31T23:55:00Z"), nextGameAt: new Date("2026-11-01T00:10:00Z"), usage: exhausted, budget }).due).toBe(false);
    const november = new Date("2026-11-01T00:00:00Z");
    expect(monthStart(new Date("2026-11-01T00:00:00Z"))).toEqual(november);
    expect(monthStart(new Date("2026-10-31T23:59:59Z"))).toEqual(new Date("2026-10-01T00:00:00Z"));
    // The usage of November (the log read since monthStart) has no calls yet.
    expect(planOddsCall({ now: new Date("2026-11-01T00:00:00Z"), nextGameAt: new Date("2026-11-01T00:10:00Z"), usage: fresh, budget }).due).toBe(true);
  });

  test("a league called recently waits; the wait shrinks as its game nears", () => {
    const calledAt = new Date(now.getTime() - 60 * MINUTE);
    const far = planOddsCall({ now, nextGameAt: new Date(now.getTime() + 20 * HOUR), usage: { used: 200, remaining: 300, lastCalledAt: calledAt }, budget });
    const near = planOddsCall({ now, nextGameAt: new Date(now.getTime() + 30 * MINUTE), usage: { used: 200, remaining: 300, lastCalledAt: calledAt }, budget });
    expect(far).toMatchObject({ due: false, reason: "fresh" });
    expect(near.intervalMs!).toBeLessThan(far.intervalMs!);
  });
});

describe("planOddsMarkets: h2h, spreads and totals cost 3 credits a call", () => {
  const budget: OddsBudget = { monthlyCredits: 500, leagues: 4 };
  const all = ["h2h", "spreads", "totals"];
  const now = new Date("2026-11-20T18:00:00Z");
  const soon = new Date("2026-11-20T19:00:00Z");

  test("a month of 5-minute syncs asking every market stays within 500 credits; each day still gets spreads and totals", () => {
    const first = new Date("2026-11-01T00:00:00Z");
    const sim = simulateMonth(first, budget, { markets: ODDS });
    expect(sim.used).toBeLessThanOrEqual(500);
    expect(sim.used).toBeGreaterThan(400);
    const days = (calls: { at: Date }[]) => new Set(calls.map((call) => call.at.getUTCDate())).size;
    expect(days(sim.asked)).toBe(30);
    expect(days(sim.asked.filter((call) => call.markets.length === 3))).toBe(30);
    // 500 credits ride their pace: near game time a 3-credit call would run ahead of it, so money lines alone keep fresh.
    const h2h = sim.asked.filter((call) => call.markets.length === 1);
    expect(h2h.length).toBeGreaterThan(0);
    expect(h2h.every((call) => call.markets[0] === "h2h")).toBe(true);
    // A plan with room to spare asks every market every time.
    const roomy = simulateMonth(first, { monthlyCredits: 20_000, leagues: 4 }, { markets: ODDS });
    expect(roomy.used).toBeLessThanOrEqual(20_000);
    expect(roomy.asked.every((call) => call.markets.length === 3)).toBe(true);
  });

  test("credits running short (another client of the key spends 12 a day) shift the calls to money lines alone, never past the quota", () => {
    const first = new Date("2026-11-01T00:00:00Z");
    const share = (sim: Simulation) => sim.asked.filter((call) => call.markets.length === 1).length / sim.asked.length;
    const shared = simulateMonth(first, budget, { markets: ODDS, othersUse: 12 });
    expect(share(shared)).toBeGreaterThan(share(simulateMonth(first, budget, { markets: ODDS })));
    // Every call fits what the headers said remained, and ours plus theirs stay within the month's credits.
    expect(shared.asked.every((call) => oddsCallCost(call.markets) <= call.remaining)).toBe(true);
    expect(shared.used + Math.floor(12 * 29.99)).toBeLessThanOrEqual(500);
  });

  test("every market while the budget allows, at three times the interval of money lines alone", () => {
    const calledAt = new Date(now.getTime() - 10 * MINUTE);
    const usage = { used: 200, remaining: 300, lastCalledAt: calledAt };
    const full = planOddsMarkets({ now, nextGameAt: new Date(now.getTime() + 20 * HOUR), usage, budget });
    const h2h = planOddsCall({ now, nextGameAt: new Date(now.getTime() + 20 * HOUR), usage, budget });
    expect(full.markets).toEqual(all);
    expect(full.intervalMs!).toBeCloseTo(h2h.intervalMs! * 3);
    expect(planOddsMarkets({ now, nextGameAt: soon, usage: { used: 0, remaining: null, lastCalledAt: null }, budget })).toMatchObject({ due: true, markets: all });
  });

  test("fewer than 3 credits left, or 3 would run ahead of the pace while 1 would not: money lines alone", () => {
    const lastHour = new Date("2026-11-30T23:00:00Z");
    const beforeMidnight = new Date("2026-11-30T23:50:00Z");
    expect(planOddsMarkets({ now: lastHour, nextGameAt: beforeMidnight, usage: { used: 498, remaining: 2, lastCalledAt: null }, budget }))
      .toMatchObject({ due: true, markets: ["h2h"] });
    // 20 November 18:00, 19.75 days in: the pace with its one-day lead allows 500 * (0.6583 + 0.3417 / 30) ≈ 334.9 spent.
    expect(planOddsMarkets({ now, nextGameAt: soon, usage: { used: 332, remaining: 168, lastCalledAt: null }, budget }))
      .toMatchObject({ due: true, markets: ["h2h"] });
    expect(planOddsMarkets({ now, nextGameAt: soon, usage: { used: 331, remaining: 169, lastCalledAt: null }, budget }))
      .toMatchObject({ due: true, markets: all });
    expect(planOddsMarkets({ now, nextGameAt: soon, usage: { used: 500, remaining: 0, lastCalledAt: null }, budget })).toMatchObject({ due: false, reason: "exhausted" });
    // Lines fresh enough are not a shortage: no call at all rather than a cheaper one.
    expect(planOddsMarkets({ now, nextGameAt: soon, usage: { used: 100, remaining: 400, lastCalledAt: new Date(now.getTime() - MINUTE) }, budget }))
      .toMatchObject({ due: false, reason: "fresh" });
  });

  test("affordableMarkets keeps credits for the calls that must follow", () => {
    expect(affordableMarkets(5, 2)).toEqual(all);
    expect(affordableMarkets(4, 2)).toEqual(["h2h"]);
    expect(affordableMarkets(2, 2)).toBeNull();
  });
});

const ODDS: readonly OddsMarket[] = ["h2h", "spreads", "totals"];
