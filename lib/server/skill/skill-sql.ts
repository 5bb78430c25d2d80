// The per-pick skill figures as SQL over a "Pick" p joined to its "Fixture" f: the same rules as lib/domain/closing-line.ts.
import { Prisma } from "@/lib/generated/prisma/client";

/** The picked side's closing line. */
export const CLOSING_LINE = Prisma.sql`(CASE WHEN p."side" = 'HOME' THEN f."closingHomeMoneyLine" ELSE f."closingAwayMoneyLine" END)`;

/**
 * A line's decimal odds to 4 places in float8: numeric arithmetic per pick made a 10,000-pick picker cost tens of
 * milliseconds. Both sides of a CLV go through this one expression, so an unmoved line gives exactly 0; the figures
 * differ from the numeric ones by float rounding only (a tie at the fifth place, like -128, may round down).
 */
const decimalOf = (line: Prisma.Sql) =>
  Prisma.sql`(round((CASE WHEN ${line} > 0 THEN 1 + ${line} / 100.0::float8 ELSE 1 + 100.0::float8 / abs(${line}) END) * 10000) / 10000)`;

/** Decimal taken / closing decimal − 1; positive when the pick beat the close. */
export const PICK_CLV = Prisma.sql`(${decimalOf(Prisma.sql`p."moneyLine"`)} / ${decimalOf(CLOSING_LINE)} - 1)`;

/** Fair chance × decimal taken, which comes to 1 / (the two implied chances at pick time). */
export const PICK_EXPECTED = Prisma.sql`(1 / (1 / ${decimalOf(Prisma.sql`p."moneyLine"`)} + 1 / ${decimalOf(Prisma.sql`p."opposingMoneyLine"`)}))`;

/**
 * The picks skill figures count: settled NORMAL picks with a winner (a tie or a called-off game prices nothing),
 * made with both sides' lines, on a game whose line closed with a price on the picked side. Matches Pick_skill_idx.
 */
export const COUNTED_PICK = Prisma.sql`p."kind" = 'NORMAL' AND p."state" = 'FINAL' AND p."outcome" <> 'PUSH'
  AND p."opposingMoneyLine" IS NOT NULL AND ${CLOSING_LINE} IS NOT NULL`;

/**
 * A pick's share of the closing-line roll-up (Standing's CLV columns), as the columns picks, beats and clv: 1, 1 if it
 * beat the close, and its CLV to 8 places (exact numeric, so a correction takes back exactly what settlement added);
 * zeros for a pick the figures leave out. `sign` is 1 to add, -1 to take back.
 */
export function pickClvDeltas(sign: 1 | -1): Prisma.Sql {
  const clv = Prisma.sql`round(${PICK_CLV}::numeric, 8)`;
  const one = Prisma.raw(String(sign));
  return Prisma.sql`
    CASE WHEN ${COUNTED_PICK} THEN ${one} ELSE 0 END AS picks,
    CASE WHEN ${COUNTED_PICK} AND ${clv} > 0 THEN ${one} ELSE 0 END AS beats,
    CASE WHEN ${COUNTED_PICK} THEN ${one} * ${clv} ELSE 0 END AS clv`;
}
