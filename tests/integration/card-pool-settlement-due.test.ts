// The scheduled run settles only the card pools with something to settle: a pool whose games have not changed since its
// last settlement keeps its stored week results as they are, and a game over in its leagues settles it on the next run.
import { db } from "@/lib/db";
import { settleCardPools } from "@/lib/server/pools/card/settle-card-pools";
import { card, createCardPool } from "../support/card-calls";
import { scoredCardPicks } from "../support/card-pool-rows";
import { createFixture, createSignedInUser } from "../support/factories";
import { emptyWorld, finish } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;
runInNoonZone();

const settledAt = async (poolId: string) => (await db.cardPool.findUniqueOrThrow({ where: { poolId } })).settledAt;

describe("which card pools the scheduled run settles", () => {
  beforeEach(emptyWorld);

  test("a pool with no game changed since its last settlement is left as it is; a game over settles it", async () => {
    const [owner, ann] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    const game = await createFixture({ startsAt: new Date(Date.now() + HOUR) });
    const nba = await createFixture({ league: "NBA", startsAt: new Date(Date.now() + HOUR) });
    const pool = await createCardPool(owner, [ann], {}, ["nfl"]);
    expect((await card.pick(ann.token, pool.id, { fixtureId: game.id, side: "HOME" })).status).toBe(200);
    expect(await settleCardPools(db)).toMatchObject({ pools: 1 });
    const first = await settledAt(pool.id);
    expect(first).not.toBeNull();

    // Nothing changed: the run skips the pool, and its stored rows stay as they were (a marker shows they were not rewritten).
    await db.cardWeekResult.updateMany({ where: { poolId: pool.id }, data: { rank: 9 } });
    expect(await settleCardPools(db)).toMatchObject({ pools: 0 });
    expect(await settledAt(pool.id)).toEqual(first);
    expect((await db.cardWeekResult.findMany({ where: { poolId: pool.id } })).map((row) => row.rank)).toEqual([9, 9]);

    // A game of another league over changes nothing of this pool's.
    await db.fixture.update({ where: { id: nba.id }, data: { startsAt: new Date(Date.now() - HOUR) } });
    await finish(nba.id, 100, 90);
    expect(await settleCardPools(db)).toMatchObject({ pools: 0 });

    // Its own game over: the next run settles the pick and writes the week again.
    await db.fixture.update({ where: { id: game.id }, data: { startsAt: new Date(Date.now() - HOUR) } });
    await finish(game.id, 24, 17);
    expect(await settleCardPools(db)).toMatchObject({ pools: 1 });
    expect(await scoredCardPicks(pool.id, ann.user.id)).toMatchObject([{ outcome: "WIN", points: "1.0000" }]);
    const rows = await db.cardWeekResult.findMany({ where: { poolId: pool.id }, orderBy: { rank: "asc" } });
    expect(rows.map((row) => [row.userId, row.rank, row.points.toFixed(4)])).toEqual([
      [ann.user.id, 1, "1.0000"],
      [expect.any(String), 2, "0.0000"],
    ]);
    // And once settled, the run leaves it again.
    expect(await settleCardPools(db)).toMatchObject({ pools: 0 });
  });

  test("a pool that picks the favourite for missed games is settled when one of its games kicks off", async () => {
    const [owner, ann] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    const game = await createFixture({ startsAt: new Date(Date.now() + HOUR) });
    const pool = await createCardPool(owner, [ann], { missed: "FAVOURITE" }, ["nfl"]);
    await db.poolMember.updateMany({ where: { poolId: pool.id }, data: { joinedAt: new Date(Date.now() - 2 * HOUR) } });
    expect(await settleCardPools(db)).toMatchObject({ pools: 1, autoPicks: 0 });
    expect(await settleCardPools(db)).toMatchObject({ pools: 0 });
    // As if the last run was five minutes ago and the game kicked off a minute ago.
    await db.cardPool.update({ where: { poolId: pool.id }, data: { settledAt: new Date(Date.now() - 5 * 60_000) } });
    expect(await settleCardPools(db)).toMatchObject({ pools: 0 });
    await db.fixture.update({ where: { id: game.id }, data: { startsAt: new Date(Date.now() - 60_000) } });
    expect(await settleCardPools(db)).toMatchObject({ pools: 1, autoPicks: 2 });
    expect(await db.cardPick.count({ where: { poolId: pool.id, auto: true } })).toBe(2);
  });

  test("the week's last kickoff settles a pool and keeps its members' cards for the grid; an earlier kickoff does not", async () => {
    const [owner, ann] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    const first = await createFixture({ startsAt: new Date(Date.now() + HOUR) });
    const last = await createFixture({ startsAt: new Date(Date.now() + 2 * HOUR) });
    const pool = await createCardPool(owner, [ann], {}, ["nfl"]);
    for (const game of [first, last]) expect((await card.pick(ann.token, pool.id, { fixtureId: game.id, side: "HOME" })).status).toBe(200);
    expect(await settleCardPools(db)).toMatchObject({ pools: 1 });
    const cards = async () => (await db.cardWeekResult.findMany({ where: { poolId: pool.id }, orderBy: { userId: "asc" } })).map((row) => row.card);

    // As if the last run was five minutes ago; the first game kicks off: nothing to settle, nothing kept.
    await db.cardPool.update({ where: { poolId: pool.id }, data: { settledAt: new Date(Date.now() - 5 * 60_000) } });
    await db.fixture.update({ where: { id: first.id }, data: { startsAt: new Date(Date.now() - 2 * 60_000) } });
    expect(await settleCardPools(db)).toMatchObject({ pools: 0 });
    expect(await cards()).toEqual([null, null]);

    // The last one kicks off: the run writes the week with every member's card.
    await db.fixture.update({ where: { id: last.id }, data: { startsAt: new Date(Date.now() - 60_000) } });
    expect(await settleCardPools(db)).toMatchObject({ pools: 1 });
    const kept = await cards();
    expect(kept.every((one) => Array.isArray(one))).toBe(true);
    expect(kept.map((one) => (one as unknown[]).length).sort()).toEqual([0, 2]);
    expect(await settleCardPools(db)).toMatchObject({ pools: 0 });
  });
});
