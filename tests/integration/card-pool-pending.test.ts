// "Still has to pick" in a card pool: the members whose card of the coming week is not complete (every game picked, or
// N picks on a Pick N card) while a game of it is still to start; their sitewide picks count for nothing here.
import { db } from "@/lib/db";
import { card, createCardPool } from "../support/card-calls";
import { createFixture, createPick, createSignedInUser } from "../support/factories";
import { pools } from "../support/pool-calls";
import { emptyWorld } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;
runInNoonZone();

describe("who still has to pick in a card pool", () => {
  beforeEach(emptyWorld);

  test("an every-game card is complete once each game still to start has a pick", async () => {
    const [owner, ann, bob] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
    const games = [await createFixture({ startsAt: new Date(Date.now() + HOUR) }), await createFixture({ startsAt: new Date(Date.now() + 2 * HOUR) })];
    const pool = await createCardPool(owner, [ann, bob], {}, ["nfl"]);
    for (const game of games) {
      expect((await card.pick(ann.token, pool.id, { fixtureId: game.id, side: "HOME" })).status).toBe(200);
      await createPick(bob.user.id, game.id);
    }
    expect((await card.pick(bob.token, pool.id, { fixtureId: games[0].id, side: "AWAY" })).status).toBe(200);
    const pending = async () => (await pools.pending(owner.token, pool.id)).body.payload;
    // Bob's sitewide picks do not fill his card.
    expect((await pending()).members.map((member) => member.id).sort()).toEqual([owner.user.id, bob.user.id].sort());
    // Once the game he left open has started, his card is as complete as it can be.
    await db.fixture.update({ where: { id: games[1].id }, data: { startsAt: new Date(Date.now() - 60_000) } });
    await db.fixture.update({ where: { id: games[0].id }, data: { startsAt: new Date(Date.now() + 30 * 60_000) } });
    expect((await pending()).members.map((member) => member.id)).toEqual([owner.user.id]);
  });

  test("a Pick N card is complete with N picks", async () => {
    const [owner, ann] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    const games = [1, 2, 3].map(async (hours) => createFixture({ startsAt: new Date(Date.now() + hours * HOUR) }));
    const [first, second] = await Promise.all(games);
    const pool = await createCardPool(owner, [ann], { picking: "PICK_N", pickCount: 2 }, ["nfl"]);
    expect((await card.pick(ann.token, pool.id, { fixtureId: first.id, side: "HOME" })).status).toBe(200);
    const pending = async () => (await pools.pending(ann.token, pool.id)).body.payload;
    expect(await pending()).toMatchObject({ count: 2 });
    expect((await card.pick(ann.token, pool.id, { fixtureId: second.id, side: "AWAY" })).status).toBe(200);
    expect(await pending()).toMatchObject({ count: 1, members: [{ id: owner.user.id }] });
  });
});
