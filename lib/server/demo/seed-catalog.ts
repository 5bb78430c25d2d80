// Seeds the demo catalogue: makes sure the 124 reference teams exist, then every league's fixtures around `now`.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DbLeague } from "@/lib/domain/leagues";
import { insertFixtures } from "./bulk-insert";
import { DEMO_PROVIDER, generateSchedule } from "@/lib/demo/season";
import { REFERENCE_TEAMS } from "@/lib/reference/teams";
import { referenceTeamStatements } from "@/lib/reference/teams-sql";

export const SEED_LEAGUES: readonly DbLeague[] = ["NFL", "NBA", "NHL", "MLB"];
export const SEED_FROM_DAY = -14;
export const SEED_TO_DAY = 21;

export type SeededTeam = { id: number; league: DbLeague; name: string; abbreviation: string; rating: number };

export async function seedTeams(db: PrismaClient): Promise<{ teams: SeededTeam[]; created: number }> {
  // The migration already put them in every database; this restores them where a test emptied the table. The same
  // statements as the migration: existing rows keep their colour, rating and the record the results engine keeps.
  const [teams, aliases] = referenceTeamStatements();
  const count = await db.$executeRawUnsafe(teams);
  await db.$executeRawUnsafe(aliases);
  const known = new Set(REFERENCE_TEAMS.map((team) => `${team.league}:${team.abbreviation}`));
  const rows = await db.team.findMany({
    select: { id: true, league: true, name: true, abbreviation: true, rating: true },
    orderBy: { id: "asc" },
  });
  return { teams: rows.filter((row) => known.has(`${row.league}:${row.abbreviation}`)), created: count };
}

export type SeededFixture = {
  id: number;
  league: DbLeague;
  providerEventId: string;
  startsAt: Date;
  status: string;
  homeTeamId: number;
  awayTeamId: number;
  homeMoneyLine: number | null;
  awayMoneyLine: number | null;
  reportPublishedAt: Date | null;
  settledAt: Date | null;
  /** The true home win chance of the demo game, from which its moving lines are derived (line-moves.ts). */
  homeProbability: number;
};

const HOUR = 3_600_000;

export async function seedFixtures(
  db: PrismaClient,
  teams: readonly SeededTeam[],
  { now, seed }: { now: Date; seed: string },
): Promise<{ fixtures: SeededFixture[]; created: number }> {
  const generated = SEED_LEAGUES.flatMap((league) =>
    generateSchedule({
      league,
      teams: teams.filter((team) => team.league === league),
      now,
      seed,
      fromDay: SEED_FROM_DAY,
      toDay: SEED_TO_DAY,
    }),
  );
  // Insert-only: once a fixture exists, the feed sync owns its live state and lines.
  const created = await insertFixtures(
    db,
    generated.map((fixture) => ({
      ...fixture,
      provider: DEMO_PROVIDER,
      oddsUpdatedAt:
        fixture.homeMoneyLine === null && fixture.awayMoneyLine === null
          ? null
          : new Date(Math.min(now.getTime(), fixture.startsAt.getTime() - HOUR)),
    })),
  );
  const rows = await db.fixture.findMany({
    where: { provider: DEMO_PROVIDER, providerEventId: { in: generated.map((f) => f.providerEventId) } },
    select: {
      id: true,
      league: true,
      providerEventId: true,
      startsAt: true,
      status: true,
      homeTeamId: true,
      awayTeamId: true,
      homeMoneyLine: true,
      awayMoneyLine: true,
      reportPublishedAt: true,
      settledAt: true,
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
  });
  const probability = new Map(generated.map((fixture) => [fixture.providerEventId, fixture.homeProbability]));
  const fixtures = rows.map((row) => ({ ...row, homeProbability: probability.get(row.providerEventId) ?? 0.5 }));
  return { fixtures, created };
}
