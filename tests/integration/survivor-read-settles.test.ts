// A survivor page read settles only when the sync is late: with nothing due it reads and writes nothing; a slate whose
// games are all over, or a corrected result under a settled pick, is settled by the read that finds it.
import { db } from "@/lib/db";
import { slateOf } from "@/lib/domain/survivor-slates";
import { getSurvivor } from "@/lib/server/survivor/get-survivor";
import { settleSurvivorPool } from "@/lib/server/survivor/settle-survivor";
import { createUser } from "../support/factories";
import { emptyWorld, finish } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";
import { addDays, correct, pastPool, slateGame, teamPick } from "../support/survivor-world";

jest.mock("@/lib/server/survivor/settle-survivor", () => {
  const actual = jest.requireActual("@/lib/server/survivor/settle-survivor");
  return { ...actual, settleSurvivorPool: jest.fn(actual.settleSurvivorPool) };
});

const zone = runInNoonZone();
const settled = jest.mocked(settleSurvivorPool);

beforeEach(() => emptyWorld());

test("a read settles nothing while no slate is over, and settles a finished slate or a correction the sync has not", async () => {
  const [ann, bea] = await Promise.all([1, 2].map(() => createUser()));
  const today = slateOf(new Date(), "nba", zone);
  const [d0, d1] = [addDays(today, -2), addDays(today, -1)];
  const poolId = await pastPool([ann.id, bea.id], { league: "nba", startSlate: d0, lives: 2 });
  const first = await slateGame("nba", d0, zone);
  await teamPick(poolId, ann.id, d0, first, "HOME");
  await teamPick(poolId, bea.id, d0, first, "HOME");
  await finish(first.id, 101, 99);
  expect(await settleSurvivorPool(db, poolId, zone)).toMatchObject({ slates: 1 });
  // Today's slate has started (a game an hour or more ago) and is not over: nothing to settle yet.
  await slateGame("nba", today, zone, 10);
  await slateGame("nba", today, zone, 15);
  settled.mockClear();

  const writesBefore = await db.survivorPick.findMany({ where: { poolId }, select: { updatedAt: true }, orderBy: { userId: "asc" } });
  expect(await getSurvivor({ id: ann.id }, poolId)).toMatchObject({ alive: 2, me: { lives: 2 } });
  await getSurvivor({ id: bea.id }, poolId);
  expect(settled).not.toHaveBeenCalled();
  expect(await db.survivorPick.findMany({ where: { poolId }, select: { updatedAt: true }, orderBy: { userId: "asc" } })).toEqual(writesBefore);
  expect((await db.survivorPool.findUniqueOrThrow({ where: { poolId } })).settledThrough).toEqual(new Date(`${d0}T00:00:00Z`));

  // Yesterday's games all ended and no sync has run since: the next read settles the slate (Bea's team lost).
  const second = await slateGame("nba", d1, zone);
  await teamPick(poolId, ann.id, d1, second, "AWAY");
  await teamPick(poolId, bea.id, d1, second, "HOME");
  await finish(second.id, 99, 101);
  expect(await getSurvivor({ id: bea.id }, poolId)).toMatchObject({ me: { lives: 1 } });
  expect(settled).toHaveBeenCalledTimes(1);
  await getSurvivor({ id: bea.id }, poolId);
  expect(settled).toHaveBeenCalledTimes(1);

  // A corrected result under a settled pick is re-settled by the next read too: Bea's team won after all.
  await correct(second.id, "HOME", 1);
  expect(await getSurvivor({ id: bea.id }, poolId)).toMatchObject({ me: { lives: 2 } });
  expect(settled).toHaveBeenCalledTimes(2);
  await getSurvivor({ id: ann.id }, poolId);
  expect(settled).toHaveBeenCalledTimes(2);
});
