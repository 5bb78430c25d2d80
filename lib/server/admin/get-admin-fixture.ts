// One fixture as the report editor needs it: teams, time, result and the report draft with its state.
import "server-only";
import { db } from "@/lib/db";
import { fromDbLeague, sportOfLeague, type League, type Sport } from "@/lib/domain/leagues";
import { adminFixtureSelect } from "./admin-fixture-select";

export type AdminFixtureDetail = {
  id: number;
  sport: Sport;
  league: League;
  startsAt: string;
  status: string;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  report: string;
  reportPublishedAt: string | null;
};

export async function getAdminFixture(id: number): Promise<AdminFixtureDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const row = await db.fixture.findUnique({
    where: { id },
    select: { ...adminFixtureSelect, homeScore: true, awayScore: true },
  });
  if (!row) return null;
  const league = fromDbLeague(row.league);
  return {
    id: row.id,
    sport: sportOfLeague(league),
    league,
    startsAt: row.startsAt.toISOString(),
    status: row.status,
    home: row.homeTeam.name,
    away: row.awayTeam.name,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    report: row.report ?? "",
    reportPublishedAt: row.reportPublishedAt?.toISOString() ?? null,
  };
}
