// Writes one league's feed updates: new games inserted with their teams, known ones merged by the status and odds rules.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { DbLeague } from "@/lib/domain/leagues";
import { marketsFromColumns } from "@/lib/domain/markets";
import type { FixtureUpdate, TeamRef } from "@/lib/feeds/types";
import { describeTeamRef } from "./load-teams";
import { mergeFixture, type StoredFixture } from "@/lib/domain/fixture-merge";
import { insertFixtures, updateFixtures, type ChangedFixture, type NewFixture } from "./write-fixtures";

/** unknownTeams: games skipped because a team could not be matched; unknownTeamNames: those teams, by league and name. */
export type AppliedCounts = { created: number; updated: number; unchanged: number; unknownTeams: number; unknownTeamNames: string[] };

export async function applyUpdates(
  db: PrismaClient,
  provider: string,
  updates: readonly FixtureUpdate[],
  resolve: (league: DbLeague, ref: TeamRef) => number | null,
  now: Date,
  { revisesFinals = true }: { revisesFinals?: boolean } = {},
): Promise<AppliedCounts> {
  const counts: AppliedCounts = { created: 0, updated: 0, unchanged: 0, unknownTeams: 0, unknownTeamNames: [] };
  const unknown = new Set<string>();
  const stored = await db.fixture.findMany({
    where: { provider, providerEventId: { in: updates.map((u) => u.providerEventId) } },
    select: {
      id: true, providerEventId: true, status: true, startsAt: true, homeMoneyLine: true, awayMoneyLine: true, homeScore: true, awayScore: true,
      winnerSide: true, closingLineAt: true, homeSpread: true, homeSpreadPrice: true, awaySpreadPrice: true, totalPoints: true, overPrice: true, underPrice: true,
    },
  });
  const byEvent = new Map(stored.map(({ homeSpread, homeSpreadPrice, awaySpreadPrice, totalPoints, overPrice, underPrice, ...row }) => {
    // Points are DECIMAL columns: compared with the feed's numbers, so read as numbers.
    const { spread, total } = marketsFromColumns({
      homeSpread: homeSpread === null ? null : Number(homeSpread), homeSpreadPrice, awaySpreadPrice,
      totalPoints: totalPoints === null ? null : Number(totalPoints), overPrice, underPrice,
    });
    return [row.providerEventId, { ...row, spread, total } as StoredFixture & { providerEventId: string }];
  }));
  const fresh: NewFixture[] = [];
  const changed: ChangedFixture[] = [];
  for (const update of updates) {
    const existing = byEvent.get(update.providerEventId);
    if (existing) {
      const next = mergeFixture(existing, update, now, { revisesFinals });
      if (next) changed.push({ id: existing.id, ...next });
      else counts.unchanged += 1;
      continue;
    }
    const homeTeamId = resolve(update.league, update.home);
    const awayTeamId = resolve(update.league, update.away);
    if (homeTeamId !== null && awayTeamId !== null) {
      fresh.push({ ...update, homeTeamId, awayTeamId });
      continue;
    }
    counts.unknownTeams += 1;
    if (homeTeamId === null) unknown.add(describeTeamRef(update.league, update.home));
    if (awayTeamId === null) unknown.add(describeTeamRef(update.league, update.away));
  }
  counts.unknownTeamNames = [...unknown].sort();
  counts.created = await insertFixtures(db, fresh);
  counts.updated = await updateFixtures(db, changed);
  return counts;
}
