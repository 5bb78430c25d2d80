// The one Prisma select and mapping behind every daily-pick read: list, detail and sitemap.
import "server-only";
import { readDb } from "@/lib/server/read-db";
import { fromDbLeague, sportOfLeague } from "@/lib/domain/leagues";
import { marketsFromColumns } from "@/lib/domain/markets";
import { pickShares, shownSideCounts } from "@/lib/domain/pick-rules";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import type { DailyPick, DailyPickTeam } from "@/lib/contracts/daily-picks";
import { teamRecords } from "@/lib/server/fixtures/team-records";
import { gameCoreSelect } from "@/lib/server/picks/game-view";

export const dailyPickSelect = {
  ...gameCoreSelect,
  homeMoneyLine: true,
  awayMoneyLine: true,
  homeSpread: true,
  homeSpreadPrice: true,
  awaySpreadPrice: true,
  totalPoints: true,
  overPrice: true,
  underPrice: true,
  // Counts are kept in slots so a rush of picks on one game never queues on one row: the total is their sum.
  pickCounts: { select: { home: true, away: true, hiddenHome: true, hiddenAway: true } },
  report: true,
  reportPublishedAt: true,
} satisfies Prisma.FixtureSelect;

type Row = Prisma.FixtureGetPayload<{ select: typeof dailyPickSelect }>;

/** Published means a report and a publication time that has come. */
export function publishedWhere(now = new Date()): Prisma.FixtureWhereInput {
  return { report: { not: null }, reportPublishedAt: { not: null, lte: now } };
}


/** The latest admin change to each report, for dateModified and the sitemap's lastmod. */
async function lastEdits(reader: PrismaClient, ids: number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await reader.adminAudit.groupBy({
    by: ["fixtureId"],
    where: { fixtureId: { in: ids }, action: { in: ["REPORT_SAVED", "REPORT_PUBLISHED"] } },
    _max: { createdAt: true },
  });
  return new Map(rows.flatMap((r) => (r.fixtureId !== null && r._max.createdAt ? [[r.fixtureId, r._max.createdAt] as const] : [])));
}

export async function toDailyPicks(rows: Row[]): Promise<DailyPick[]> {
  const ids = rows.map((r) => r.id);
  const teamIds = rows.flatMap((r) => [r.homeTeam.id, r.awayTeam.id]);
  // Records as the board counts them; pick shares from the per-side NORMAL pick counts the board reads too.
  const reader = await readDb();
  const [recordOf, edits] = await Promise.all([teamRecords((sql, ...values) => reader.$queryRawUnsafe(sql, ...values), teamIds), lastEdits(reader, ids)]);
  const team = (t: Row["homeTeam"]): DailyPickTeam => ({ ...t, record: recordOf(t.id) });
  const now = new Date();
  return rows.map((row) => {
    const league = fromDbLeague(row.league);
    const sides = shownSideCounts(row.pickCounts, row.startsAt <= now);
    const published = row.reportPublishedAt ?? new Date(0);
    const edited = edits.get(row.id);
    const winner = row.winnerSide === "HOME" ? row.homeTeam.id : row.winnerSide === "AWAY" ? row.awayTeam.id : null;
    return {
      id: row.id,
      sport: sportOfLeague(league),
      league,
      date: { time: row.startsAt.toISOString() },
      status: row.status,
      teams: { home: team(row.homeTeam), away: team(row.awayTeam) },
      bet: { type: "MONEY_LINE", home: row.homeMoneyLine, away: row.awayMoneyLine },
      markets: marketsFromColumns({
        ...row,
        homeSpread: row.homeSpread === null ? null : Number(row.homeSpread),
        totalPoints: row.totalPoints === null ? null : Number(row.totalPoints),
      }),
      picks: pickShares(sides.home, sides.away),
      winnerTeamId: winner,
      score: { home: row.homeScore, away: row.awayScore },
      report: row.report ?? "",
      reportPublishedAt: published.toISOString(),
      reportUpdatedAt: (edited && edited > published ? edited : published).toISOString(),
    };
  });
}
