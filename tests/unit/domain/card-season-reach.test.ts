// The season table from stored weeks against seasonUnits (with the dropped weeks it names adding up to the total), and
// the most a week can still reach as another member sees it: the same whatever the member's hidden picks say.
import fc from "fast-check";
import { visibleReach, type ReachGame, type ReachPick } from "@/lib/domain/card-reach";
import { seasonTable, type StoredWeek } from "@/lib/domain/card-season";
import { seasonUnits } from "@/lib/domain/card-standings";
import { pointsUnits, unitsText } from "@/lib/domain/pool-tiebreak";

const WEEKS = ["2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26", "2026-11-02"];

describe("the season table", () => {
  test("each member's total is seasonUnits of their closed weeks (a week not played is 0) plus the live week, and the dropped weeks are the difference", () => {
    const member = fc.record({
      weeks: fc.array(fc.option(fc.integer({ min: 0, max: 400_000 }), { nil: null }), { minLength: WEEKS.length, maxLength: WEEKS.length }),
      live: fc.integer({ min: 0, max: 90_000 }),
    });
    fc.assert(
      fc.property(fc.array(member, { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: WEEKS.length }), fc.integer({ min: 0, max: 4 }), (members, closed, drop) => {
        const ids = members.map((_, index) => `m${index}`);
        const rows: StoredWeek[] = members.flatMap((m, index) => [
          ...WEEKS.slice(0, closed).flatMap((week, w) =>
            m.weeks[w] === null ? [] : [{ userId: ids[index], week, points: unitsText(m.weeks[w]!), wins: 0, autoPicks: 0, reachedAt: null, final: true }],
          ),
          { userId: ids[index], week: "2026-11-09", points: unitsText(m.live), wins: 0, autoPicks: 0, reachedAt: null, final: false },
        ]);
        // Weeks nobody has a row for are not closed weeks of the pool.
        const poolWeeks = new Set(rows.filter((row) => row.final).map((row) => row.week));
        const table = seasonTable(ids, rows, drop);
        for (const entry of table) {
          const index = ids.indexOf(entry.userId);
          const weeks = WEEKS.slice(0, closed).filter((week) => poolWeeks.has(week)).map((week) => members[index].weeks[WEEKS.indexOf(week)] ?? 0);
          expect(entry.points).toBe(seasonUnits(weeks, drop, members[index].live));
          const droppedUnits = entry.droppedWeeks.reduce((sum, week) => sum + (members[index].weeks[WEEKS.indexOf(week)] ?? 0), 0);
          expect(entry.points).toBe(weeks.reduce((sum, units) => sum + units, 0) - droppedUnits + members[index].live);
          expect(entry.droppedWeeks.length).toBe(Math.min(drop, Math.max(0, weeks.length - 1)));
        }
        expect(pointsUnits(unitsText(table[0].points))).toBe(table[0].points);
      }),
    );
  });
});

describe("the most a week can reach, as another member sees it", () => {
  const games: ReachGame[] = [
    { fixtureId: 1, started: true, homePrice: -150, awayPrice: 130 },
    { fixtureId: 2, started: false, homePrice: 200, awayPrice: -240 },
    { fixtureId: 3, started: false, homePrice: -110, awayPrice: -110 },
    // Started without a pick (missed): its number is free, so which numbers the hidden pick holds would matter.
    { fixtureId: 4, started: true, homePrice: -110, awayPrice: -110 },
  ];
  const started: ReachPick = { fixtureId: 1, started: true, settled: true, units: 30_000, confidence: 3, price: -150 };

  test("a hidden pick's side, price and number change nothing others see; the member sees their own exactly", () => {
    for (const scoring of ["WINS", "CONFIDENCE", "PRICE"] as const) {
      const seen = new Set<number>();
      for (const [confidence, price] of [[1, 200], [4, -240], [1, -240], [2, 200]] as const) {
        const hidden: ReachPick = { fixtureId: 2, started: false, settled: false, units: 0, confidence, price };
        seen.add(visibleReach({ scoring, picking: "EVERY_GAME", size: 4, games, picks: [started, hidden], own: false }));
      }
      expect({ scoring, values: seen.size }).toEqual({ scoring, values: 1 });
    }
    const own = (confidence: number) =>
      visibleReach({ scoring: "CONFIDENCE", picking: "EVERY_GAME", size: 4, games, picks: [started, { fixtureId: 2, started: false, settled: false, units: 0, confidence, price: 200 }], own: true });
    // Their own: 3 so far, the hidden pick's number, and the highest number left on the open game.
    expect([own(1), own(4)]).toEqual([(3 + 1 + 4) * 10_000, (3 + 4 + 2) * 10_000]);
  });

  test("Pick N: no more open slots than picks left, the best prices first", () => {
    const reach = visibleReach({ scoring: "PRICE", picking: "PICK_N", size: 2, games, picks: [{ ...started, units: 16_667 }], own: false });
    // One pick left: the best price on offer, +200 (3.0).
    expect(reach).toBe(16_667 + 30_000);
  });
});
