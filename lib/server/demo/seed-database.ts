// Fills a migrated database with the demo world: teams, a live-looking season, pickers, follows, picks, parlays, reports.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DbLeague } from "@/lib/domain/leagues";
import { DEFAULT_DEMO_SEED } from "@/lib/demo/season";
import { SEED_LEAGUES, seedFixtures, seedTeams } from "./seed-catalog";
import { seedNormalPicks, seedParlays } from "./seed-picks";
import { seedFollows, seedPickers } from "./seed-pickers";
import { seedPools } from "./seed-pools";
import { seedSurvivorPool } from "./seed-survivor";
import { seedCardPool } from "./seed-card-pool";
import { seedReports } from "./seed-reports";

export type SeedOptions = {
  now?: Date;
  seed?: string;
  log?: (line: string) => void;
  /** The results engine: called for each FINAL demo fixture not yet settled, after the picks exist. */
  settleFixture?: (fixtureId: number) => Promise<void>;
  /** The same, in one batch: preferred over settleFixture when given (settling ~500 games one by one is slow). */
  settleFixtures?: (fixtures: { id: number; league: DbLeague; startsAt: Date }[]) => Promise<void>;
};

export type SeedSummary = {
  teams: number;
  fixtures: Record<string, number>;
  pickers: number;
  follows: number;
  picks: number;
  parlays: number;
  parlayLegs: number;
  reports: number;
  settled: number;
  pools: number;
  survivorPools: number;
  cardPools: number;
  /** Rows this run inserted or changed; 0 on a second run over the same window. */
  created: number;
};

const number = (n: number) => n.toLocaleString("en-US");

/** Idempotent: every step inserts only what is missing, so running it twice changes nothing. */
export async function seedDatabase(db: PrismaClient, options: SeedOptions = {}): Promise<SeedSummary> {
  const { now = new Date(), seed = DEFAULT_DEMO_SEED, log = () => {}, settleFixture, settleFixtures } = options;
  const context = { now, seed };

  const teams = await seedTeams(db);
  log(`Teams: ${teams.teams.length} (${teams.created} new)`);

  const fixtures = await seedFixtures(db, teams.teams, context);
  const perLeague = Object.fromEntries(
    SEED_LEAGUES.map((league) => [league, fixtures.fixtures.filter((f) => f.league === league).length]),
  );
  log(`Fixtures: ${SEED_LEAGUES.map((l) => `${l} ${perLeague[l]}`).join(", ")} (${fixtures.created} new)`);

  const pickers = await seedPickers(db, context);
  log(`Pickers: ${pickers.pickers.length} (${pickers.created} new)`);

  const follows = await seedFollows(db, pickers.pickers, context);
  log(`Follows: ${number(follows.total)} (${follows.created} new)`);

  const picks = await seedNormalPicks(db, pickers.pickers, fixtures.fixtures, context);
  const parlays = await seedParlays(db, pickers.pickers, fixtures.fixtures, context);
  log(
    `Picks: ${number(picks.total)} normal (${number(picks.created)} new), ` +
      `${parlays.legs} parlay legs in ${parlays.parlays} parlays (${parlays.created} new)`,
  );

  const reports = await seedReports(db, teams.teams, fixtures.fixtures, context);
  log(`Reports: ${reports.total} published (${reports.created} new)`);

  let settled = 0;
  const unsettled = fixtures.fixtures.filter((fixture) => fixture.status === "FINAL" && !fixture.settledAt);
  if (settleFixtures) {
    await settleFixtures(unsettled.map(({ id, league, startsAt }) => ({ id, league, startsAt })));
    settled = unsettled.length;
    log(`Settled: ${settled} final fixtures`);
  } else if (settleFixture) {
    for (const fixture of unsettled) {
      await settleFixture(fixture.id);
      settled += 1;
    }
    log(`Settled: ${settled} final fixtures`);
  }

  // After settlement: a member's row copies their Standing as it is when they join.
  const pools = await seedPools(db, pickers.pickers, context);
  log(`Pools: ${pools.pools} (${pools.created > 0 ? "new" : "kept"})`);
  const survivor = await seedSurvivorPool(db, pickers.pickers, context);
  log(`Survivor pools: ${survivor.pools} (${survivor.created > 0 ? "new" : "kept"})`);
  const cards = await seedCardPool(db, pickers.pickers, fixtures.fixtures, context);
  log(`Card pools: ${cards.pools} (${cards.created > 0 ? "new" : "kept"})`);

  return {
    teams: teams.teams.length,
    fixtures: perLeague,
    pickers: pickers.pickers.length,
    follows: follows.total,
    picks: picks.total,
    parlays: parlays.parlays,
    parlayLegs: parlays.legs,
    reports: reports.total,
    settled,
    pools: pools.pools,
    survivorPools: survivor.pools,
    cardPools: cards.pools,
    created: teams.created + fixtures.created + pickers.created + follows.created + picks.created + parlays.created + reports.created + pools.created + survivor.created + cards.created,
  };
}
