// A corrected result through the real SQL settlement: an eliminated member keeps the picks made ahead, a correction
// that brings them back charges no life for the slates they were locked out of, and correcting it back eliminates
// them again with the original winner.
import { db } from "@/lib/db";
import { slateOf } from "@/lib/domain/survivor-slates";
import { settleSurvivorPool, survivorPoolsDue } from "@/lib/server/survivor/settle-survivor";
import { createFixture, createSignedInUser, createUser } from "../support/factories";
import { emptyWorld, finish } from "../support/results-factories";
import { survivor, runInNoonZone } from "../support/survivor-calls";
import { addDays, correct, pastPool, pickSlate, slateGame } from "../support/survivor-world";

const zone = runInNoonZone();

const at = (day: string) => new Date(`${day}T00:00:00Z`);

test("a correction that revives a member keeps their picks and costs no life on the slates they could not pick, both ways", async () => {
  await emptyWorld();
  const [ann, bea, cal] = await Promise.all([1, 2, 3].map(() => createUser()));
  const d0 = addDays(slateOf(new Date(), "nba", zone), -3);
  const [d1, d2] = [addDays(d0, 1), addDays(d0, 2)];
  const poolId = await pastPool([ann.id, bea.id, cal.id], { league: "nba", startSlate: d0, lives: 1 });
  const [g0, g0b, g0c, g1, g1b, g2] = [
    await slateGame("nba", d0, zone),
    await slateGame("nba", d0, zone),
    await slateGame("nba", d0, zone),
    await slateGame("nba", d1, zone),
    await slateGame("nba", d1, zone),
    await slateGame("nba", d2, zone),
  ];
  // Day 0: Bea's away side loses and she is out; she had already picked day 1.
  await pickSlate(poolId, d0, [[ann.id, g0b, "HOME"], [cal.id, g0c, "HOME"], [bea.id, g0, "AWAY"]]);
  await pickSlate(poolId, d1, [[bea.id, g1, "HOME"], [ann.id, g1, "HOME"], [cal.id, g1b, "HOME"]]);
  await pickSlate(poolId, d2, [[ann.id, g2, "HOME"], [cal.id, g2, "AWAY"]]);
  for (const game of [g0, g0b, g0c, g1, g1b, g2]) await finish(game.id, 101, 99);

  expect(await settleSurvivorPool(db, poolId, zone)).toMatchObject({ slates: 3, ended: true });
  const entries = async () => Object.fromEntries((await db.survivorEntry.findMany({ where: { poolId } })).map((e) => [e.userId, { lives: e.lives, out: e.eliminatedOn?.toISOString().slice(0, 10) ?? null, won: e.won }]));
  expect(await entries()).toEqual({ [ann.id]: { lives: 1, out: null, won: true }, [bea.id]: { lives: 0, out: d0, won: false }, [cal.id]: { lives: 0, out: d2, won: false } });
  // Her day-1 pick stays hers.
  expect(await db.survivorPick.findUnique({ where: { poolId_userId_slate: { poolId, userId: bea.id, slate: at(d1) } } })).toMatchObject({ fixtureId: g1.id, outcome: null });

  // Bea's game is corrected: she won day 0, her kept day-1 pick wins, and day 2 (picks closed to her while out) costs nothing.
  await correct(g0.id, "AWAY", 1);
  expect(await settleSurvivorPool(db, poolId, zone)).toMatchObject({ rewound: true, ended: false });
  expect(await entries()).toEqual({ [ann.id]: { lives: 1, out: null, won: false }, [bea.id]: { lives: 1, out: null, won: false }, [cal.id]: { lives: 0, out: d2, won: false } });
  const beaPicks = await db.survivorPick.findMany({ where: { poolId, userId: bea.id }, orderBy: { slate: "asc" }, select: { slate: true, outcome: true } });
  expect(beaPicks).toEqual([
    { slate: at(d0), outcome: "WIN" },
    { slate: at(d1), outcome: "WIN" },
    { slate: at(d2), outcome: "SURVIVED" },
  ]);
  expect(await settleSurvivorPool(db, poolId, zone)).toMatchObject({ slates: 0, rewound: false }); // Idempotent.

  // Corrected back: Bea is out on day 0 again, Ann wins again, and Bea's day-1 pick is still there.
  await correct(g0.id, "HOME", 2);
  expect(await settleSurvivorPool(db, poolId, zone)).toMatchObject({ rewound: true, ended: true });
  expect(await entries()).toEqual({ [ann.id]: { lives: 1, out: null, won: true }, [bea.id]: { lives: 0, out: d0, won: false }, [cal.id]: { lives: 0, out: d2, won: false } });
  expect(await db.survivorPick.count({ where: { poolId, userId: bea.id, outcome: "MISSED" } })).toBe(0);
  expect(await db.survivorPick.findUnique({ where: { poolId_userId_slate: { poolId, userId: bea.id, slate: at(d1) } } })).toMatchObject({ fixtureId: g1.id });
});

test("a member out keeps the pick made ahead on the open slate, and it does not hide an alive member still to pick", async () => {
  await emptyWorld();
  const [ann, bea, cal] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
  const today = slateOf(new Date(), "nba", zone);
  const yesterday = addDays(today, -1);
  const poolId = await pastPool([ann.user.id, bea.user.id, cal.user.id], { league: "nba", startSlate: yesterday, lives: 1 });
  const [lost, won, next] = [await slateGame("nba", yesterday, zone), await slateGame("nba", yesterday, zone), await createFixture({ league: "NBA", startsAt: new Date(Date.now() + 2 * 3_600_000) })];
  await pickSlate(poolId, yesterday, [[ann.user.id, won, "HOME"], [cal.user.id, won, "HOME"], [bea.user.id, lost, "AWAY"]]);
  await pickSlate(poolId, today, [[bea.user.id, next, "HOME"], [cal.user.id, next, "AWAY"]]);
  await finish(lost.id, 101, 99);
  await finish(won.id, 101, 99);
  const state = (await survivor.state(ann.token, poolId)).body.payload;
  expect(state).toMatchObject({ alive: 2, slate: { slate: today }, pending: { count: 1, members: [{ id: ann.user.id }] } });
  expect(await db.survivorPick.count({ where: { poolId, userId: bea.user.id, slate: at(today) } })).toBe(1);
});

test("each run takes the least settled pools first, so every pool gets its turn past the run's limit", async () => {
  await emptyWorld();
  const [ann] = [await createUser()];
  const today = slateOf(new Date(), "nba", zone);
  // Made newest-settled first, so the table's own order would hand them back that way.
  const recent = await pastPool([ann.id], { league: "nba", startSlate: addDays(today, -9), lives: 1 });
  const older = await pastPool([ann.id], { league: "nba", startSlate: addDays(today, -9), lives: 1 });
  const never = await pastPool([ann.id], { league: "nba", startSlate: addDays(today, -9), lives: 1 });
  await db.survivorPool.update({ where: { poolId: recent }, data: { settledThrough: at(addDays(today, -1)) } });
  await db.survivorPool.update({ where: { poolId: older }, data: { settledThrough: at(addDays(today, -5)) } });
  expect(await survivorPoolsDue(db, 2)).toEqual([never, older]);
  // A corrected pick puts its pool first.
  const game = await slateGame("nba", addDays(today, -1), zone);
  await db.survivorPick.create({ data: { poolId: recent, userId: ann.id, slate: at(addDays(today, -1)), fixtureId: game.id, teamId: game.homeTeamId, side: "HOME", result: "HOME", outcome: "WIN" } });
  await correct(game.id, "AWAY", 1);
  expect(await survivorPoolsDue(db, 2)).toEqual([recent, never]);
});
