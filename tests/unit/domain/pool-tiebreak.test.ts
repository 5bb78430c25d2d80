// The pool tables' ranking rule: points, then winning picks, then closing-line value, then who reached the total first.
import fc from "fast-check";
import { comparePlaces, pointsUnits, rankTable, tableWinners, type TableEntry } from "@/lib/domain/pool-tiebreak";

// Small ranges, so that ties on points (and on every step) are common.
const entry = fc.record({
  points: fc.integer({ min: 0, max: 4 }).map((n) => n * 10_000),
  wins: fc.integer({ min: 0, max: 2 }),
  clv: fc.option(fc.integer({ min: -2, max: 2 }).map((n) => n / 100), { nil: null }),
  reachedAt: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
});
const table = fc.array(entry, { maxLength: 25 }).map((rows) => rows.map((row, index): TableEntry => ({ ...row, userId: `u${String(index).padStart(2, "0")}` })));

describe("rankTable", () => {
  test("a rank is one more than the number of members the rule places strictly above", () => {
    fc.assert(
      fc.property(table, (rows) => {
        for (const placed of rankTable(rows)) {
          expect(placed.rank).toBe(1 + rows.filter((other) => comparePlaces(other, placed).order < 0).length);
        }
      }),
    );
  });

  test("the order of the input changes no rank and no tiebreak marker", () => {
    fc.assert(
      fc.property(table, fc.infiniteStream(fc.nat()), (rows, draws) => {
        const shuffled = rows.map((row) => ({ row, key: draws.next().value })).sort((a, b) => a.key - b.key).map(({ row }) => row);
        const view = (placed: ReturnType<typeof rankTable>) => placed.map(({ userId, rank, decidedBy }) => ({ userId, rank, decidedBy }));
        expect(view(rankTable(shuffled))).toEqual(view(rankTable(rows)));
      }),
    );
  });

  test("more points always place higher; among equal points, more winning picks do", () => {
    fc.assert(
      fc.property(table, (rows) => {
        const placed = rankTable(rows);
        for (const a of placed) for (const b of placed) {
          if (a.points > b.points) expect(a.rank).toBeLessThan(b.rank);
          if (a.points === b.points && a.wins > b.wins) expect(a.rank).toBeLessThan(b.rank);
        }
      }),
    );
  });

  test("a tiebreak is named exactly when a member level on points with a neighbour was separated from it", () => {
    fc.assert(
      fc.property(table, (rows) => {
        const placed = rankTable(rows);
        placed.forEach((row, index) => {
          const neighbours = [placed[index - 1], placed[index + 1]].filter(Boolean);
          const separated = neighbours.filter((other) => other.points === row.points && other.rank !== row.rank);
          expect(row.decidedBy !== null).toBe(separated.length > 0);
        });
      }),
    );
  });

  test("winners are the first place, shared when members are level on everything, and none when nobody scored", () => {
    fc.assert(
      fc.property(table, (rows) => {
        const winners = tableWinners(rankTable(rows));
        const best = rows.filter((row) => row.points > 0 && rows.every((other) => comparePlaces(other, row).order >= 0));
        expect(winners.map((w) => w.userId).sort()).toEqual(best.map((b) => b.userId).sort());
      }),
    );
  });

  test("each step in its turn, with the step that decided named", () => {
    const base = { points: 50_000, wins: 2, clv: 0.01, reachedAt: 100 };
    const placed = rankTable([
      { userId: "late", ...base, reachedAt: 200 },
      { userId: "sharp", ...base, clv: 0.03 },
      { userId: "winner", ...base, wins: 3 },
      { userId: "alone", ...base, points: 10_000 },
      { userId: "early", ...base },
    ]);
    expect(placed.map(({ userId, rank, decidedBy }) => [userId, rank, decidedBy])).toEqual([
      ["winner", 1, "WINS"],
      ["sharp", 2, "CLV"],
      ["early", 3, "FIRST"],
      ["late", 4, "FIRST"],
      ["alone", 5, null],
    ]);
  });

  test("members level on all four share the place and the next place is skipped", () => {
    const same = { points: 20_000, wins: 1, clv: null, reachedAt: 5 };
    const placed = rankTable([{ userId: "b", ...same }, { userId: "a", ...same }, { userId: "c", ...same, wins: 0 }]);
    expect(placed.map(({ userId, rank }) => [userId, rank])).toEqual([["a", 1], ["b", 1], ["c", 3]]);
    expect(tableWinners(placed).map((w) => w.userId)).toEqual(["a", "b"]);
  });
});

describe("pointsUnits", () => {
  test("reads a DECIMAL(14,4) exactly, in ten-thousandths", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (units) => {
      const text = `${Math.floor(units / 10_000)}.${String(units % 10_000).padStart(4, "0")}`;
      expect(pointsUnits(text)).toBe(units);
    }));
    expect(pointsUnits("2.5")).toBe(25_000);
    expect(pointsUnits("-1.2500")).toBe(-12_500);
  });
});
