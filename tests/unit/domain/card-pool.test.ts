// A card pool's rules against simple references: each scoring's sums, pushes and void games, confidence numbers and
// their locks, automatic picks, the guess tiebreak, the most a week can reach and the season with its worst weeks dropped.
import fc from "fast-check";
import { pickDecimal, fairProbability } from "@/lib/domain/closing-line";
import { automaticNumbers, confidenceProblems } from "@/lib/domain/card-confidence";
import { cardPickUnits, expectedUnits, favouriteSide, winUnits, CARD_SCORINGS, type ScoredCardPick } from "@/lib/domain/card-scoring";
import { CARD_WEEK_RULE, guessMiss, maxReachableUnits, seasonUnits, type CardWeekEntry } from "@/lib/domain/card-standings";
import { rankTable } from "@/lib/domain/pool-tiebreak";

const price = fc.oneof(fc.integer({ min: -1000, max: -100 }), fc.integer({ min: 100, max: 1000 }));
const result = fc.constantFrom("WIN", "LOOSE", "PUSH", null);
/** A card of up to 16 picks whose confidence numbers are a permutation of 1..n. */
const card = fc.array(fc.record({ price, result }), { maxLength: 16 }).chain((picks) =>
  fc.shuffledSubarray(picks.map((_, index) => index + 1), { minLength: picks.length, maxLength: picks.length })
    .map((numbers): ScoredCardPick[] => picks.map((pick, index) => ({ ...pick, confidence: numbers[index] }))),
);
const total = (picks: ScoredCardPick[], scoring: (typeof CARD_SCORINGS)[number]) => picks.reduce((sum, pick) => sum + cardPickUnits(pick, scoring), 0);

describe("scoring a card", () => {
  test("confidence: the sum of the winning picks' numbers; one point a win; the decimal price of each win", () => {
    fc.assert(
      fc.property(card, (picks) => {
        const wins = picks.filter((pick) => pick.result === "WIN");
        expect(total(picks, "CONFIDENCE")).toBe(wins.reduce((sum, pick) => sum + pick.confidence! * 10_000, 0));
        expect(total(picks, "WINS")).toBe(wins.length * 10_000);
        expect(total(picks, "PRICE")).toBe(wins.reduce((sum, pick) => sum + Math.round(pickDecimal(pick.price) * 10_000), 0));
      }),
    );
  });

  test("a loss, a push (a tie, a postponed or cancelled game) and an open game score nothing, under every scoring", () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 16 }), fc.constantFrom("LOOSE", "PUSH", null), fc.constantFrom(...CARD_SCORINGS), (line, confidence, outcome, scoring) => {
        expect(cardPickUnits({ price: line, confidence, result: outcome }, scoring)).toBe(0);
        expect(cardPickUnits({ price: line, confidence, result: "WIN" }, scoring)).toBeGreaterThan(0);
      }),
    );
  });

  test("a confidence pick without its number is refused, never scored as nothing", () => {
    expect(() => winUnits({ confidence: null, price: -110 }, "CONFIDENCE")).toThrow(RangeError);
    expect(winUnits({ confidence: null, price: -110 }, "WINS")).toBe(10_000);
  });

  test("the expected points of a confidence card are highest with the biggest numbers on the likeliest picks", () => {
    const game = fc.record({ price, opposingPrice: price });
    fc.assert(
      fc.property(fc.array(game, { minLength: 1, maxLength: 8 }), fc.infiniteStream(fc.nat()), (games, draws) => {
        const n = games.length;
        const chance = (g: { price: number; opposingPrice: number }) => fairProbability(g.price, g.opposingPrice);
        const byChance = games.map((g, index) => index).sort((a, b) => chance(games[a]) - chance(games[b]));
        const ordered = new Map(byChance.map((index, rank) => [index, rank + 1]));
        const other = games.map((_, index) => ({ index, key: draws.next().value })).sort((a, b) => a.key - b.key).map(({ index }, rank) => [index, rank + 1] as const);
        const expected = (numbers: Map<number, number>) => games.reduce((sum, g, index) => sum + expectedUnits({ ...g, confidence: numbers.get(index)! }, "CONFIDENCE"), 0);
        expect(expected(ordered)).toBeGreaterThanOrEqual(expected(new Map(other)) - 1e-6 * n);
      }),
    );
  });
});

describe("the favourite an automatic pick backs", () => {
  test("straight up the shorter price, against the spread the side giving points; swapping the teams swaps it", () => {
    expect(favouriteSide("MONEY_LINE", { moneyLine: { home: -150, away: 130 }, spread: null })).toBe("HOME");
    expect(favouriteSide("MONEY_LINE", { moneyLine: { home: 140, away: -160 }, spread: null })).toBe("AWAY");
    expect(favouriteSide("SPREAD", { moneyLine: { home: null, away: null }, spread: { home: { point: 3.5, price: -120 }, away: { point: -3.5, price: 100 } } })).toBe("AWAY");
    expect(favouriteSide("SPREAD", { moneyLine: { home: -150, away: 130 }, spread: null })).toBeNull();
    expect(favouriteSide("MONEY_LINE", { moneyLine: { home: -150, away: null }, spread: null })).toBeNull();
    fc.assert(
      fc.property(price, price, (home, away) => {
        const one = favouriteSide("MONEY_LINE", { moneyLine: { home, away }, spread: null });
        const swapped = favouriteSide("MONEY_LINE", { moneyLine: { home: away, away: home }, spread: null });
        if (pickDecimal(home) === pickDecimal(away)) expect([one, swapped]).toEqual(["HOME", "HOME"]);
        else expect(swapped).toBe(one === "HOME" ? "AWAY" : "HOME");
      }),
    );
  });
});

describe("confidence numbers", () => {
  const assignment = fc.integer({ min: 1, max: 16 }).chain((size) =>
    fc.tuple(fc.constant(size), fc.array(fc.record({ game: fc.integer({ min: 1, max: 40 }), number: fc.integer({ min: 0, max: size + 1 }) }), { maxLength: size + 2 })),
  );

  test("a change is accepted exactly when every number is in 1..size, none is used twice and no started game's number moved", () => {
    fc.assert(
      fc.property(assignment, assignment, fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 6 }), ([size, nextRows], [, previousRows], lockedGames) => {
        const next = new Map(nextRows.map(({ game, number }) => [game, number]));
        const previous = new Map(previousRows.map(({ game, number }) => [game, number]));
        const locked = new Set(lockedGames);
        const numbers = [...next.values()];
        const fine = numbers.every((n) => n >= 1 && n <= size) && new Set(numbers).size === numbers.length && [...locked].every((g) => next.get(g) === previous.get(g));
        expect(confidenceProblems(next, previous, locked, size).length === 0).toBe(fine);
      }),
    );
  });

  test("each problem names what is wrong", () => {
    const previous = new Map([[1, 1], [2, 2], [3, 3]]);
    expect(confidenceProblems(new Map([[1, 2], [2, 2], [3, 3]]), previous, new Set(), 3)).toEqual([{ code: "USED_TWICE", number: 2, gameIds: [1, 2] }]);
    expect(confidenceProblems(new Map([[1, 3], [2, 2], [3, 1]]), previous, new Set([1]), 3)).toEqual([{ code: "LOCKED_MOVED", gameId: 1 }]);
    expect(confidenceProblems(new Map([[1, 4]]), new Map(), new Set(), 3)).toEqual([{ code: "OUT_OF_RANGE", gameId: 1, number: 4 }]);
  });

  test("automatic picks take the lowest numbers nobody holds, in kickoff order, never one in use or beyond the card", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }).chain((size) => fc.tuple(fc.constant(size), fc.subarray(Array.from({ length: size }, (_, i) => i + 1)), fc.uniqueArray(fc.integer({ min: 100, max: 200 }), { maxLength: size }))), ([size, used, missed]) => {
        const assigned = automaticNumbers(missed, new Set(used), size);
        const free = Array.from({ length: size }, (_, i) => i + 1).filter((n) => !used.includes(n));
        expect([...assigned.keys()]).toEqual(missed.slice(0, free.length));
        expect([...assigned.values()]).toEqual(free.slice(0, missed.length));
      }),
    );
  });
});

describe("the week's table and the season", () => {
  const entry = fc.record({
    points: fc.integer({ min: 0, max: 3 }).map((n) => n * 10_000),
    wins: fc.integer({ min: 0, max: 2 }),
    clv: fc.constant(null),
    reachedAt: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
    guessMiss: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  });
  const table = fc.array(entry, { maxLength: 20 }).map((rows) => rows.map((row, index): CardWeekEntry => ({ ...row, userId: `u${String(index).padStart(2, "0")}` })));

  test("level on points, the closer guess places first, whatever the wins; no guess loses to any guess", () => {
    fc.assert(
      fc.property(table, (rows) => {
        const placed = rankTable(rows, CARD_WEEK_RULE);
        for (const [index, member] of placed.entries()) {
          expect(member.rank).toBe(1 + rows.filter((other) => CARD_WEEK_RULE.compare(other, member).order < 0).length);
          const next = placed[index + 1];
          if (next && next.points === member.points && member.guessMiss !== next.guessMiss) {
            expect(next.guessMiss === null || (member.guessMiss !== null && member.guessMiss < next.guessMiss)).toBe(true);
          }
        }
      }),
    );
    const [first, second] = rankTable(
      [
        { userId: "a", points: 30_000, wins: 3, clv: null, reachedAt: 1, guessMiss: 7 },
        { userId: "b", points: 30_000, wins: 1, clv: null, reachedAt: 2, guessMiss: 2 },
      ],
      CARD_WEEK_RULE,
    );
    expect([first.userId, first.decidedBy, second.decidedBy]).toEqual(["b", "GUESS", "GUESS"]);
  });

  test("a guess misses by its distance from the final total, and by nothing known before it", () => {
    expect(guessMiss(45, 51)).toBe(6);
    expect(guessMiss(51, 45)).toBe(6);
    expect(guessMiss(45, null)).toBeNull();
    expect(guessMiss(null, 45)).toBeNull();
  });

  test("the season drops the worst weeks but always keeps one, and adds the week being played", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 18 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 50_000 }), (weeks, drop, live) => {
        const ascending = [...weeks].sort((a, b) => a - b);
        const dropped = ascending.slice(0, Math.min(drop, Math.max(0, weeks.length - 1)));
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(seasonUnits(weeks, drop, live)).toBe(sum(weeks) - sum(dropped) + live);
        // Dropping one week more takes away the next-worst week, never more.
        if (drop > 0) expect(seasonUnits(weeks, drop - 1) - seasonUnits(weeks, drop)).toBe(weeks.length > drop ? ascending[drop - 1] : 0);
      }),
    );
  });

  test("the most a week can reach: points so far, every open pick won, each open slot won with the highest unused numbers", () => {
    expect(maxReachableUnits({ scoring: "CONFIDENCE", settledUnits: 50_000, openPicks: [{ confidence: 3, price: -110 }], openSlots: [{ bestPrice: 150 }, { bestPrice: -200 }], unusedNumbers: [1, 4, 2] })).toBe(50_000 + 30_000 + 40_000 + 20_000);
    expect(maxReachableUnits({ scoring: "WINS", settledUnits: 20_000, openPicks: [{ confidence: null, price: -110 }], openSlots: [{ bestPrice: 150 }], unusedNumbers: [] })).toBe(40_000);
    expect(maxReachableUnits({ scoring: "PRICE", settledUnits: 0, openPicks: [], openSlots: [{ bestPrice: 150 }], unusedNumbers: [] })).toBe(25_000);
    fc.assert(
      fc.property(card, (picks) => {
        const settled = picks.filter((pick) => pick.result !== null);
        const open = picks.filter((pick) => pick.result === null);
        for (const scoring of CARD_SCORINGS) {
          const now = total(settled, scoring);
          const reach = maxReachableUnits({ scoring, settledUnits: now, openPicks: open, openSlots: [], unusedNumbers: [] });
          // Whatever the open games' results, the week ends between the points so far and the most it can reach.
          expect(total(picks.map((pick) => (pick.result === null ? { ...pick, result: "WIN" } : pick)), scoring)).toBe(reach);
          expect(reach).toBeGreaterThanOrEqual(now);
        }
      }),
    );
  });
});
