// Survivor rules: lives never go below zero and fall by one only for a loss, a tie or a missed pick; a pool ends with the
// last member standing, or with everyone who fell together; auto-pick takes the biggest favourite it may.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import fc from "fast-check";
import { autoPickChoice, costsLife, pickOutcome, settleSlate, slateDayText, winnersAfter, type AutoPickOption, type Entry, type SurvivorOutcome } from "@/lib/domain/survivor";
import { slateLabel, slateOf, slateRange } from "@/lib/domain/survivor-slates";

const NY = "America/New_York";
const OUTCOMES: SurvivorOutcome[] = ["WIN", "LOSS", "TIE", "MISSED", "SURVIVED"];

const entriesArb = fc.uniqueArray(fc.record({ userId: fc.string({ minLength: 1, maxLength: 6 }), lives: fc.integer({ min: 0, max: 3 }) }), {
  selector: (entry) => entry.userId,
  maxLength: 30,
});

const slateArb = entriesArb.chain((entries) =>
  fc.tuple(fc.constant(entries), fc.array(fc.constantFrom(...OUTCOMES, undefined), { minLength: entries.length, maxLength: entries.length })),
);

function outcomesOf(entries: Entry[], picks: (SurvivorOutcome | undefined)[]): Map<string, SurvivorOutcome> {
  const map = new Map<string, SurvivorOutcome>();
  entries.forEach((entry, index) => {
    if (picks[index]) map.set(entry.userId, picks[index]);
  });
  return map;
}

test("a slate takes exactly one life for a loss, a tie or no pick, none otherwise, and never from a member already out", () => {
  fc.assert(
    fc.property(slateArb, ([entries, picks]) => {
      const { entries: after } = settleSlate(entries, outcomesOf(entries, picks));
      after.forEach((entry, index) => {
        const before = entries[index];
        expect(entry.userId).toBe(before.userId);
        expect(entry.lives).toBeGreaterThanOrEqual(0);
        const lost = before.lives > 0 && costsLife(picks[index] ?? "MISSED");
        expect(entry.lives).toBe(before.lives - (lost ? 1 : 0));
      });
    }),
  );
});

test("the eliminated are exactly those whose last life the slate took", () => {
  fc.assert(
    fc.property(slateArb, ([entries, picks]) => {
      const { entries: after, eliminated } = settleSlate(entries, outcomesOf(entries, picks));
      const expected = entries.filter((entry, index) => entry.lives === 1 && after[index].lives === 0).map((entry) => entry.userId);
      expect(eliminated).toEqual(expected);
    }),
  );
});

test("the pool ends with the one left alive, or with everyone who fell on the same slate, and goes on otherwise", () => {
  fc.assert(
    fc.property(slateArb, ([entries, picks]) => {
      const { entries: after, winners } = settleSlate(entries, outcomesOf(entries, picks));
      const aliveBefore = entries.filter((entry) => entry.lives > 0).map((entry) => entry.userId);
      const aliveAfter = after.filter((entry) => entry.lives > 0).map((entry) => entry.userId);
      if (aliveBefore.length === 0) expect(winners).toBeNull();
      else if (aliveAfter.length === 1) expect(winners).toEqual(aliveAfter);
      else if (aliveAfter.length === 0) expect(winners).toEqual(aliveBefore);
      else expect(winners).toBeNull();
      // A winner is always someone who was alive going into the slate.
      for (const winner of winners ?? []) expect(aliveBefore).toContain(winner);
    }),
  );
});

test("with one life each, a winning pick always survives and the pool cannot end while two or more win", () => {
  expect(winnersAfter(["a", "b", "c"], ["a", "b"])).toBeNull();
  expect(winnersAfter(["a", "b", "c"], ["b"])).toEqual(["b"]);
  expect(winnersAfter(["a", "b"], [])).toEqual(["a", "b"]);
  const { winners, eliminated } = settleSlate(
    [
      { userId: "a", lives: 1 },
      { userId: "b", lives: 2 },
      { userId: "c", lives: 1 },
    ],
    new Map<string, SurvivorOutcome>([
      ["a", "WIN"],
      ["b", "TIE"],
    ]),
  );
  expect(eliminated).toEqual(["c"]);
  expect(winners).toBeNull();
});

test("a pick's outcome: a win survives, a loss and a tie cost a life, a game moved out or called off survives", () => {
  expect(pickOutcome("HOME", "HOME", false)).toBe("WIN");
  expect(pickOutcome("AWAY", "HOME", false)).toBe("LOSS");
  expect(pickOutcome("AWAY", "TIE", false)).toBe("TIE");
  expect(pickOutcome("AWAY", "CANCELED", false)).toBe("SURVIVED");
  expect(pickOutcome("AWAY", "HOME", true)).toBe("SURVIVED");
  expect(OUTCOMES.filter(costsLife)).toEqual(["LOSS", "TIE", "MISSED"]);
});

const optionArb = fc.record({
  fixtureId: fc.integer({ min: 1, max: 50 }),
  side: fc.constantFrom("HOME" as const, "AWAY" as const),
  teamId: fc.integer({ min: 1, max: 20 }),
  moneyLine: fc.option(fc.oneof(fc.integer({ min: -900, max: -101 }), fc.integer({ min: 100, max: 900 })), { nil: null }),
  startsAt: fc.integer({ min: 0, max: 10 }).map((hours) => new Date(Date.UTC(2026, 10, 29, 12 + hours))),
});

test("auto-pick takes the lowest money line among games not started and teams not used, and nothing when none is left", () => {
  fc.assert(
    fc.property(fc.array(optionArb, { maxLength: 20 }), fc.uniqueArray(fc.integer({ min: 1, max: 20 })), fc.integer({ min: 0, max: 10 }), (options, used, hour) => {
      const now = new Date(Date.UTC(2026, 10, 29, 12 + hour));
      const usedSet = new Set(used);
      const choice = autoPickChoice(options, usedSet, now);
      const allowed = options.filter((o: AutoPickOption) => o.moneyLine !== null && !usedSet.has(o.teamId) && o.startsAt > now);
      if (allowed.length === 0) return expect(choice).toBeNull();
      expect(choice).not.toBeNull();
      expect(allowed).toContain(choice);
      for (const option of allowed) expect(choice!.moneyLine!).toBeLessThanOrEqual(option.moneyLine!);
    }),
  );
});

test("slates: the NFL's is the local week's Monday, the daily leagues' the local day, with DST-safe ranges", () => {
  // Sunday 23:30 in New York is Monday in UTC.
  const late = new Date("2026-11-30T04:30:00Z");
  expect(slateOf(late, "nfl", NY)).toBe("2026-11-23");
  expect(slateOf(late, "nba", NY)).toBe("2026-11-29");
  expect(slateRange("2026-11-29", "nhl", NY)).toEqual({ start: new Date("2026-11-29T05:00:00Z"), end: new Date("2026-11-30T05:00:00Z") });
  expect(slateRange("2026-11-02", "nfl", NY)).toEqual({ start: new Date("2026-11-02T05:00:00Z"), end: new Date("2026-11-09T05:00:00Z") });
  expect(slateLabel("2026-11-29", "mlb")).toBe("Sun, Nov 29");
  expect(slateLabel("2026-11-23", "nfl")).toBe("NFL week 12 · Nov 23");
  expect([slateDayText("2026-11-23", "nfl"), slateDayText("2026-11-28", "nhl")]).toEqual(["week of Nov 23", "Sat, Nov 28"]);
});

test("a slate reads as its own calendar day in every league, as the date library read it", () => {
  dayjs.extend(utc);
  const days = fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  fc.assert(
    fc.property(days, fc.constantFrom("nfl", "nba", "nhl", "mlb") as fc.Arbitrary<"nfl" | "nba" | "nhl" | "mlb">, (slate, league) => {
      const reference = league === "nfl" ? `week of ${dayjs.utc(slate).format("MMM D")}` : dayjs.utc(slate).format("ddd, MMM D");
      expect(slateDayText(slate, league)).toBe(reference);
    }),
  );
});
