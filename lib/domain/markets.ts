// The three markets of a game (money line, spread, total): their lines, what a pick in each backs, how it settles and
// how it reads on a bet slip. Pure rules: the settlement SQL, the board and every label follow these.
import { MARKETS, SELECTIONS, type Market, type Selection } from "./enum-values";
import { isHalfPoint } from "./line-bounds";

export { MARKETS, SELECTIONS };
export type { Market, Selection };

/** The price a point is offered at when a provider gives the point alone: the standard -110 of spreads and totals. */
export const STANDARD_PRICE = -110;

export const MARKET_NAMES: Record<Market, string> = { MONEY_LINE: "Money line", SPREAD: "Spread", TOTAL: "Total" };

/** One side of a spread: its point (the handicap added to its score) and its US price. */
export type SpreadSide = { point: number; price: number };
export type SpreadLine = { home: SpreadSide; away: SpreadSide };
/** The combined score line and the price of each side of it. */
export type TotalLine = { points: number; over: number; under: number };
export type MoneyLine = { home: number | null; away: number | null };

/** A game's offered lines; a market without a line is null (never a zero or placeholder line). */
export type GameLines = { moneyLine: MoneyLine; spread: SpreadLine | null; total: TotalLine | null };

/** What a pick backs: the market, the selection, the point (null for a money line) and the US price. */
export type PickedLine = { market: Market; side: Selection; point: number | null; price: number };

export const TEAM_SELECTIONS = ["HOME", "AWAY"] as const satisfies readonly Selection[];
export const TOTAL_SELECTIONS = ["OVER", "UNDER"] as const satisfies readonly Selection[];

/** A total is picked OVER or UNDER; a money line or a spread backs a team. */
export function selectionFitsMarket(market: Market, side: Selection): boolean {
  return market === "TOTAL" ? side === "OVER" || side === "UNDER" : side === "HOME" || side === "AWAY";
}

/** A half point within any market's range (a point column holds 9999.9 at most). */
export function isLinePoint(point: number): boolean {
  return isHalfPoint(point) && Math.abs(point) < 1000;
}

/** The line a selection is offered at today: its point and price, or null when the market has no line on that side. */
export function offeredLine(lines: GameLines, market: Market, side: Selection): { point: number | null; price: number } | null {
  if (!selectionFitsMarket(market, side)) return null;
  if (market === "MONEY_LINE") {
    const price = side === "HOME" ? lines.moneyLine.home : lines.moneyLine.away;
    return price === null ? null : { point: null, price };
  }
  if (market === "SPREAD") return lines.spread ? lines.spread[side === "HOME" ? "home" : "away"] : null;
  if (!lines.total) return null;
  return { point: lines.total.points, price: side === "OVER" ? lines.total.over : lines.total.under };
}

/** The other side's price in the same market at the same instant: the margin-free win chance needs both. */
export function opposingPrice(lines: GameLines, market: Market, side: Selection): number | null {
  const other: Record<Selection, Selection> = { HOME: "AWAY", AWAY: "HOME", OVER: "UNDER", UNDER: "OVER" };
  return offeredLine(lines, market, other[side])?.price ?? null;
}

export type Settlement = "WIN" | "LOOSE" | "PUSH";

/**
 * How a pick settles on a final score. A spread backs its side's score plus its point against the other side's; a
 * total compares the combined score with the point. Landing exactly on the line is a PUSH (only whole-number points
 * can); a money line on a tie is a PUSH as well.
 */
export function settleSelection(line: Pick<PickedLine, "market" | "side" | "point">, homeScore: number, awayScore: number): Settlement {
  const compare = (a: number, b: number): Settlement => (a > b ? "WIN" : a < b ? "LOOSE" : "PUSH");
  if (line.market === "TOTAL") {
    const combined = homeScore + awayScore;
    const points = line.point ?? 0;
    return line.side === "OVER" ? compare(combined, points) : compare(points, combined);
  }
  const handicap = line.market === "SPREAD" ? (line.point ?? 0) : 0;
  return line.side === "HOME" ? compare(homeScore + handicap, awayScore) : compare(awayScore + handicap, homeScore);
}

/** "+2.5", "-3", and "PK" for a level spread. */
export function formatSpreadPoint(point: number): string {
  if (point === 0) return "PK";
  return point > 0 ? `+${point}` : String(point);
}

/** "+150", "-110". */
export function formatPrice(price: number): string {
  return price > 0 ? `+${price}` : String(price);
}

/** What a pick backs, without its price: "Buffalo Bills" (money line), "Buffalo Bills -2.5" (spread), "Over 47.5" (total). */
export function selectionName(line: Pick<PickedLine, "market" | "side" | "point">, team: { home: string; away: string }): string {
  if (line.market === "TOTAL") return `${line.side === "OVER" ? "Over" : "Under"} ${line.point ?? 0}`;
  const name = line.side === "HOME" ? team.home : team.away;
  return line.market === "SPREAD" ? `${name} ${formatSpreadPoint(line.point ?? 0)}` : name;
}

/**
 * A parlay leg's name, which must say its game when it backs no team: "Buffalo Bills -2.5", "Over 47.5 (MIA @ BUF)".
 * `game` names the teams the way the surface does (abbreviations in the parlay lists).
 */
export function legName(line: Pick<PickedLine, "market" | "side" | "point">, team: { home: string; away: string }, game: { home: string; away: string }): string {
  const name = selectionName(line, team);
  return line.market === "TOTAL" ? `${name} (${game.away} @ ${game.home})` : name;
}

/**
 * A pick as people read a bet slip: "MIA +150" (money line), "BUF -2.5 (-110)" (spread), "Over 47.5 (-105)" (total).
 * `team` names the backed team, by abbreviation or name as the surface fits.
 */
export function selectionLabel(line: PickedLine, team: { home: string; away: string }): string {
  const name = selectionName(line, team);
  return line.market === "MONEY_LINE" ? `${name} ${formatPrice(line.price)}` : `${name} (${formatPrice(line.price)})`;
}

/** A stored pick (its price is the moneyLine column) as a bet slip, naming teams by `key` ("BUF -2.5 (-110)"). */
export function pickSlip(
  pick: { market: Market; side: Selection; point: number | null; moneyLine: number },
  teams: { home: { name: string; abbreviation: string }; away: { name: string; abbreviation: string } },
  key: "name" | "abbreviation" = "abbreviation",
): string {
  return selectionLabel({ ...pick, price: pick.moneyLine }, { home: teams.home[key], away: teams.away[key] });
}

/** A fixture's money-line columns: the line offered now, and the line at the start once it has passed (null before). */
export type MoneyLineColumns = {
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
  closingHomeMoneyLine: number | null;
  closingAwayMoneyLine: number | null;
};

/** A fixture's spread and total columns (points as numbers), current or closing. */
export type MarketColumns = {
  homeSpread: number | null;
  homeSpreadPrice: number | null;
  awaySpreadPrice: number | null;
  totalPoints: number | null;
  overPrice: number | null;
  underPrice: number | null;
};

/** The columns as the API's markets: a market is present only with its point and both prices. */
export function marketsFromColumns(c: MarketColumns): { spread: SpreadLine | null; total: TotalLine | null } {
  const spread =
    c.homeSpread === null || c.homeSpreadPrice === null || c.awaySpreadPrice === null
      ? null
      : { home: { point: c.homeSpread, price: c.homeSpreadPrice }, away: { point: -c.homeSpread || 0, price: c.awaySpreadPrice } };
  const total =
    c.totalPoints === null || c.overPrice === null || c.underPrice === null
      ? null
      : { points: c.totalPoints, over: c.overPrice, under: c.underPrice };
  return { spread, total };
}
