// Builds a provider's spread and total as the store takes them: whole (a point and both prices) or not at all.
import { isPrice, pointProblem } from "@/lib/domain/line-bounds";
import { STANDARD_PRICE, type SpreadLine, type TotalLine } from "@/lib/domain/markets";

/**
 * A side's price as given, STANDARD_PRICE when the provider leaves it out, null when it gives something unusable: a
 * line offered here is one the API accepts back when a picker names it.
 */
export type GivenPrice = number | null | undefined;
const price = (given: GivenPrice): number | null =>
  given === undefined ? STANDARD_PRICE : given !== null && isPrice(given) ? given : null;

/** The spread from the home side's point (the away side's is its negation), or null unless every part is usable. */
export function spreadLine(homePoint: number | null | undefined, homePrice: GivenPrice, awayPrice: GivenPrice): SpreadLine | null {
  if (homePoint === null || homePoint === undefined || pointProblem("SPREAD", homePoint) !== null) return null;
  const home = price(homePrice);
  const away = price(awayPrice);
  // -0 would store as 0 yet compare unequal in tests and labels: a level spread is plain 0.
  return home === null || away === null ? null : { home: { point: homePoint || 0, price: home }, away: { point: -homePoint || 0, price: away } };
}

/** The total, or null unless the points are a line within a total's range and both prices are usable. */
export function totalLine(points: number | null | undefined, overPrice: GivenPrice, underPrice: GivenPrice): TotalLine | null {
  if (points === null || points === undefined || pointProblem("TOTAL", points) !== null) return null;
  const over = price(overPrice);
  const under = price(underPrice);
  return over === null || under === null ? null : { points, over, under };
}

/** The same line offered at the same prices: a moved point or price is an odds change. */
export function sameSpread(a: SpreadLine | null, b: SpreadLine | null): boolean {
  if (a === null || b === null) return a === b;
  return a.home.point === b.home.point && a.home.price === b.home.price && a.away.price === b.away.price;
}

export function sameTotal(a: TotalLine | null, b: TotalLine | null): boolean {
  if (a === null || b === null) return a === b;
  return a.points === b.points && a.over === b.over && a.under === b.under;
}

/** A line that reached the sync by another path than these builders is checked once more: the store refuses a partial one. */
export const wholeSpread = (line: SpreadLine | null | undefined): SpreadLine | null =>
  line ? spreadLine(line.home.point, line.home.price, line.away.price) : null;
export const wholeTotal = (line: TotalLine | null | undefined): TotalLine | null =>
  line ? totalLine(line.points, line.over, line.under) : null;
