// A picker's skill figures, every period and league, from their counted picks' own columns (the settled-picks index).
// No "server-only" import: the skill benchmark runs this exact code outside Next.js, on its own client.
import type { PickerSkill, SkillFigures } from "@/lib/contracts/skill";
import { MIN_SKILL_SAMPLE } from "@/lib/domain/closing-line";
import { fromDbLeague, type DbLeague } from "@/lib/domain/leagues";
import { roundTo } from "@/lib/domain/odds";
import { periodRange, type Period } from "@/lib/domain/periods";
import { appTimeZone } from "@/lib/settings";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { COUNTED_PICK } from "./skill-sql";

type Sums = { n: number; beats: number; clv: number; actual: number; expected: number };
/** A league's all-time sums (period NULL), or a period's sums over every league (league NULL). */
type Row = { league: DbLeague | null; period: Period | null; n: number; beats: number; clv: string; actual: string; expected: string };

const NONE: Sums = { n: 0, beats: 0, clv: 0, actual: 0, expected: 0 };

/** Rates and averages from the sums, rounded as the contract says. */
export function figuresOf(sums: Sums): SkillFigures {
  return {
    settledPicks: sums.n,
    beatCloseRate: sums.n ? roundTo((sums.beats / sums.n) * 100, 2) : null,
    averageClv: sums.n ? roundTo((sums.clv / sums.n) * 100, 2) : null,
    actualPoints: roundTo(sums.actual, 4),
    expectedPoints: roundTo(sums.expected, 4),
    luck: roundTo(sums.actual - sums.expected, 4),
  };
}

const sumsOf = (row: Row): Sums => ({ n: row.n, beats: row.beats, clv: Number(row.clv), actual: Number(row.actual), expected: Number(row.expected) });

const add = (a: Sums, b: Sums): Sums => ({ n: a.n + b.n, beats: a.beats + b.beats, clv: a.clv + b.clv, actual: a.actual + b.actual, expected: a.expected + b.expected });

const SUMS = Prisma.sql`count(*)::int AS n, count(*) FILTER (WHERE p."clv" > 0)::int AS beats, sum(p."clv")::text AS clv,
  sum(p."points")::text AS actual, sum(p."expectedPoints")::text AS expected`;

const PERIODS_SINCE: readonly Exclude<Period, "ALL">[] = ["TODAY", "THIS_WEEK", "THIS_MONTH"];

/**
 * The statement: exported so the benchmark can EXPLAIN exactly what the app runs. All time is one pass over the
 * picker's index range, grouped by league (the overall figures are the leagues' sums); each shorter period is only
 * the range since its start (settled picks lie in the past), so a season of picks is read once, not once per period.
 */
export function pickerSkillSql(userId: string, now: Date, timeZone: string): Prisma.Sql {
  const starts = PERIODS_SINCE.map((period) => Prisma.sql`(${period}, ${periodRange(period, now, timeZone).start}::timestamptz)`);
  // The two parts are MATERIALIZED CTEs because a CTE scan is parallel restricted: as two branches of a plain UNION
  // ALL, the planner chose a parallel append, and starting its two workers cost more than the whole query (17.9 ms of
  // server CPU a request against 6).
  return Prisma.sql`
    WITH all_time AS MATERIALIZED (
      SELECT p."league"::text AS league, NULL AS period, ${SUMS}
      FROM "Pick" p WHERE p."userId" = ${userId} AND ${COUNTED_PICK}
      GROUP BY p."league"
    ),
    recent AS MATERIALIZED (
      SELECT NULL AS league, s.period, ${SUMS}
      FROM (VALUES ${Prisma.join(starts)}) s(period, since)
      JOIN "Pick" p ON p."userId" = ${userId} AND ${COUNTED_PICK} AND p."settledAt" >= s.since
      GROUP BY s.period
    )
    SELECT * FROM all_time UNION ALL SELECT * FROM recent`;
}

export async function queryPickerSkill(client: PrismaClient, userId: string, now: Date = new Date()): Promise<PickerSkill> {
  const rows = await client.$queryRaw<Row[]>(pickerSkillSql(userId, now, appTimeZone()));
  const leagues = rows.filter((row): row is Row & { league: DbLeague } => row.league !== null);
  const since = (period: Period) => rows.find((row) => row.period === period);
  const total = (period: Period): Sums => {
    if (period === "ALL") return leagues.map(sumsOf).reduce(add, NONE);
    const row = since(period);
    return row ? sumsOf(row) : NONE;
  };
  return {
    minimumPicks: MIN_SKILL_SAMPLE,
    periods: { TODAY: figuresOf(total("TODAY")), THIS_WEEK: figuresOf(total("THIS_WEEK")), THIS_MONTH: figuresOf(total("THIS_MONTH")), ALL: figuresOf(total("ALL")) },
    leagues: leagues
      .map((row) => ({ league: fromDbLeague(row.league), figures: figuresOf(sumsOf(row)) }))
      .sort((a, b) => b.figures.settledPicks - a.figures.settledPicks || a.league.localeCompare(b.league)),
  };
}
