// The week grid of a card every game of which has started reads each member's card kept with the week's results
// instead of their picks: it is written when the week is (not before the last kickoff), read only while no game of the
// card began after it was written, and dropped when automatic picks are added to the week.
import { db } from "@/lib/db";
import { settleCardPool } from "@/lib/server/pools/card/settle-card-pools";
import { card, createCardPool } from "../support/card-calls";
import { createFixture, createSignedInUser } from "../support/factories";
import { emptyWorld, finish } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
type User = Awaited<ReturnType<typeof createSignedInUser>>;

const keptCards = (poolId: string) => db.cardWeekResult.findMany({ where: { poolId }, select: { userId: true, card: true, cardAt: true } });

describe("the week grid's kept cards", () => {
  runInNoonZone();
  let owner: User, ann: User, bob: User, games: { id: number }[];

  beforeEach(async () => {
    await emptyWorld();
    [owner, ann, bob] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
    games = [];
    for (const hours of [1, 2]) games.push(await createFixture({ startsAt: inHours(hours) }));
  });

  async function playedWeek() {
    const pool = await createCardPool(owner, [ann, bob], { scoring: "CONFIDENCE" });
    for (const [user, sides] of [[ann, ["HOME", "AWAY"]], [bob, ["AWAY", "AWAY"]]] as const) {
      for (const [index, side] of sides.entries()) {
        expect((await card.pick(user.token, pool.id, { fixtureId: games[index].id, side, confidence: index + 1 })).status).toBe(200);
      }
    }
    return pool;
  }

  test("no card is kept while a game of the week is still to start; once all have, the grid reads the kept cards as the picks read", async () => {
    const pool = await playedWeek();
    await db.fixture.update({ where: { id: games[0].id }, data: { startsAt: inHours(-1) } });
    await settleCardPool(db, pool.id);
    expect((await keptCards(pool.id)).every((row) => row.card === null && row.cardAt === null)).toBe(true);

    await db.fixture.update({ where: { id: games[1].id }, data: { startsAt: inHours(-0.5) } });
    await finish(games[0].id, 24, 17);
    await settleCardPool(db, pool.id);
    const kept = await keptCards(pool.id);
    expect(kept).toHaveLength(3);
    expect(kept.every((row) => row.card !== null && row.cardAt !== null)).toBe(true);
    expect(kept.find((row) => row.userId === owner.user.id)!.card).toEqual([]);

    const fromCards = (await card.grid(bob.token, pool.id)).body.payload;
    await db.cardWeekResult.updateMany({ where: { poolId: pool.id }, data: { cardAt: null } });
    const fromPicks = (await card.grid(bob.token, pool.id)).body.payload;
    expect(fromCards).toEqual(fromPicks);
    expect(fromCards.rows.find((row) => row.userId === ann.user.id)!.cells[0]).toMatchObject({ state: "shown", side: "HOME", outcome: "WIN", points: "1.0000" });
  });

  test("the grid reads the kept card only while no game of the card began after it was kept", async () => {
    const pool = await playedWeek();
    for (const [index, game] of games.entries()) await db.fixture.update({ where: { id: game.id }, data: { startsAt: inHours(-2 + index) } });
    await settleCardPool(db, pool.id);
    // A kept card that differs from the picks shows which one the grid read.
    const { week } = await db.cardWeekResult.findFirstOrThrow({ where: { poolId: pool.id } });
    const annRow = { poolId_week_userId: { poolId: pool.id, week, userId: ann.user.id } };
    const kept = (await db.cardWeekResult.findUniqueOrThrow({ where: annRow })).card as (string | number | boolean | null)[][];
    await db.cardWeekResult.update({ where: annRow, data: { card: kept.map((pick) => (pick[0] === games[0].id ? [pick[0], "AWAY", ...pick.slice(2)] : pick)) } });
    const annCell = async () => (await card.grid(bob.token, pool.id)).body.payload.rows.find((row) => row.userId === ann.user.id)!.cells[0];
    expect(await annCell()).toMatchObject({ side: "AWAY" });
    // A game added to the card, kicking off after the card was kept: the picks are read again.
    await createFixture({ startsAt: new Date() });
    expect(await annCell()).toMatchObject({ side: "HOME" });
  });

  test("automatic picks made after a card was kept drop the week's cards, and the next write keeps them with the new picks", async () => {
    const pool = await createCardPool(owner, [ann, bob], { scoring: "CONFIDENCE", missed: "FAVOURITE" });
    await db.poolMember.updateMany({ where: { poolId: pool.id }, data: { joinedAt: inHours(-3) } });
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "AWAY", confidence: 1 })).status).toBe(200);
    for (const [index, game] of games.entries()) await db.fixture.update({ where: { id: game.id }, data: { startsAt: inHours(-2 + index * 0.5) } });
    // The week written and its cards kept as if the automatic picks had been missed (a pool switched to them since).
    await db.cardPool.update({ where: { poolId: pool.id }, data: { missed: "ZERO" } });
    await settleCardPool(db, pool.id);
    expect((await keptCards(pool.id)).find((row) => row.userId === bob.user.id)!.card).toEqual([]);
    await db.cardPool.update({ where: { poolId: pool.id }, data: { missed: "FAVOURITE" } });
    await settleCardPool(db, pool.id);
    const bobCard = (await keptCards(pool.id)).find((row) => row.userId === bob.user.id)!.card as unknown[][];
    expect(bobCard.map((pick) => pick[5])).toEqual([true, true]);
    const grid = (await card.grid(ann.token, pool.id)).body.payload;
    expect(grid.rows.find((row) => row.userId === bob.user.id)!.cells.map((cell) => cell.state === "shown" && cell.auto)).toEqual([true, true]);
  });

  test("a pool made after last week's games began keeps no cards and writes no rows for that week, before its season", async () => {
    // A week ago to the hour: last week, whatever today is.
    await db.fixture.update({ where: { id: games[0].id }, data: { startsAt: inHours(-24 * 7) } });
    const pool = await createCardPool(owner, [ann, bob], { scoring: "CONFIDENCE" });
    await settleCardPool(db, pool.id);
    const weeks = await db.cardWeekResult.findMany({ where: { poolId: pool.id }, select: { week: true }, distinct: ["week"] });
    expect(weeks.map((row) => row.week.getTime())).toEqual([expect.any(Number)]);
    expect(weeks[0].week.getTime()).toBeGreaterThan(inHours(-24 * 7).getTime());
  });
});
