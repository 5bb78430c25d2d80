// Moving confidence numbers on a card: a step, a chosen number and a drop keep the numbers distinct and in range,
// never move a started game's number, and say null when the move cannot be made.
import fc from "fast-check";
import { byConfidence, droppedAt, stepNumber, withNumber, type NewNumber, type OrderedPick } from "@/lib/domain/card-order";

const pick = (fixtureId: number, confidence: number, locked = false): OrderedPick => ({ fixtureId, confidence, locked });
const numbers = (changes: NewNumber[] | null) => Object.fromEntries((changes ?? []).map((entry) => [entry.fixtureId, entry.confidence]));

describe("withNumber", () => {
  const card = [pick(1, 3), pick(2, 2), pick(3, 1, true)];
  test("a number another open pick holds is swapped", () => {
    expect(numbers(withNumber(card, 2, 3, 4))).toEqual({ 1: 2, 2: 3 });
  });
  test("a free number is simply taken", () => {
    expect(numbers(withNumber(card, 2, 4, 4))).toEqual({ 1: 3, 2: 4 });
  });
  test("a started game's number, a number out of range, a locked pick and the same number are refused", () => {
    expect(withNumber(card, 1, 1, 4)).toBeNull();
    expect(withNumber(card, 1, 5, 4)).toBeNull();
    expect(withNumber(card, 1, 0, 4)).toBeNull();
    expect(withNumber(card, 3, 4, 4)).toBeNull();
    expect(withNumber(card, 1, 3, 4)).toBeNull();
  });
});

describe("stepNumber", () => {
  test("up swaps with the next number, skipping a started game's", () => {
    const card = [pick(1, 3), pick(2, 2, true), pick(3, 1)];
    expect(numbers(stepNumber(card, 3, 1, 3))).toEqual({ 1: 1, 3: 3 });
    expect(numbers(stepNumber(card, 1, -1, 3))).toEqual({ 1: 1, 3: 3 });
  });
  test("nothing is above the top or below 1", () => {
    const card = [pick(1, 2), pick(2, 1)];
    expect(stepNumber(card, 1, 1, 2)).toBeNull();
    expect(stepNumber(card, 2, -1, 2)).toBeNull();
  });
  test("a started game's pick does not move", () => {
    expect(stepNumber([pick(1, 1, true), pick(2, 2)], 1, 1, 2)).toBeNull();
  });
});

describe("droppedAt", () => {
  test("the dragged pick takes the target's place and the picks between shift by one", () => {
    const card = [pick(1, 4), pick(2, 3), pick(3, 2), pick(4, 1)];
    expect(numbers(droppedAt(card, 4, 2))).toEqual({ 1: 4, 4: 3, 2: 2, 3: 1 });
    expect(numbers(droppedAt(card, 1, 3))).toEqual({ 2: 4, 3: 3, 1: 2, 4: 1 });
  });
  test("started games keep their numbers while the open ones are dealt out again", () => {
    const card = [pick(1, 4), pick(2, 3, true), pick(3, 2), pick(4, 1)];
    expect(numbers(droppedAt(card, 4, 1))).toEqual({ 4: 4, 1: 2, 3: 1 });
    expect(droppedAt(card, 2, 1)).toBeNull();
  });
});

/** A card of distinct numbers in 1..size, some of them started. */
const cards = fc
  .integer({ min: 1, max: 10 })
  .chain((size) => fc.tuple(fc.constant(size), fc.shuffledSubarray(Array.from({ length: size }, (_, index) => index + 1), { minLength: 1 }), fc.array(fc.boolean(), { minLength: size, maxLength: size })))
  .map(([size, used, locks]) => ({ size, picks: used.map((confidence, index) => pick(index + 1, confidence, locks[index])) }));

function applied(picks: OrderedPick[], changes: NewNumber[]): OrderedPick[] {
  return picks.map((entry) => ({ ...entry, confidence: changes.find((change) => change.fixtureId === entry.fixtureId)?.confidence ?? entry.confidence }));
}

function keepsTheRules(picks: OrderedPick[], changes: NewNumber[] | null, size: number) {
  if (!changes) return;
  const after = applied(picks, changes);
  expect(new Set(after.map((entry) => entry.confidence)).size).toBe(after.length);
  for (const entry of after) expect(entry.confidence).toBeGreaterThanOrEqual(1);
  for (const entry of after) expect(entry.confidence).toBeLessThanOrEqual(size);
  expect(changes.every((change) => !picks.find((entry) => entry.fixtureId === change.fixtureId)!.locked)).toBe(true);
}

test("every move keeps the numbers distinct, in range, and the started games' where they were", () => {
  fc.assert(
    fc.property(cards, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 11 }), ({ size, picks }, a, b, target) => {
      const first = picks[a % picks.length].fixtureId;
      const second = picks[b % picks.length].fixtureId;
      keepsTheRules(picks, withNumber(picks, first, target, size), size);
      keepsTheRules(picks, stepNumber(picks, first, 1, size), size);
      keepsTheRules(picks, stepNumber(picks, first, -1, size), size);
      keepsTheRules(picks, droppedAt(picks, first, second), size);
    }),
  );
});

test("a step up gives the pick more points and a drop puts it at the target's place in the order", () => {
  fc.assert(
    fc.property(cards, fc.nat(), fc.nat(), ({ size, picks }, a, b) => {
      const first = picks[a % picks.length];
      const up = stepNumber(picks, first.fixtureId, 1, size);
      if (up) expect(applied(picks, up).find((entry) => entry.fixtureId === first.fixtureId)!.confidence).toBeGreaterThan(first.confidence);
      const target = picks[b % picks.length];
      const dropped = droppedAt(picks, first.fixtureId, target.fixtureId);
      if (dropped) {
        const open = (list: OrderedPick[]) => byConfidence(list.filter((entry) => !entry.locked)).map((entry) => entry.fixtureId);
        expect(open(applied(picks, dropped)).indexOf(first.fixtureId)).toBe(open(picks).indexOf(target.fixtureId));
      }
    }),
  );
});
