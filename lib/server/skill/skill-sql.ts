// The per-pick skill figures as SQL: computed over a "Pick" p and its "Fixture" f when the pick settles (the same rules
// as lib/domain/closing-line.ts), then read back from the pick's own columns.
import type { Market } from "@/lib/domain/enum-values";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A pick's columns the CLV reads, as SQL: its market (or the market itself when the statement has one, as a card pool's
 * picks do), side, point (NULL for a money line) and the price it took.
 */
export type PickColumns = { market: Prisma.Sql | Market; side: Prisma.Sql; point: Prisma.Sql; price: Prisma.Sql };

/**
 * The picked side's closing price in its market, at the picked point: a spread or total whose point moved before the
 * close has no closing price to compare with (a different point is a different bet), so it has no CLV and stays out of
 * the figures (docs/adr-market-skill.md). A spread's away point is the home point negated. Over a "Fixture" f.
 * Sides and markets are compared as they are stored, never cast to text: a cast looks the label up in the catalogue for
 * every row, which was most of the cost of a 160,000-pick card week. A known market writes its branch alone, so a
 * card pick's side (HOME or AWAY only) is never compared with a side of the total.
 */
export function closingLineOf({ market, side, point }: Omit<PickColumns, "price">): Prisma.Sql {
  const branches: Record<Market, Prisma.Sql> = {
    MONEY_LINE: Prisma.sql`(CASE WHEN ${side} = 'HOME' THEN f."closingHomeMoneyLine" ELSE f."closingAwayMoneyLine" END)`,
    SPREAD: Prisma.sql`(CASE WHEN ${side} = 'HOME' THEN (CASE WHEN f."closingHomeSpread" = ${point} THEN f."closingHomeSpreadPrice" END)
                           ELSE (CASE WHEN -f."closingHomeSpread" = ${point} THEN f."closingAwaySpreadPrice" END) END)`,
    TOTAL: Prisma.sql`(CASE WHEN f."closingTotalPoints" = ${point} THEN (CASE WHEN ${side} = 'OVER' THEN f."closingOverPrice" ELSE f."closingUnderPrice" END) END)`,
  };
  if (typeof market === "string") return branches[market];
  return Prisma.sql`(CASE ${market} WHEN 'MONEY_LINE' THEN ${branches.MONEY_LINE} WHEN 'SPREAD' THEN ${branches.SPREAD} ELSE ${branches.TOTAL} END)`;
}

const SITEWIDE: PickColumns = { market: Prisma.sql`p."market"`, side: Prisma.sql`p."side"`, point: Prisma.sql`p."point"`, price: Prisma.sql`p."moneyLine"` };
const CLOSING_LINE = closingLineOf(SITEWIDE);

/**
 * A line's decimal odds to 4 places in float8: numeric arithmetic per pick made a 10,000-pick picker cost tens of
 * milliseconds. Both sides of a CLV go through this one expression, so an unmoved line gives exactly 0; the figures
 * differ from the numeric ones by float rounding only (a tie at the fifth place, like -128, may round down).
 */
const decimalOf = (line: Prisma.Sql) =>
  Prisma.sql`(round((CASE WHEN ${line} > 0 THEN 1 + ${line} / 100.0::float8 ELSE 1 + 100.0::float8 / abs(${line}) END) * 10000) / 10000)`;

/**
 * Decimal taken / closing decimal − 1, to 8 places: positive when the pick beat the close (lib/domain/closing-line
 * closingLineValue); NULL when its line has no closing price. Any pick's columns over its "Fixture" f.
 */
export function clvOf(pick: PickColumns): Prisma.Sql {
  return Prisma.sql`round((${decimalOf(pick.price)} / ${decimalOf(closingLineOf(pick))} - 1)::numeric, 8)`;
}

const PICK_CLV = clvOf(SITEWIDE);

/**
 * Fair chance × decimal taken, which comes to 1 / (the two implied chances at pick time). opposingMoneyLine is the other
 * side of the same market at the same point (a spread's other side at the negated point), kept when the pick was made.
 */
const PICK_EXPECTED = Prisma.sql`(1 / (1 / ${decimalOf(Prisma.sql`p."moneyLine"`)} + 1 / ${decimalOf(Prisma.sql`p."opposingMoneyLine"`)}))`;

/**
 * The SET clauses that give a pick settling with `outcome` (its WIN, LOOSE or PUSH as text) its skill columns: the
 * figures count NORMAL picks that did not push (a tie, a called-off game or a spread or total landing on its point
 * prices nothing), made with both sides' prices, whose line closed with a price on the picked side at the picked point;
 * the others keep NULL.
 */
export function skillColumnsOnSettle(outcome: Prisma.Sql): Prisma.Sql {
  const counted = Prisma.sql`p."kind" = 'NORMAL' AND ${outcome}::text <> 'PUSH'
    AND p."opposingMoneyLine" IS NOT NULL AND ${CLOSING_LINE} IS NOT NULL`;
  return Prisma.sql`"league" = f."league",
        "clv" = CASE WHEN ${counted} THEN ${PICK_CLV} END,
        "expectedPoints" = CASE WHEN ${counted} THEN ${PICK_EXPECTED} END`;
}

/**
 * The picks skill figures count (they have a CLV), said with the predicate of the settled-picks index
 * (Pick_userId_settledAt_id_idx) so that the planner reads them from it alone.
 */
export const COUNTED_PICK = Prisma.sql`p."kind" = 'NORMAL' AND p."state" = 'FINAL' AND p."clv" IS NOT NULL`;

/**
 * A settled pick's share of the closing-line roll-up (Standing's CLV columns), as the columns picks, beats and clv: 1,
 * 1 if it beat the close, and its stored CLV (exact numeric, so a correction takes back exactly what settlement added);
 * zeros for a pick the figures leave out. `sign` is 1 to add, -1 to take back.
 */
export function pickClvDeltas(sign: 1 | -1): Prisma.Sql {
  const one = Prisma.raw(String(sign));
  return Prisma.sql`
    CASE WHEN ${COUNTED_PICK} THEN ${one} ELSE 0 END AS picks,
    CASE WHEN p."clv" > 0 THEN ${one} ELSE 0 END AS beats,
    ${one} * COALESCE(p."clv", 0) AS clv`;
}
