// A picker's skill figures, every period and league, in one pass over their counted picks (Pick_skill_idx).
// No "server-only" import: the skill benchmark runs this exact code outside Next.js, on its own client.
import type { PickerSkill, SkillFigures } from "@/lib/contracts/skill";
import { MIN_SKILL_SAMPLE } from "@/lib/domain/closing-line";
import { fromDbLeague, type DbLeague } from "@/lib/domain/leagues";
import { roundTo } from "@/lib/domain/odds";
import { periodRange, type Period } from "@/lib/domain/periods";
import { appTimeZone } from "@/lib/settings";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { COUNTED_PICK, PICK_CLV, PICK_EXPECTED } from "./skill-sql";

type Sums = { n: number; beats: number; clv: string | null; actual: string | null; expected: string | null };
type Row = { league: DbLeague | null } & Record<`${Period}_${keyof Sums}`, Sums[keyof Sums]>;

const FIGURES = ["n", "beats", "clv", "actual", "expected"] as const;

/** Rates and averages from the sums, rounded as the contract says. */
export function figuresOf(sums: Sums): SkillFigures {
  const actual = Number(sums.actual ?? 0);
  const expected = Number(sums.expected ?? 0);
  return {
    settledPicks: sums.n,
    beatCloseRate: sums.n ? roundTo((sums.beats / sums.n) * 100, 2) : null,
    averageClv: sums.n ? roundTo((Number(sums.clv) / sums.n) * 100, 2) : null,
    actualPoints: roundTo(actual, 4),
    expectedPoints: roundTo(expected, 4),
    luck: roundTo(actual - expected, 4),
  };
}

function periodColumns(period: Period, now: Date, timeZone: string): Prisma.Sql {
  const { start } = periodRange(period, now, timeZone);
  // Settled picks lie in the past, so a period's start bounds it; ALL keeps every row.
  const within = start ? Prisma.sql`x."settledAt" >= ${start}` : Prisma.sql`true`;
  return Prisma.sql`
    count(*) FILTER (WHERE ${within})::int AS ${Prisma.raw(`"${period}_n"`)},
    count(*) FILTER (WHERE ${within} AND x.clv > 0)::int AS ${Prisma.raw(`"${period}_beats"`)},
    sum(x.clv) FILTER (WHERE ${within})::text AS ${Prisma.raw(`"${period}_clv"`)},
    sum(x.points) FILTER (WHERE ${within})::text AS ${Prisma.raw(`"${period}_actual"`)},
    sum(x.expected) FILTER (WHERE ${within})::text AS ${Prisma.raw(`"${period}_expected"`)}`;
}

const PERIODS_SHOWN: readonly Period[] = ["TODAY", "THIS_WEEK", "THIS_MONTH", "ALL"];

/** The statement: exported so the benchmark can EXPLAIN exactly what the app runs. */
export function pickerSkillSql(userId: string, now: Date, timeZone: string): Prisma.Sql {
  return Prisma.sql`
    SELECT x."league"::text AS league, ${Prisma.join(PERIODS_SHOWN.map((period) => periodColumns(period, now, timeZone)), ",")}
    FROM (
      -- OFFSET 0 keeps this subquery whole, so each pick's figures are computed once, not once per period column.
      SELECT f."league", p."settledAt", p."points" AS points, ${PICK_CLV} AS clv, ${PICK_EXPECTED} AS expected
      FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
      WHERE p."userId" = ${userId} AND ${COUNTED_PICK}
      OFFSET 0
    ) x
    GROUP BY GROUPING SETS ((), (x."league"))`;
}

export async function queryPickerSkill(client: PrismaClient, userId: string, now: Date = new Date()): Promise<PickerSkill> {
  const rows = await client.$queryRaw<Row[]>(pickerSkillSql(userId, now, appTimeZone()));
  const sumsOf = (row: Row | undefined, period: Period): Sums =>
    Object.fromEntries(FIGURES.map((key) => [key, row ? row[`${period}_${key}`] : key === "n" || key === "beats" ? 0 : null])) as Sums;
  const overall = rows.find((row) => row.league === null);
  return {
    minimumPicks: MIN_SKILL_SAMPLE,
    periods: Object.fromEntries(PERIODS_SHOWN.map((period) => [period, figuresOf(sumsOf(overall, period))])) as PickerSkill["periods"],
    leagues: rows
      .filter((row): row is Row & { league: DbLeague } => row.league !== null)
      .map((row) => ({ league: fromDbLeague(row.league), figures: figuresOf(sumsOf(row, "ALL")) }))
      .sort((a, b) => b.figures.settledPicks - a.figures.settledPicks || a.league.localeCompare(b.league)),
  };
}
