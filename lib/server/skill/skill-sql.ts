// The per-pick skill figures as SQL over a "Pick" p joined to its "Fixture" f: the same rules as lib/domain/closing-line.ts.
import { Prisma } from "@/lib/generated/prisma/client";

/** The picked side's closing line. */
export const CLOSING_LINE = Prisma.sql`(CASE WHEN p."side" = 'HOME' THEN f."closingHomeMoneyLine" ELSE f."closingAwayMoneyLine" END)`;

/** Decimal taken / closing decimal − 1; positive when the pick beat the close. */
export const PICK_CLV = Prisma.sql`(p."decimalOdds" / money_line_decimal(${CLOSING_LINE}) - 1)`;

/** Fair chance × decimal taken, which comes to 1 / (the two implied chances at pick time). */
export const PICK_EXPECTED = Prisma.sql`(1 / (1 / p."decimalOdds" + 1 / money_line_decimal(p."opposingMoneyLine")))`;

/**
 * The picks skill figures count: settled NORMAL picks with a winner (a tie or a called-off game prices nothing),
 * made with both sides' lines, on a game whose line closed with a price on the picked side. Matches Pick_skill_idx.
 */
export const COUNTED_PICK = Prisma.sql`p."kind" = 'NORMAL' AND p."state" = 'FINAL' AND p."outcome" <> 'PUSH'
  AND p."opposingMoneyLine" IS NOT NULL AND ${CLOSING_LINE} IS NOT NULL`;
