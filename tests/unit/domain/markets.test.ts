// The three markets' pure rules: what a selection is offered at, how it settles on a final score and how it reads.
import {
  legName,
  marketsFromColumns,
  offeredLine,
  opposingPrice,
  pickSlip,
  selectionFitsMarket,
  selectionLabel,
  selectionName,
  settleSelection,
  type GameLines,
} from "@/lib/domain/markets";

const lines: GameLines = {
  moneyLine: { home: -150, away: 130 },
  spread: { home: { point: -2.5, price: -110 }, away: { point: 2.5, price: -105 } },
  total: { points: 47.5, over: -105, under: -115 },
};
const teams = { home: { name: "Buffalo Bills", abbreviation: "BUF" }, away: { name: "Miami Dolphins", abbreviation: "MIA" } };

describe("settling a pick on a final score", () => {
  test("a spread adds the side's point to its score: -2.5 covers by 3, not by 2", () => {
    expect(settleSelection({ market: "SPREAD", side: "HOME", point: -2.5 }, 24, 21)).toBe("WIN");
    expect(settleSelection({ market: "SPREAD", side: "HOME", point: -2.5 }, 23, 21)).toBe("LOOSE");
    expect(settleSelection({ market: "SPREAD", side: "AWAY", point: 2.5 }, 23, 21)).toBe("WIN");
    expect(settleSelection({ market: "SPREAD", side: "AWAY", point: 2.5 }, 24, 21)).toBe("LOOSE");
  });

  test("landing exactly on a whole-number spread is a push for both sides", () => {
    expect(settleSelection({ market: "SPREAD", side: "HOME", point: -3 }, 24, 21)).toBe("PUSH");
    expect(settleSelection({ market: "SPREAD", side: "AWAY", point: 3 }, 24, 21)).toBe("PUSH");
  });

  test("a total compares the combined score with the point; a whole-number total can push", () => {
    expect(settleSelection({ market: "TOTAL", side: "OVER", point: 47.5 }, 28, 20)).toBe("WIN");
    expect(settleSelection({ market: "TOTAL", side: "UNDER", point: 47.5 }, 28, 20)).toBe("LOOSE");
    expect(settleSelection({ market: "TOTAL", side: "UNDER", point: 47.5 }, 27, 20)).toBe("WIN");
    expect(settleSelection({ market: "TOTAL", side: "OVER", point: 44 }, 24, 20)).toBe("PUSH");
    expect(settleSelection({ market: "TOTAL", side: "UNDER", point: 44 }, 24, 20)).toBe("PUSH");
  });

  test("a money line backs the winner; a tie is a push", () => {
    expect(settleSelection({ market: "MONEY_LINE", side: "AWAY", point: null }, 20, 21)).toBe("WIN");
    expect(settleSelection({ market: "MONEY_LINE", side: "HOME", point: null }, 20, 21)).toBe("LOOSE");
    expect(settleSelection({ market: "MONEY_LINE", side: "HOME", point: null }, 2, 2)).toBe("PUSH");
  });

  test("half-point lines never push, whatever the score", () => {
    for (let home = 0; home < 40; home++) {
      for (let away = 0; away < 40; away++) {
        expect(settleSelection({ market: "SPREAD", side: "HOME", point: -6.5 }, home, away)).not.toBe("PUSH");
        expect(settleSelection({ market: "TOTAL", side: "OVER", point: 38.5 }, home, away)).not.toBe("PUSH");
      }
    }
  });
});

describe("the offered lines", () => {
  test("each selection reads its own market's point and price, and the other side's price", () => {
    expect(offeredLine(lines, "MONEY_LINE", "AWAY")).toEqual({ point: null, price: 130 });
    expect(offeredLine(lines, "SPREAD", "AWAY")).toEqual({ point: 2.5, price: -105 });
    expect(offeredLine(lines, "TOTAL", "UNDER")).toEqual({ point: 47.5, price: -115 });
    expect(opposingPrice(lines, "TOTAL", "UNDER")).toBe(-105);
    expect(opposingPrice(lines, "SPREAD", "HOME")).toBe(-105);
  });

  test("a market without a line offers nothing, and a selection of another market is never offered", () => {
    const bare: GameLines = { moneyLine: { home: null, away: 120 }, spread: null, total: null };
    expect(offeredLine(bare, "SPREAD", "HOME")).toBeNull();
    expect(offeredLine(bare, "TOTAL", "OVER")).toBeNull();
    expect(offeredLine(bare, "MONEY_LINE", "HOME")).toBeNull();
    expect(offeredLine(lines, "TOTAL", "HOME")).toBeNull();
    expect(offeredLine(lines, "SPREAD", "OVER")).toBeNull();
    expect(selectionFitsMarket("MONEY_LINE", "UNDER")).toBe(false);
  });

  test("columns become markets only when whole: a point without its prices is no line", () => {
    const columns = { homeSpread: -3, homeSpreadPrice: -110, awaySpreadPrice: -110, totalPoints: 44, overPrice: -110, underPrice: null };
    expect(marketsFromColumns(columns)).toEqual({
      spread: { home: { point: -3, price: -110 }, away: { point: 3, price: -110 } },
      total: null,
    });
    // A level spread is 0 for both sides, never -0.
    expect(Object.is(marketsFromColumns({ ...columns, homeSpread: 0 }).spread?.away.point, 0)).toBe(true);
  });
});

describe("a pick as a bet slip reads", () => {
  test("money line, spread and total", () => {
    expect(selectionLabel({ market: "MONEY_LINE", side: "AWAY", point: null, price: 150 }, { home: "BUF", away: "MIA" })).toBe("MIA +150");
    expect(selectionLabel({ market: "SPREAD", side: "HOME", point: -2.5, price: -110 }, { home: "BUF", away: "MIA" })).toBe("BUF -2.5 (-110)");
    expect(selectionLabel({ market: "TOTAL", side: "OVER", point: 47.5, price: -105 }, { home: "BUF", away: "MIA" })).toBe("Over 47.5 (-105)");
    expect(selectionLabel({ market: "SPREAD", side: "AWAY", point: 0, price: -110 }, { home: "BUF", away: "MIA" })).toBe("MIA PK (-110)");
  });

  test("a stored pick names its teams by abbreviation or by full name", () => {
    const pick = { market: "SPREAD" as const, side: "AWAY" as const, point: 2.5, moneyLine: -105 };
    expect(pickSlip(pick, teams)).toBe("MIA +2.5 (-105)");
    expect(pickSlip(pick, teams, "name")).toBe("Miami Dolphins +2.5 (-105)");
    expect(selectionName({ market: "TOTAL", side: "UNDER", point: 41 }, { home: "BUF", away: "MIA" })).toBe("Under 41");
  });

  test("a parlay leg on a total names its game, a team's leg needs none", () => {
    const names = { home: "Buffalo Bills", away: "Miami Dolphins" };
    const game = { home: "BUF", away: "MIA" };
    expect(legName({ market: "TOTAL", side: "OVER", point: 47.5 }, names, game)).toBe("Over 47.5 (MIA @ BUF)");
    expect(legName({ market: "SPREAD", side: "HOME", point: -2.5 }, names, game)).toBe("Buffalo Bills -2.5");
  });
});
