// The survivor rules in lib/domain are the reference for the SQL that settles pools: random small pools (members, lives,
// slates of one or two games, each game won, lost, tied, called off or postponed, and picks or none) go through the real
// settlement, and every member's lives, elimination slate and win must be what the domain model says.
import fc from "fast-check";
import { db } from "@/lib/db";
import { pickOutcome, settleSlate, type Entry, type GameResult, type SurvivorOutcome } from "@/lib/domain/survivor";
import { slateOf } from "@/lib/domain/survivor-slates";
import { settleSurvivorPool } from "@/lib/server/survivor/settle-survivor";
import { createUser } from "../support/factories";
import { cancel, emptyWorld, finish } from "../support/results-factories";
import { noonZone } from "../support/survivor-calls";
import { addDays, pastPool, slateGame, teamPick } from "../support/survivor-world";
import type { Side } from "@/lib/domain/enum-values";

const zone = noonZone();
type Result = GameResult | "POSTPONED";
type Pick = { game: number; side: Side } | null;
type Scenario = { lives: number; slates: { results: Result[]; picks: Pick[] }[] };

const scenarioArb = fc.record({ members: fc.integer({ min: 2, max: 4 }), lives: fc.integer({ min: 1, max: 3 }), slates: fc.integer({ min: 1, max: 4 }) }).chain(({ members, lives, slates }) =>
  fc.record({
    lives: fc.constant(lives),
    slates: fc.array(
      fc.integer({ min: 1, max: 2 }).chain((games) =>
        fc.record({
          results: fc.array(fc.constantFrom<Result>("HOME", "AWAY", "TIE", "CANCELED", "POSTPONED"), { minLength: games, maxLength: games }),
          picks: fc.array(fc.option(fc.record({ game: fc.integer({ min: 0, max: games - 1 }), side: fc.constantFrom<Side>("HOME", "AWAY") }), { freq: 4 }), {
            minLength: members,
            maxLength: members,
          }),
        }),
      ),
      { minLength: slates, maxLength: slates },
    ),
  }),
);

type Final = Record<number, { lives: number; eliminatedOn: number | null; won: boolean }>;

/** What the domain model says of the scenario: slate by slate until the pool ends. */
function modelled({ lives, slates }: Scenario): { members: Final; ended: boolean } {
  const ids = slates[0].picks.map((_, index) => String(index));
  let entries: Entry[] = ids.map((userId) => ({ userId, lives }));
  const eliminatedOn = new Map<string, number>();
  let winners: string[] | null = null;
  for (const [index, slate] of slates.entries()) {
    const outcomes = new Map<string, SurvivorOutcome>();
    slate.picks.forEach((pick, member) => {
      if (!pick) return;
      const result = slate.results[pick.game];
      outcomes.set(String(member), result === "POSTPONED" ? pickOutcome(pick.side, "CANCELED", true) : pickOutcome(pick.side, result, false));
    });
    const settled = settleSlate(entries, outcomes);
    entries = settled.entries;
    for (const userId of settled.eliminated) eliminatedOn.set(userId, index);
    if (settled.winners) {
      winners = settled.winners;
      break;
    }
  }
  const members = Object.fromEntries(entries.map((e) => [Number(e.userId), { lives: e.lives, eliminatedOn: eliminatedOn.get(e.userId) ?? null, won: winners?.includes(e.userId) ?? false }]));
  return { members, ended: winners !== null };
}

/** The same scenario through the database and the real settlement. */
async function settledInSql({ lives, slates }: Scenario): Promise<{ members: Final; ended: boolean }> {
  await emptyWorld();
  const users = await Promise.all(slates[0].picks.map(() => createUser()));
  const first = addDays(slateOf(new Date(), "nba", zone), -(slates.length + 2));
  const days = slates.map((_, index) => addDays(first, index));
  const poolId = await pastPool(users.map((u) => u.id), { league: "nba", startSlate: first, lives });
  for (const [index, slate] of slates.entries()) {
    const games = [];
    for (let game = 0; game < slate.results.length; game += 1) games.push(await slateGame("nba", days[index], zone, 12 + game));
    for (const [member, pick] of slate.picks.entries()) if (pick) await teamPick(poolId, users[member].id, days[index], games[pick.game], pick.side);
    for (const [game, result] of slate.results.entries()) {
      const id = games[game].id;
      if (result === "HOME") await finish(id, 101, 99);
      else if (result === "AWAY") await finish(id, 99, 101);
      else if (result === "TIE") await finish(id, 100, 100);
      else if (result === "CANCELED") await cancel(id);
      else await db.fixture.update({ where: { id }, data: { status: "POSTPONED" } });
    }
  }
  await settleSurvivorPool(db, poolId, zone);
  const [rows, pool] = await Promise.all([db.survivorEntry.findMany({ where: { poolId } }), db.survivorPool.findUniqueOrThrow({ where: { poolId } })]);
  const members = Object.fromEntries(
    rows.map((row) => {
      const out = row.eliminatedOn ? days.indexOf(row.eliminatedOn.toISOString().slice(0, 10)) : null;
      return [users.findIndex((u) => u.id === row.userId), { lives: row.lives, eliminatedOn: out, won: row.won }];
    }),
  );
  return { members, ended: pool.endedAt !== null };
}

test("the SQL settlement agrees with the domain model on lives, eliminations and winners", async () => {
  await fc.assert(
    fc.asyncProperty(scenarioArb, async (scenario) => {
      expect(await settledInSql(scenario)).toEqual(modelled(scenario));
    }),
    { numRuns: 25 },
  );
}, 240_000);
