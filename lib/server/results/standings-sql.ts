// The CTEs that carry settled (or reversed) points into each picker's Standing row and the leaderboard's ScoreBucket counts, in the same statement.
// No "server-only" import in lib/server/results: the seed and sync scripts run this outside Next.js.
import { Prisma } from "@/lib/generated/prisma/client";

/** Closing-line roll-up columns per slot prefix ("" for all time): counted picks, picks that beat the close, CLV sum. */
const CLV_COLUMNS = [
  ["ClvPicks", "picks"],
  ["ClvBeats", "beats"],
  ["ClvSum", "clv"],
] as const;

const column = (prefix: string, name: string) => `"${prefix ? prefix + name : name[0].toLowerCase() + name.slice(1)}"`;

/** The slot's sums of the deltas in its period (alias suffix d, w or m), and the all-time sums. */
function clvSums(): string {
  const periods = [["d", "day = d"], ["w", "date_trunc('week', day::timestamp)::date = w"], ["m", "date_trunc('month', day::timestamp)::date = m"]];
  return CLV_COLUMNS.flatMap(([, delta]) => [
    `sum(${delta}) AS ${delta}`,
    ...periods.map(([slot, within]) => `sum(${delta}) FILTER (WHERE ${within}) AS ${delta}_${slot}`),
  ]).join(", ");
}

/** The roll-up's period slots: Standing's start column, and the alias suffix of the slot's sums. */
const CLV_SLOTS = [
  ["day", "clvDay", "d"],
  ["week", "clvWeek", "w"],
  ["month", "clvMonth", "m"],
] as const;

/**
 * SET clauses of the roll-up: all time adds; a slot keeps, adds to or restarts from its period's sums, as the points
 * do, and is left as it is when no counted pick falls in its period (a row none of whose indexed columns changes is
 * rewritten in place: docs/adr-closing-line-value.md).
 */
function clvUpdates(): string {
  const starts = CLV_SLOTS.map(([, start, at]) => `"${start}" = CASE WHEN c.picks_${at} = 0 THEN s."${start}" ELSE greatest(s."${start}", c.${at}) END`);
  return [
    ...starts,
    ...CLV_COLUMNS.flatMap(([name, delta]) => [
      `${column("", name)} = s.${column("", name)} + c.${delta}`,
      ...CLV_SLOTS.map(([slot, start, at]) => {
        const target = column(slot, name);
        return `${target} = CASE WHEN c.picks_${at} = 0 OR s."${start}" > c.${at} THEN s.${target} WHEN s."${start}" = c.${at} THEN s.${target} + c.${delta}_${at} ELSE c.${delta}_${at} END`;
      }),
    ]),
  ].join(",\n    ");
}

/**
 * Appends to a WITH list whose CTE named `deltas` returns ("userId", day, points, picks, beats, clv): points won (or,
 * negated, taken back) on a local day, and the closing-line roll-up's deltas (picks counted, picks that beat the close,
 * CLV sum; 0 for what skill figures leave out, negated to take back). One UPDATE per picker, whatever the number of
 * picks: the all-time totals move by the sums; each period slot (day, ISO week, month) with a delta in the latest
 * period among the deltas moves to that period when it is newer than the slot's (a past period's total is never
 * ranked again), and adds the deltas of that period. A reversal never names a period newer than the slot's, so the
 * same statement undoes a settlement. The points slots and the roll-up's slots move apart: a losing counted pick
 * moves only the roll-up's (it counts on the Sharpest board of its period, and on no points board).
 * Week and month starts are taken on the plain date (no time zone): ISO weeks start on Monday, as periodRange does.
 */
const ANY_DAY_SUMS = `
sums AS (
  SELECT "userId", d, w, m, sum(points) AS total,
    sum(points) FILTER (WHERE day = d) AS dd,
    sum(points) FILTER (WHERE date_trunc('week', day::timestamp)::date = w) AS wd,
    sum(points) FILTER (WHERE date_trunc('month', day::timestamp)::date = m) AS md,
    ${clvSums()}
  FROM (SELECT "userId", day, points, picks, beats, clv, max(day) OVER (PARTITION BY "userId") AS d
        FROM deltas WHERE points <> 0 OR picks <> 0) x
  CROSS JOIN LATERAL (SELECT date_trunc('week', x.d::timestamp)::date AS w, date_trunc('month', x.d::timestamp)::date AS m) k
  GROUP BY 1, 2, 3, 4
),`;

/**
 * The same sums when every delta of the statement falls on one day (settling one fixture): each period's sums are
 * the totals, so a picker's row is four plain sums, with no window over the picker and no per-period filters (for a
 * 50,000-pick batch those were twelve more numeric aggregates per picker, and most of the statement's memory).
 */
const ONE_DAY_SUMS = `
sums AS (
  SELECT "userId", d, w, m, total, total AS dd, total AS wd, total AS md,
    ${CLV_COLUMNS.map(([, delta]) => [delta, ...["d", "w", "m"].map((slot) => `${delta} AS ${delta}_${slot}`)].join(", ")).join(",\n    ")}
  FROM (SELECT "userId", max(day) AS d, sum(points) AS total, sum(picks) AS picks, sum(beats) AS beats, sum(clv) AS clv
        FROM deltas WHERE points <> 0 OR picks <> 0 GROUP BY "userId") x
  CROSS JOIN LATERAL (SELECT date_trunc('week', x.d::timestamp)::date AS w, date_trunc('month', x.d::timestamp)::date AS m) k
),`;

/**
 * The standings UPDATE. `byKey` reaches each picker's row through the primary key (`= ANY` of the sums' pickers)
 * instead of hashing the sums against a scan of every standing, which the planner prefers but which costs more when
 * the statement's pickers are a small share of all users (a million standings: 0.89 s against 0.36 s for the join of
 * a 50,000-pick batch). When they are a large share, the scan is the cheaper way.
 */
const standings = (byKey: boolean) => `
standings AS (
  UPDATE "Standing" s SET
    "points" = s."points" + c.total,
    "day" = CASE WHEN c.dd = 0 THEN s."day" ELSE greatest(s."day", c.d) END,
    "dayPoints" = CASE WHEN c.dd = 0 OR s."day" > c.d THEN s."dayPoints" WHEN s."day" = c.d THEN s."dayPoints" + c.dd ELSE c.dd END,
    "week" = CASE WHEN c.wd = 0 THEN s."week" ELSE greatest(s."week", c.w) END,
    "weekPoints" = CASE WHEN c.wd = 0 OR s."week" > c.w THEN s."weekPoints" WHEN s."week" = c.w THEN s."weekPoints" + c.wd ELSE c.wd END,
    "month" = CASE WHEN c.md = 0 THEN s."month" ELSE greatest(s."month", c.m) END,
    "monthPoints" = CASE WHEN c.md = 0 OR s."month" > c.m THEN s."monthPoints" WHEN s."month" = c.m THEN s."monthPoints" + c.md ELSE c.md END,
    ${clvUpdates()}
  FROM sums c WHERE ${byKey ? `s."userId" = ANY(ARRAY(SELECT "userId" FROM sums)) AND ` : ""}s."userId" = c."userId"
  RETURNING s."points", c.total, s."day", s."dayPoints", c.d, c.dd, s."week", s."weekPoints", c.w, c.wd,
            s."month", s."monthPoints", c.m, c.md,
            s."clvPicks", s."clvSum", c.picks, c.clv, s."clvDay", s."dayClvPicks", s."dayClvSum", c.picks_d, c.clv_d,
            s."clvWeek", s."weekClvPicks", s."weekClvSum", c.picks_w, c.clv_w, s."clvMonth", s."monthClvPicks", s."monthClvSum", c.picks_m, c.clv_m
),`;

/**
 * Every board total that changed, as ("period", "start", old, new). A slot's total before this statement, on
 * the board of its (new) start, is its new total minus this statement's delta for that start (RETURNING reads
 * the row after any concurrent writer): 0 when the slot just moved to that start. A slot left on a newer
 * period moved on no board. A picker is on a board while their total is above 0, in bucket floor(total).
 * Bucket rows are upserted in key order, so concurrent settlements lock them in the same order and never deadlock.
 * A slot whose total did not move is left out before the counts are grouped: its -1 and +1 would cancel (a loser's
 * slots, for one, when the closing-line roll-up writes their row).
 */
const BUCKETS = `
moved AS (
  SELECT 'ALL'::"BoardPeriod" AS "period", DATE '1970-01-01' AS "start", "points" - total AS old, "points" AS new FROM standings WHERE total <> 0
  UNION ALL SELECT 'DAY', "day", "dayPoints" - dd, "dayPoints" FROM standings WHERE "day" = d AND dd <> 0
  UNION ALL SELECT 'WEEK', "week", "weekPoints" - wd, "weekPoints" FROM standings WHERE "week" = w AND wd <> 0
  UNION ALL SELECT 'MONTH', "month", "monthPoints" - md, "monthPoints" FROM standings WHERE "month" = m AND md <> 0
),
buckets AS (
  INSERT INTO "ScoreBucket" ("period", "start", "bucket", "pickers")
  SELECT "period", "start", "bucket", sum(n)::int FROM (
    SELECT "period", "start", floor(old)::int AS "bucket", -1 AS n FROM moved WHERE old > 0
    UNION ALL
    SELECT "period", "start", floor(new)::int, 1 FROM moved WHERE new > 0
  ) m
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("period", "start", "bucket") DO UPDATE SET "pickers" = "ScoreBucket"."pickers" + EXCLUDED."pickers"
)`;

/**
 * The Sharpest boards' ClvBucket counts, as BUCKETS does for points: a slot's counts and sum before this statement are
 * its new ones minus this statement's deltas for its start; a picker is on a board from 20 counted picks, in bucket
 * floor(average × 1000) of the average rounded as Standing's generated columns round it. Only slots with the minimum
 * sample before or after the statement can move a count, so the others are left out before the grouping.
 */
const CLV_BUCKETS = `,
clv_moved AS (
  SELECT 'ALL'::"BoardPeriod" AS "period", DATE '1970-01-01' AS "start", "clvPicks" - picks AS old_n, "clvSum" - clv AS old_sum,
    "clvPicks" AS new_n, "clvSum" AS new_sum FROM standings WHERE picks <> 0 AND greatest("clvPicks", "clvPicks" - picks) >= 20
  UNION ALL SELECT 'DAY', "clvDay", "dayClvPicks" - picks_d, "dayClvSum" - clv_d, "dayClvPicks", "dayClvSum" FROM standings
    WHERE "clvDay" = d AND picks_d <> 0 AND greatest("dayClvPicks", "dayClvPicks" - picks_d) >= 20
  UNION ALL SELECT 'WEEK', "clvWeek", "weekClvPicks" - picks_w, "weekClvSum" - clv_w, "weekClvPicks", "weekClvSum" FROM standings
    WHERE "clvWeek" = w AND picks_w <> 0 AND greatest("weekClvPicks", "weekClvPicks" - picks_w) >= 20
  UNION ALL SELECT 'MONTH', "clvMonth", "monthClvPicks" - picks_m, "monthClvSum" - clv_m, "monthClvPicks", "monthClvSum" FROM standings
    WHERE "clvMonth" = m AND picks_m <> 0 AND greatest("monthClvPicks", "monthClvPicks" - picks_m) >= 20
),
clv_buckets AS (
  INSERT INTO "ClvBucket" ("period", "start", "bucket", "pickers")
  SELECT "period", "start", "bucket", sum(n)::int FROM (
    SELECT "period", "start", floor(round(old_sum / old_n, 8) * 1000)::int AS "bucket", -1 AS n FROM clv_moved WHERE old_n >= 20
    UNION ALL
    SELECT "period", "start", floor(round(new_sum / new_n, 8) * 1000)::int, 1 FROM clv_moved WHERE new_n >= 20
  ) m
  GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT ("period", "start", "bucket") DO UPDATE SET "pickers" = "ClvBucket"."pickers" + EXCLUDED."pickers"
)`;

/** The standings, bucket and Sharpest bucket CTEs, for deltas on any days (corrections, parlays). */
export const APPLY_TO_STANDINGS = Prisma.raw(ANY_DAY_SUMS + standings(false) + BUCKETS + CLV_BUCKETS);

const oneDay = (byKey: boolean) => Prisma.raw(ONE_DAY_SUMS + standings(byKey) + BUCKETS + CLV_BUCKETS);
const ONE_DAY = { byKey: oneDay(true), scan: oneDay(false) };

/** The same, for a statement whose deltas all fall on one local day (one fixture's picks), reaching standings by key or by a scan. */
export function applyOneDayToStandings(byKey: boolean): Prisma.Sql {
  return byKey ? ONE_DAY.byKey : ONE_DAY.scan;
}
