// Fixtures an admin can write about: a bounded window around today in one league, with each report's state.
import "server-only";
import type { AdminFixture } from "@/lib/contracts/admin";
import { db } from "@/lib/db";
import { fromDbLeague, toDbLeague, type League } from "@/lib/domain/leagues";

export const ADMIN_FIXTURES_LIMIT = 60;
const LOOK_BACK_MS = 3 * 86_400_000;

export async function listAdminFixtures(league: League, now = new Date()): Promise<AdminFixture[]> {
  const rows = await db.fixture.findMany({
    where: { league: toDbLeague(league), startsAt: { gte: new Date(now.getTime() - LOOK_BACK_MS) } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: ADMIN_FIXTURES_LIMIT,
    select: {
      id: true,
      league: true,
      startsAt: true,
      status: true,
      report: true,
      reportPublishedAt: true,
      homeTeam: { select: { name: true } },
      awayTeam: { select: { name: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    league: fromDbLeague(row.league),
    startsAt: row.startsAt.toISOString(),
    status: row.status,
    home: row.homeTeam.name,
    away: row.awayTeam.name,
    hasReport: row.report !== null,
    published: row.reportPublishedAt !== null,
  }));
}
