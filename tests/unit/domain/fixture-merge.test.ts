// Sync rules on one fixture: statuses only move forward (except postponements), odds only change before the game.
import type { SpreadLine, TotalLine } from "@/lib/domain/markets";
import type { FixtureUpdate } from "@/lib/feeds/types";
import { mergeFixture, type StoredFixture } from "@/lib/domain/fixture-merge";
import { canMoveTo } from "@/lib/domain/fixture-status-rules";

const startsAt = new Date("2026-11-22T18:00:00Z");
const before = new Date("2026-11-22T17:00:00Z");
const stored = (over: Partial<StoredFixture> = {}): StoredFixture => ({
  id: 1, status: "PREGAME", startsAt, homeMoneyLine: -150, awayMoneyLine: 130, spread: null, total: null,
  homeScore: null, awayScore: null, winnerSide: null, closingLineAt: null, ...over,
});
const update = (over: Partial<FixtureUpdate> = {}): FixtureUpdate => ({
  provider: "espn", providerEventId: "1", league: "NFL", startsAt, status: "PREGAME", home: {}, away: {},
  homeMoneyLine: -150, awayMoneyLine: 130, homeScore: null, awayScore: null, winnerSide: null, ...over,
});

describe("canMoveTo", () => {
  test("forward moves and postponements are allowed; nothing leaves FINAL or CANCELED", () => {
    expect(canMoveTo("PREGAME", "IN_PROGRESS")).toBe(true);
    expect(canMoveTo("IN_PROGRESS", "FINAL")).toBe(true);
    expect(canMoveTo("PREGAME", "POSTPONED")).toBe(true);
    expect(canMoveTo("POSTPONED", "PREGAME")).toBe(true);
    expect(canMoveTo("IN_PROGRESS", "PREGAME")).toBe(false);
    expect(canMoveTo("FINAL", "IN_PROGRESS")).toBe(false);
    expect(canMoveTo("FINAL", "POSTPONED")).toBe(false);
    expect(canMoveTo("CANCELED", "PREGAME")).toBe(false);
  });
});

describe("mergeFixture", () => {
  test("an identical update changes nothing", () => {
    expect(mergeFixture(stored(), update(), before)).toBeNull();
  });

  test("new lines are taken before the game; a missing line keeps the last one", () => {
    expect(mergeFixture(stored(), update({ homeMoneyLine: -170, awayMoneyLine: null }), before)).toMatchObject({ homeMoneyLine: -170, awayMoneyLine: 130, oddsChanged: true });
  });

  test("lines are frozen once the game has started", () => {
    const live = stored({ status: "IN_PROGRESS", homeScore: 7, awayScore: 3 });
    expect(mergeFixture(live, update({ status: "IN_PROGRESS", homeScore: 7, awayScore: 3, homeMoneyLine: -900 }), before)).toBeNull();
    expect(mergeFixture(stored(), update({ status: "IN_PROGRESS", homeScore: 0, awayScore: 0, homeMoneyLine: -900 }), before)).toMatchObject({ status: "IN_PROGRESS", homeMoneyLine: -150, oddsChanged: false });
  });

  test("a stale update never moves a game backwards, and its scores are ignored", () => {
    const final = stored({ status: "FINAL", homeScore: 24, awayScore: 17, winnerSide: "HOME" });
    expect(mergeFixture(final, update({ status: "IN_PROGRESS", homeScore: 10, awayScore: 17 }), before)).toBeNull();
  });

  test("a final takes scores and winner; a corrected final score is taken too", () => {
    expect(mergeFixture(stored({ status: "IN_PROGRESS" }), update({ status: "FINAL", homeScore: 20, awayScore: 23, winnerSide: "AWAY" }), before)).toMatchObject({ status: "FINAL", homeScore: 20, awayScore: 23, winnerSide: "AWAY" });
    const final = stored({ status: "FINAL", homeScore: 24, awayScore: 17, winnerSide: "HOME" });
    expect(mergeFixture(final, update({ status: "FINAL", homeScore: 24, awayScore: 27, winnerSide: "AWAY" }), before)).toMatchObject({ homeScore: 24, awayScore: 27, winnerSide: "AWAY" });
  });

  test("a feed that never revises finals (the demo's) keeps a stored final's result, and still finishes a live game", () => {
    const final = stored({ status: "FINAL", homeScore: 24, awayScore: 17, winnerSide: "HOME" });
    expect(mergeFixture(final, update({ status: "FINAL", homeScore: 24, awayScore: 27, winnerSide: "AWAY" }), before, { revisesFinals: false })).toBeNull();
    expect(mergeFixture(stored({ status: "IN_PROGRESS" }), update({ status: "FINAL", homeScore: 20, awayScore: 23, winnerSide: "AWAY" }), before, { revisesFinals: false }))
      .toMatchObject({ status: "FINAL", homeScore: 20, awayScore: 23, winnerSide: "AWAY" });
  });

  test("a postponed game can be rescheduled to a new start", () => {
    const later = new Date("2026-11-23T18:00:00Z");
    expect(mergeFixture(stored(), update({ status: "POSTPONED" }), before)).toMatchObject({ status: "POSTPONED" });
    expect(mergeFixture(stored({ status: "POSTPONED" }), update({ status: "PREGAME", startsAt: later }), before)).toMatchObject({ status: "PREGAME", startsAt: later });
  });

  test("the line closes when the game goes live, and only once", () => {
    expect(mergeFixture(stored(), update({ status: "IN_PROGRESS", homeScore: 0, awayScore: 0 }), before)).toMatchObject({ closesLine: true });
    const closed = stored({ closingLineAt: startsAt });
    expect(mergeFixture(closed, update({ status: "IN_PROGRESS", homeScore: 0, awayScore: 0 }), before)).toMatchObject({ closesLine: false });
  });

  test("a feed still saying PREGAME after the start closes the line by the clock, before its late prices", () => {
    const after = new Date(startsAt.getTime() + 60_000);
    expect(mergeFixture(stored(), update(), after)).toMatchObject({ closesLine: true, oddsChanged: false });
    expect(mergeFixture(stored(), update({ homeMoneyLine: -170 }), before)).toMatchObject({ closesLine: false });
  });

  test("postponed, cancelled and first-seen-live games get no closing line", () => {
    const after = new Date(startsAt.getTime() + 60_000);
    expect(mergeFixture(stored(), update({ status: "POSTPONED" }), after)).toMatchObject({ closesLine: false });
    expect(mergeFixture(stored(), update({ status: "CANCELED" }), after)).toMatchObject({ closesLine: false });
    expect(mergeFixture(stored({ status: "IN_PROGRESS" }), update({ status: "FINAL", homeScore: 1, awayScore: 0, winnerSide: "HOME" }), after))
      .toMatchObject({ closesLine: false });
  });
});

describe("mergeFixture with spreads and totals", () => {
  const spread = (homePoint: number, homePrice = -110, awayPrice = -110): SpreadLine =>
    ({ home: { point: homePoint, price: homePrice }, away: { point: -homePoint, price: awayPrice } });
  const total = (points: number, over = -110, under = -110): TotalLine => ({ points, over, under });
  const lined = stored({ spread: spread(-2.5), total: total(47.5) });

  test("a first spread and total are taken as an odds change", () => {
    expect(mergeFixture(stored(), update({ spread: spread(-2.5), total: total(47.5) }), before))
      .toMatchObject({ spread: spread(-2.5), total: total(47.5), oddsChanged: true });
  });

  test("the same lines change nothing; a moved point or price alone is an odds change", () => {
    expect(mergeFixture(lined, update({ spread: spread(-2.5), total: total(47.5) }), before)).toBeNull();
    expect(mergeFixture(lined, update({ spread: spread(-3), total: total(47.5) }), before)).toMatchObject({ spread: spread(-3), oddsChanged: true });
    expect(mergeFixture(lined, update({ spread: spread(-2.5, -115, -105), total: total(47.5) }), before)).toMatchObject({ oddsChanged: true });
    expect(mergeFixture(lined, update({ spread: spread(-2.5), total: total(47.5, -105, -115) }), before)).toMatchObject({ total: total(47.5, -105, -115), oddsChanged: true });
    expect(mergeFixture(lined, update({ spread: spread(-2.5), total: total(44) }), before)).toMatchObject({ total: total(44), oddsChanged: true });
  });

  test("a provider without a market (null or left out) keeps the stored line; a partial line is no line", () => {
    expect(mergeFixture(lined, update({ spread: null, total: null }), before)).toBeNull();
    expect(mergeFixture(lined, update(), before)).toBeNull();
    const broken = { home: { point: -2.3, price: -110 }, away: { point: 2.3, price: -110 } };
    expect(mergeFixture(lined, update({ spread: broken, total: { points: 0, over: -110, under: -110 } }), before)).toBeNull();
    expect(mergeFixture(stored(), update({ spread: broken }), before)).toBeNull();
  });

  test("spreads and totals are frozen once the game has started, and close with the money line", () => {
    const live = mergeFixture(lined, update({ status: "IN_PROGRESS", homeScore: 0, awayScore: 0, spread: spread(-7), total: total(60) }), before);
    expect(live).toMatchObject({ closesLine: true, spread: spread(-2.5), total: total(47.5), oddsChanged: false });
  });
});
