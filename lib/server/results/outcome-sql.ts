// A pick's outcome on a settled fixture as SQL, for every market: the rules of settleSelection (lib/domain/markets.ts).
// No "server-only" import in lib/server/results: the seed and sync scripts run this outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";

/** The SQL expressions an outcome is read from: the pick's market, side and point, the fixture's result and final score. */
export type OutcomeTerms = {
  market: Prisma.Sql;
  side: Prisma.Sql;
  point: Prisma.Sql;
  /** A "SettledResult": HOME, AWAY, TIE or CANCELED. */
  result: Prisma.Sql;
  homeScore: Prisma.Sql;
  awayScore: Prisma.Sql;
};

/**
 * How far a spread or total pick finished beyond its line: above 0 it won, at 0 it pushed (only a whole-number point
 * can land there), below 0 it lost. A spread adds its point to its side's score against the other side's; a total
 * compares the combined score with its point. NULL without both scores.
 */
function marginSql(t: OutcomeTerms): Prisma.Sql {
  return Prisma.sql`(CASE WHEN ${t.market} = 'TOTAL'
      THEN (CASE WHEN ${t.side} = 'OVER' THEN 1 ELSE -1 END) * (${t.homeScore} + ${t.awayScore} - ${t.point})
      ELSE (CASE WHEN ${t.side} = 'HOME' THEN 1 ELSE -1 END) * (${t.homeScore} - ${t.awayScore}) + ${t.point} END)`;
}

/**
 * The outcome as text (WIN, LOOSE, PUSH). A called-off game is a PUSH in every market. The money line follows the
 * result (the feed's winner, a tie is a PUSH), as it always has; a spread or total follows the final score, and is
 * NULL when the score is missing: such a pick is left pending (settlementReady) until a score arrives.
 */
export function outcomeSql(t: OutcomeTerms): Prisma.Sql {
  // Each term is compared with literals only (no enum-to-text casts): the expression runs several times per settled pick.
  return Prisma.sql`(CASE WHEN ${t.result} = 'CANCELED' THEN 'PUSH'
      WHEN ${t.market} = 'MONEY_LINE' THEN (CASE WHEN ${t.result} = 'TIE' THEN 'PUSH'
                                               WHEN (${t.side} = 'HOME') = (${t.result} = 'HOME') THEN 'WIN' ELSE 'LOOSE' END)
      ELSE (CASE sign(${marginSql(t)}) WHEN 1 THEN 'WIN' WHEN 0 THEN 'PUSH' WHEN -1 THEN 'LOOSE' END) END)`;
}

/** Whether the pick can settle now: every pick of a called-off game or a money line, a spread or total once both scores are in. */
export function settlementReady(t: OutcomeTerms): Prisma.Sql {
  return Prisma.sql`(${t.result} = 'CANCELED' OR ${t.market} = 'MONEY_LINE' OR (${t.homeScore} IS NOT NULL AND ${t.awayScore} IS NOT NULL))`;
}

/** The terms of a "Pick" p settling on settle_target t (which holds the score the run settles). */
export const PICK_ON_TARGET: OutcomeTerms = {
  market: Prisma.sql`p."market"`,
  side: Prisma.sql`p."side"`,
  point: Prisma.sql`p."point"`,
  result: Prisma.sql`t.result`,
  homeScore: Prisma.sql`t.home_score`,
  awayScore: Prisma.sql`t.away_score`,
};
