// The range of every price and point Pickline offers and accepts (a US price, and per league a spread's handicap and a
// total's combined score) and of a final score an admin enters. The API's schemas, the pick and parlay use cases and
// the feeds' line builders all read these, so a number outside them is refused by name instead of reaching
// PostgreSQL's int4 and numeric columns.
import type { Market } from "./enum-values";
import { LEAGUE_LABELS, fromDbLeague, type DbLeague } from "./leagues";

/**
 * A US price is at least 100 away from zero (-100 and +100 are both even money) and at most 100,000: real books stop
 * well inside it (the recorded feeds go from -5000 to +10900), and decimal odds of 1,001 are already a lottery ticket.
 */
export const PRICE_LIMITS = { least: 100, most: 100_000 } as const;

/** A final score of any of the four sports, with room to spare: the admin form's fields and the API share it. */
export const MAX_SCORE = 999;

export type PointRange = { min: number; max: number };

const signed = (point: number) => (point > 0 ? `+${point}` : String(point));

/**
 * Per league, the spread's handicap (either side, so symmetric around 0) and the total's combined score. Wide enough for
 * every real line (NFL spreads reach the mid-20s and totals 28 to 64, NBA totals 180 to 260, hockey and baseball run
 * lines sit at 1.5), narrow enough that a number past them is plainly not a line of that sport.
 */
export const LEAGUE_POINT_RANGES: Record<DbLeague, Record<Exclude<Market, "MONEY_LINE">, PointRange>> = {
  NFL: { SPREAD: { min: -30, max: 30 }, TOTAL: { min: 20, max: 80 } },
  NBA: { SPREAD: { min: -30, max: 30 }, TOTAL: { min: 150, max: 300 } },
  NHL: { SPREAD: { min: -5, max: 5 }, TOTAL: { min: 2, max: 15 } },
  MLB: { SPREAD: { min: -5, max: 5 }, TOTAL: { min: 3, max: 25 } },
};

const ranges = Object.values(LEAGUE_POINT_RANGES);
const widest = (market: Exclude<Market, "MONEY_LINE">): PointRange => ({
  min: Math.min(...ranges.map((range) => range[market].min)),
  max: Math.max(...ranges.map((range) => range[market].max)),
});

/** Any league's range: what a point can be before its game (and so its league) is known. */
export const POINT_RANGES: Record<Exclude<Market, "MONEY_LINE">, PointRange> = { SPREAD: widest("SPREAD"), TOTAL: widest("TOTAL") };

export const PRICE_RANGE_MESSAGE = `A price is a US line from -${PRICE_LIMITS.most.toLocaleString("en-US")} to -${PRICE_LIMITS.least} or from +${PRICE_LIMITS.least} to +${PRICE_LIMITS.most.toLocaleString("en-US")}, such as -110 or +150`;

/** A whole US price within the limits. */
export function isPrice(price: number): boolean {
  return Number.isInteger(price) && Math.abs(price) >= PRICE_LIMITS.least && Math.abs(price) <= PRICE_LIMITS.most;
}

export const HALF_POINT_MESSAGE = "A point is a line in half points, such as -2.5 or 47";

/** Lines come in half points: 2.5 and 3 are lines, 2.3 is not. */
export const isHalfPoint = (point: number) => Number.isFinite(point) && Number.isInteger(point * 2);

/** What the reference says of every point: the ranges per market and league. */
export const POINT_RANGES_TEXT = (Object.keys(LEAGUE_POINT_RANGES) as DbLeague[])
  .map((league) => {
    const { SPREAD: spread, TOTAL: total } = LEAGUE_POINT_RANGES[league];
    return `${league} spread ${signed(spread.min)} to ${signed(spread.max)}, total ${total.min} to ${total.max}`;
  })
  .join("; ");

/**
 * Why a point cannot be a line of this market (in this league, when known), or null when it can: a spread is a
 * handicap on either side, a total a combined score.
 */
export function pointProblem(market: Exclude<Market, "MONEY_LINE">, point: number, league?: DbLeague): string | null {
  if (!isHalfPoint(point)) return HALF_POINT_MESSAGE;
  const range = league ? LEAGUE_POINT_RANGES[league][market] : POINT_RANGES[market];
  if (point >= range.min && point <= range.max) return null;
  const whose = league ? `An ${LEAGUE_LABELS[fromDbLeague(league)].short} ` : "A ";
  return market === "SPREAD"
    ? `${whose}spread is a point from ${signed(range.min)} to ${signed(range.max)}`
    : `${whose}total is a point from ${range.min} to ${range.max}`;
}

/** Why a picked line's point cannot be one of its league's, or null (a money line has no point to check). */
export function leaguePointProblem(line: { market: Market; point?: number | null }, league: DbLeague): string | null {
  return line.market === "MONEY_LINE" || line.point == null ? null : pointProblem(line.market, line.point, league);
}
