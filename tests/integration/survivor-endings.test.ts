// How survivor pools end through the real SQL settlement: everyone left falling on one slate shares the win, a member
// with lives to spare survives a loss, and the NFL's slates are weeks (a Thursday and a Sunday game are one slate).
import { db } from "@/lib/db";
import { slateOf } from "@/lib/domain/survivor-slates";
import { settleSurvivorPool } from "@/lib/server/survivor/settle-survivor";
import { createUser } from "../support/factories";
import { emptyWorld, finish } from "../support/results-factories";
import { noonZone } from "../support/survivor-calls";
import { addDays, pastPool, pickSlate, slateGame } from "../support/survivor-world";

const zone = noonZone();
const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

async function entries(poolId: string) {
  const rows = await db.survivorEntry.findMany({ where: { poolId } });
  return Object.fromEntries(rows.map((row) => [row.userId, { lives: row.lives, out: day(row.eliminatedOn), won: row.won }]));
}

beforeEach(() => emptyWorld());

test("everyone left falling on the same slate share the win, and each is told", async () => {
  const [ann, bea, cal] = await Promise.all([1, 2, 3].map(() => createUser()));
  const d0 = addDays(slateOf(new Date(), "nba", zone), -4);
  const d1 = addDays(d0, 1);
  const poolId = await pastPool([ann.id, bea.id, cal.id], { league: "nba", startSlate: d0, lives: 1 });
  const [first, second] = [await slateGame("nba", d0, zone), await slateGame("nba", d1, zone)];
  await pickSlate(poolId, d0, [[ann.id, first, "HOME"], [bea.id, first, "HOME"], [cal.id, first, "AWAY"]]);
  await pickSlate(poolId, d1, [[ann.id, second, "AWAY"], [bea.id, second, "AWAY"]]);
  for (const game of [first, second]) await finish(game.id, 101, 99);
  expect(await settleSurvivorPool(db, poolId, zone)).toMatchObject({ slates: 2, ended: true });
  expect(await entries(poolId)).toEqual({
    [ann.id]: { lives: 0, out: d1, won: true },
    [bea.id]: { lives: 0, out: d1, won: true },
    [cal.id]: { lives: 0, out: d0, won: false },
  });
  const told = await db.notification.findMany({ where: { type: "SURVIVOR_ENDED" } });
  expect(Object.fromEntries(told.map((note) => [note.userId, (note.details as { won: boolean }).won]))).toEqual({ [ann.id]: true, [bea.id]: true, [cal.id]: false });
  expect((told[0].details as { winners: string[] }).winners.sort()).toEqual([ann.username, bea.username].sort());
});

test("with two lives a loss or a missed slate costs one, and the second ends the member", async () => {
  const [ann, bea] = await Promise.all([1, 2].map(() => createUser()));
  const d0 = addDays(slateOf(new Date(), "nba", zone), -4);
  const [d1, d2] = [addDays(d0, 1), addDays(d0, 2)];
  const poolId = await pastPool([ann.id, bea.id], { league: "nba", startSlate: d0, lives: 2 });
  const games = [await slateGame("nba", d0, zone), await slateGame("nba", d1, zone), await slateGame("nba", d2, zone)];
  // Ann loses day 0, then wins; Bea wins day 0, misses day 1, loses day 2.
  await pickSlate(poolId, d0, [[ann.id, games[0], "AWAY"], [bea.id, games[0], "HOME"]]);
  await pickSlate(poolId, d1, [[ann.id, games[1], "HOME"]]);
  await pickSlate(poolId, d2, [[ann.id, games[2], "HOME"], [bea.id, games[2], "AWAY"]]);
  for (const game of games) await finish(game.id, 101, 99);
  expect(await settleSurvivorPool(db, poolId, zone)).toMatchObject({ slates: 3, ended: true });
  expect(await entries(poolId)).toEqual({ [ann.id]: { lives: 1, out: null, won: true }, [bea.id]: { lives: 0, out: d2, won: false } });
  const outcomes = await db.survivorPick.findMany({ where: { poolId }, orderBy: [{ slate: "asc" }, { userId: "asc" }], select: { userId: true, slate: true, outcome: true } });
  expect(outcomes.map((row) => [row.userId === ann.id ? "ann" : "bea", day(row.slate), row.outcome]).sort()).toEqual(
    [
      ["ann", d0, "LOSS"],
      ["bea", d0, "WIN"],
      ["ann", d1, "WIN"],
      ["bea", d1, "MISSED"],
      ["ann", d2, "WIN"],
      ["bea", d2, "LOSS"],
    ].sort(),
  );
});

test("an NFL pool's slate is the week: Thursday's and Sunday's games are one slate, settled once the week's games are over", async () => {
  const [ann, bea, cal] = await Promise.all([1, 2, 3].map(() => createUser()));
  const w0 = addDays(slateOf(new Date(), "nfl", zone), -21);
  const w1 = addDays(w0, 7);
  expect(slateOf(new Date(`${w0}T12:00:00Z`), "nfl", "UTC")).toBe(w0); // A Monday.
  const poolId = await pastPool([ann.id, bea.id, cal.id], { league: "nfl", startSlate: w0, lives: 1 });
  const thursday = await slateGame("nfl", w0, zone, 3 * 24 + 20);
  const sunday = await slateGame("nfl", w0, zone, 6 * 24 + 13);
  const nextSunday = await slateGame("nfl", w1, zone, 6 * 24 + 13);
  await pickSlate(poolId, w0, [[ann.id, sunday, "HOME"], [bea.id, thursday, "AWAY"], [cal.id, thursday, "HOME"]]);
  await pickSlate(poolId, w1, [[ann.id, nextSunday, "HOME"], [cal.id, nextSunday, "AWAY"]]);
  await finish(thursday.id, 24, 17);
  // Sunday's game is not over: the week waits for it.
  expect(await settleSurvivorPool(db, poolId, zone)).toMatchObject({ slates: 0 });
  await finish(sunday.id, 30, 20);
  await finish(nextSunday.id, 27, 13);
  expect(await settleSurvivorPool(db, poolId, zone)).toMatchObject({ slates: 2, ended: true });
  expect(await entries(poolId)).toEqual({
    [ann.id]: { lives: 1, out: null, won: true },
    [bea.id]: { lives: 0, out: w0, won: false },
    [cal.id]: { lives: 0, out: w1, won: false },
  });
  expect(day((await db.survivorPool.findUniqueOrThrow({ where: { poolId } })).settledThrough)).toBe(w1);
});
