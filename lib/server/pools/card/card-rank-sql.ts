// The card tables' ranking in SQL, as lib/domain/pool-tiebreak rankTable places a table under the card week's rule
// (points, the closer guess, more wins, better closing-line value, first to the total) or the pool tables' rule (the
// season: no guess): competition ranks, and for each member level on points with a neighbour the deepest step that was
// needed to place them against those neighbours. Settlement ranks a whole table in one statement with it; an integration
// test compares its rows with rankTable's.
// No "server-only" import: the scheduled sync runs it outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";

/** The keys in the rule's order, each with its direction; the member's id (bytewise, as rankTable's) orders the rest. */
function keys(guess: boolean): { column: string; order: string; step: string | null }[] {
  return [
    { column: "points", order: "DESC", step: null },
    ...(guess ? [{ column: "guessMiss", order: "ASC NULLS LAST", step: "GUESS" }] : []),
    { column: "wins", order: "DESC", step: "WINS" },
    { column: "clv", order: "DESC NULLS LAST", step: "CLV" },
    { column: "reachedAt", order: "ASC NULLS LAST", step: "FIRST" },
  ];
}

/**
 * `entries` yields "userId", "points", "wins", "clvPicks" and "clvSum" (the counted picks' closing-line values), "reachedAt"
 * and, with `guess`, "guessMiss", plus any other columns; the result adds "clv" (the average rounded to 8 places, NULL
 * without counted picks, as the tables show it), "rank" and "decidedBy".
 */
export function rankedSql(entries: Prisma.Sql, guess: boolean): Prisma.Sql {
  const rule = keys(guess);
  const order = rule.map((key) => `e."${key.column}" ${key.order}`).join(", ");
  const window = `ORDER BY ${order}, e."userId" COLLATE "C"`;
  const neighbours = rule.flatMap((key) => [
    `lag(e."${key.column}") OVER w AS "above_${key.column}"`,
    `lead(e."${key.column}") OVER w AS "below_${key.column}"`,
  ]);
  // The step that placed two neighbours: none when their points differ or nothing does, else the first key that differs.
  const step = (side: "above" | "below", edge: string) =>
    `CASE WHEN ${edge} THEN NULL WHEN n."${side}_points" IS DISTINCT FROM n."points" THEN NULL ${rule
      .filter((key) => key.step)
      .map((key) => `WHEN n."${side}_${key.column}" IS DISTINCT FROM n."${key.column}" THEN '${key.step}'`)
      .join(" ")} END`;
  const depth = (sql: string) => `coalesce(array_position(ARRAY[${rule.flatMap((key) => (key.step ? [`'${key.step}'`] : [])).join(", ")}], ${sql}), 0)`;
  return Prisma.sql`
    SELECT s.*, CASE WHEN ${Prisma.raw(depth("s.above"))} >= ${Prisma.raw(depth("s.below"))} THEN s.above ELSE s.below END AS "decidedBy"
    FROM (
      SELECT n.*, ${Prisma.raw(step("above", "n.first"))} AS above, ${Prisma.raw(step("below", "n.last"))} AS below
      FROM (
        SELECT e.*, rank() OVER (ORDER BY ${Prisma.raw(order)})::int AS "rank",
               -- The table's ends by their neighbours (every member has an id), in the same pass as the other neighbours' columns:
               -- counting the rows would hold the whole table a second time.
               lag(e."userId") OVER w IS NULL AS first, lead(e."userId") OVER w IS NULL AS last, ${Prisma.raw(neighbours.join(", "))}
        FROM (SELECT c.*, CASE WHEN c."clvPicks" > 0 THEN round(c."clvSum" / c."clvPicks", 8) END AS "clv" FROM (${entries}) c) e
        WINDOW w AS (${Prisma.raw(window)})
      ) n
    ) s`;
}
