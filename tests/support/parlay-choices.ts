// A click on a side of a market as the builder receives it, for the builder's unit and component tests.
import type { Market, Selection } from "@/lib/domain/markets";
import type { TeamChoice } from "@/lib/domain/parlay-builder";

/** A money-line choice by default; `line` names another market's side and point. */
export function choice(
  fixtureId: number,
  side: Selection,
  moneyLine: number | null,
  line: { market: Market; point: number | null } = { market: "MONEY_LINE", point: null },
): TeamChoice {
  return {
    fixtureId,
    market: line.market,
    side,
    point: line.point,
    moneyLine,
    league: "nfl",
    startsAt: "2026-11-23T18:00:00.000Z",
    home: { name: `Home ${fixtureId}`, abbreviation: `H${fixtureId}` },
    away: { name: `Away ${fixtureId}`, abbreviation: `A${fixtureId}` },
  };
}
