// The database's own guards on card picks, whatever statement reaches it: a pick's choice is fixed once its game has
// started by the database's clock (an automatic pick can still be made at kickoff), one pick per member and game, one
// use of a confidence number per member and week, a game of the pool's leagues, at most N picks a member and week on a
// Pick N card, and no pick without a membership.
import { db } from "@/lib/db";
import { createFixture, createSignedInUser } from "../support/factories";
import { cardPoolRow, weekOf } from "../support/card-pool-rows";
import { emptyWorld } from "../support/results-factories";

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

type Game = Awaited<ReturnType<typeof createFixture>>;

const pickRow = (poolId: string, userId: string, game: Game, extra: Record<string, unknown> = {}) => ({
  poolId,
  userId,
  week: weekOf(game.startsAt),
  fixtureId: game.id,
  side: "HOME" as const,
  price: -150,
  opposingPrice: 130,
  ...extra,
});

const startGame = (game: Game) => db.fixture.update({ where: { id: game.id }, data: { startsAt: inHours(-0.5) } });

describe("card pick guards in the database", () => {
  let ann: string, bob: string, outsider: string, poolId: string, game: Game;

  beforeEach(async () => {
    await emptyWorld();
    [ann, bob, outsider] = (await Promise.all([1, 2, 3].map(() => createSignedInUser()))).map((u) => u.user.id);
    poolId = (await cardPoolRow([ann, bob], { scoring: "CONFIDENCE" })).id;
    game = await createFixture({ startsAt: inHours(2) });
  });

  test("once the game starts a pick cannot be changed, cleared or made, whatever the statement", async () => {
    const pick = await db.cardPick.create({ data: pickRow(poolId, ann, game, { confidence: 1 }) });
    await startGame(game);
    await expect(db.cardPick.update({ where: { id: pick.id }, data: { side: "AWAY" } })).rejects.toThrow(/card pick locked/);
    await expect(db.$executeRaw`UPDATE "CardPick" SET "confidence" = 2 WHERE "id" = ${pick.id}`).rejects.toThrow(/card pick locked/);
    await expect(db.cardPick.delete({ where: { id: pick.id } })).rejects.toThrow(/card pick locked/);
    await expect(db.cardPick.create({ data: pickRow(poolId, bob, game) })).rejects.toThrow(/card pick locked/);
    expect(await db.cardPick.findMany({ select: { userId: true, side: true, confidence: true } })).toEqual([{ userId: ann, side: "HOME", confidence: 1 }]);
  });

  test("a game that is no longer PREGAME is started too, even before its scheduled time", async () => {
    const pick = await db.cardPick.create({ data: pickRow(poolId, ann, game) });
    await db.fixture.update({ where: { id: game.id }, data: { status: "IN_PROGRESS" } });
    await expect(db.cardPick.update({ where: { id: pick.id }, data: { side: "AWAY" } })).rejects.toThrow(/card pick locked/);
  });

  test("after the start, an automatic pick can still be made", async () => {
    await db.cardPick.create({ data: pickRow(poolId, ann, game, { confidence: 2 }) });
    await startGame(game);
    await db.cardPick.create({ data: pickRow(poolId, bob, game, { auto: true, confidence: 1 }) });
    expect(await db.cardPick.count({ where: { fixtureId: game.id } })).toBe(2);
  });

  test("leaving the pool takes the member's started picks along", async () => {
    await db.cardPick.create({ data: pickRow(poolId, bob, game) });
    await startGame(game);
    await db.poolMember.delete({ where: { poolId_userId: { poolId, userId: bob } } });
    expect(await db.cardPick.count()).toBe(0);
  });

  test("before the start a pick changes freely", async () => {
    const pick = await db.cardPick.create({ data: pickRow(poolId, ann, game, { confidence: 1 }) });
    await db.cardPick.update({ where: { id: pick.id }, data: { side: "AWAY", confidence: 3 } });
    await db.cardPick.delete({ where: { id: pick.id } });
    expect(await db.cardPick.count()).toBe(0);
  });

  test("one pick per member and game, and a confidence number once per member and week", async () => {
    const other = await createFixture({ startsAt: inHours(3) });
    await db.cardPick.create({ data: pickRow(poolId, ann, game, { confidence: 1 }) });
    await expect(db.cardPick.create({ data: pickRow(poolId, ann, game, { side: "AWAY" }) })).rejects.toMatchObject({ code: "P2002" });
    await expect(db.cardPick.create({ data: pickRow(poolId, ann, other, { confidence: 1 }) })).rejects.toMatchObject({ code: "P2002" });
    // Another member's 1, and picks without numbers (pools without confidence), do not meet.
    await db.cardPick.create({ data: pickRow(poolId, bob, game, { confidence: 1 }) });
    await db.cardPick.create({ data: pickRow(poolId, ann, other) });
    expect(await db.cardPick.count()).toBe(3);
  });

  test("a pick's game is one of the pool's leagues", async () => {
    const hockey = await createFixture({ league: "NHL", startsAt: inHours(2) });
    await expect(db.cardPick.create({ data: pickRow(poolId, ann, hockey) })).rejects.toThrow(/card pick off the card/);
    const pick = await db.cardPick.create({ data: pickRow(poolId, ann, game) });
    await expect(db.cardPick.update({ where: { id: pick.id }, data: { fixtureId: hockey.id } })).rejects.toThrow(/card pick off the card/);
  });

  test("a Pick N card holds N picks a member and week; a held pick still changes or moves to another game", async () => {
    const pickN = (await cardPoolRow([ann, bob], { picking: "PICK_N", pickCount: 2 })).id;
    const [second, third] = [await createFixture({ startsAt: inHours(3) }), await createFixture({ startsAt: inHours(4) })];
    await db.cardPick.create({ data: pickRow(pickN, ann, game) });
    const held = await db.cardPick.create({ data: pickRow(pickN, ann, second) });
    await expect(db.cardPick.create({ data: pickRow(pickN, ann, third) })).rejects.toThrow(/card pick beyond the card/);
    // The card call's own statement: an insert that meets the held pick and changes it.
    await db.$executeRaw`
      INSERT INTO "CardPick" ("poolId", "userId", "week", "fixtureId", "side", "price", "updatedAt")
      VALUES (${pickN}, ${ann}, ${weekOf(second.startsAt)}, ${second.id}, 'AWAY', 130, now())
      ON CONFLICT ("poolId", "userId", "fixtureId") DO UPDATE SET "side" = EXCLUDED."side", "price" = EXCLUDED."price"`;
    await db.cardPick.update({ where: { id: held.id }, data: { fixtureId: third.id } });
    // Another member's card, and a card of every game, are their own.
    await db.cardPick.create({ data: pickRow(pickN, bob, third) });
    for (const each of [game, second, third]) await db.cardPick.create({ data: pickRow(poolId, ann, each) });
    expect(await db.cardPick.count({ where: { poolId: pickN, userId: ann } })).toBe(2);
  });

  test("two Pick N picks racing for the card's last slot: the second waits for the first and is refused", async () => {
    const pickN = (await cardPoolRow([ann], { picking: "PICK_N", pickCount: 1 })).id;
    const second = await createFixture({ startsAt: inHours(3) });
    let inserted: () => void = () => {};
    const firstIn = new Promise<void>((resolve) => (inserted = resolve));
    const first = db.$transaction(async (tx) => {
      await tx.cardPick.create({ data: pickRow(pickN, ann, game) });
      inserted();
      // Still open while the other insert arrives: it cannot see this row yet.
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await firstIn;
    const racing = db.cardPick.create({ data: pickRow(pickN, ann, second) });
    const settledRace = racing.then(() => "written", (error: Error) => error.message);
    await first;
    expect(await settledRace).toMatch(/card pick beyond the card/);
    expect(await db.cardPick.count({ where: { poolId: pickN } })).toBe(1);
  });

  test("a pick needs a membership, and a confidence number is 1 or more", async () => {
    await expect(db.cardPick.create({ data: pickRow(poolId, outsider, game) })).rejects.toThrow();
    await expect(db.cardPick.create({ data: pickRow(poolId, ann, game, { confidence: 0 }) })).rejects.toThrow(/CardPick_confidence_check/);
    expect(await db.cardPick.count()).toBe(0);
  });
});
