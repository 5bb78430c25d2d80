// Publishes markdown game reports on the next few upcoming demo fixtures of each league.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { demoReport } from "@/lib/demo/report-markdown";
import { SEED_LEAGUES, type SeededFixture, type SeededTeam } from "./seed-catalog";

export const REPORTS_PER_LEAGUE = 3;

/** Tops each league up to three published upcoming reports, so a second run adds none. */
export async function seedReports(
  db: PrismaClient,
  teams: readonly SeededTeam[],
  fixtures: readonly SeededFixture[],
  { now, seed }: { now: Date; seed: string },
): Promise<{ total: number; created: number }> {
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const upcoming = fixtures.filter((f) => f.status === "PREGAME" && f.startsAt > now);
  let total = 0;
  let created = 0;
  for (const league of SEED_LEAGUES) {
    const games = upcoming.filter((f) => f.league === league);
    const published = games.filter((f) => f.reportPublishedAt !== null).length;
    const candidates = games
      .filter((f) => f.reportPublishedAt === null && f.homeMoneyLine !== null && f.awayMoneyLine !== null)
      .slice(0, Math.max(0, REPORTS_PER_LEAGUE - published));
    for (const fixture of candidates) {
      const home = teamById.get(fixture.homeTeamId);
      const away = teamById.get(fixture.awayTeamId);
      if (!home || !away) continue;
      const report = demoReport({ ...fixture, eventId: `${seed}:${fixture.providerEventId}`, home, away });
      await db.fixture.update({ where: { id: fixture.id }, data: { report, reportPublishedAt: now } });
      created += 1;
    }
    total += published + candidates.length;
  }
  return { total, created };
}
