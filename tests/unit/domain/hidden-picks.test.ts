// The hidden-pick rule: whose pending pick shows only "Picked ✓", to whom, and until when.
import fc from "fast-check";
import { gameStarted, isPickHidden, latestStart } from "@/lib/domain/hidden-picks";

const now = new Date("2026-12-02T18:00:00Z");
const later = new Date("2026-12-02T20:00:00Z");
const earlier = new Date("2026-12-02T17:00:00Z");

describe("isPickHidden", () => {
  test("a hiding picker's pick on a game not yet started is hidden from everyone else, visitors included", () => {
    for (const viewerId of [null, undefined, "someone"]) expect(isPickHidden({ pickerId: "p", pickerHides: true, startsAt: later }, { viewerId, now })).toBe(true);
  });

  test("the picker always sees their own", () => {
    expect(isPickHidden({ pickerId: "p", pickerHides: true, startsAt: later }, { viewerId: "p", now })).toBe(false);
  });

  test("a picker who does not hide shows pending picks to everyone", () => {
    expect(isPickHidden({ pickerId: "p", pickerHides: false, startsAt: later }, { viewerId: "m", now })).toBe(false);
  });

  test("at the start time the pick shows, as the pick deadline closes", () => {
    expect(gameStarted(now, now)).toBe(true);
    expect(isPickHidden({ pickerId: "p", pickerHides: true, startsAt: now }, { viewerId: null, now })).toBe(false);
    expect(isPickHidden({ pickerId: "p", pickerHides: true, startsAt: earlier }, { viewerId: null, now })).toBe(false);
  });

  test("hidden exactly when the picker hides, the viewer is not the picker and the game is in the future", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.integer({ min: -1e7, max: 1e7 }), (pickerHides, self, offset) => {
        const startsAt = new Date(now.getTime() + offset);
        const hidden = isPickHidden({ pickerId: "p", pickerHides, startsAt }, { viewerId: self ? "p" : "v", now });
        expect(hidden).toBe(pickerHides && !self && offset > 0);
      }),
    );
  });
});

test("a parlay is as hidden as its latest leg", () => {
  expect(latestStart([earlier, later, now])).toEqual(later);
});
