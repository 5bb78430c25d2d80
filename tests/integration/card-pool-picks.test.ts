// Making a card: a member picks, changes and clears games of the week's card until each starts, orders confidence
// numbers (a started game's number stays), guesses the last game's total until it starts; the server refuses a pick
// after kickoff, a number used twice, a locked number moved, a game off the card, a full Pick N card and a non-member,
// and the database holds the same whatever the server let through.
import { db } from "@/lib/db";
import { createFixture, createSignedInUser } from "../support/factories";
import { card, createCardPool } from "../support/card-calls";
import { createMarketFixture } from "../support/market-factories";
import { emptyWorld, pickWithOdds } from "../support/results-factories";
import { pools } from "../support/pool-calls";
import { runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;
runInNoonZone();

type User = Awaited<ReturnType<typeof createSignedInUser>>;
type Game = Awaited<ReturnType<typeof createFixture>>;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const start = (game: Game) => db.fixture.update({ where: { id: game.id }, data: { startsAt: inHours(-0.25) } });
const picksOf = (userId: string) => db.cardPick.findMany({ where: { userId }, orderBy: { fixtureId: "asc" }, select: { fixtureId: true, side: true, confidence: true } });

describe("card picks", () => {
  let owner: User, ann: User, outsider: User, games: Game[];

  beforeEach(async () => {
    await emptyWorld();
    [owner, ann, outsider] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
    games = [];
    for (const hours of [1, 2, 3]) games.push(await createFixture({ startsAt: inHours(hours) }));
  });

  test("the week's card lists its games with their lines and margin-free chances, and a pick made, changed and cleared", async () => {
    const pool = await createCardPool(owner, [ann]);
    const read = await card.week(ann.token, pool.id);
    expect(read.status).toBe(200);
    expect(read.body.payload).toMatchObject({ size: 3, frozenAt: null, settings: { picking: "EVERY_GAME", scoring: "WINS", market: "MONEY_LINE" } });
    expect(read.body.payload.games.map((game) => game.fixtureId)).toEqual(games.map((game) => game.id));
    const { line, chance } = read.body.payload.games[0];
    expect(line).toEqual({ homePoint: null, homePrice: -150, awayPrice: 130, frozenAt: null });
    // -150 / +130: implied 0.6 and 0.4348, without the margin 0.58 and 0.42.
    expect(chance!.home).toBeCloseTo(0.58, 2);
    expect(chance!.home + chance!.away).toBeCloseTo(1, 10);

    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME" })).body.payload).toMatchObject({ side: "HOME", price: -150, confidence: null, auto: false });
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "AWAY" })).body.payload).toMatchObject({ side: "AWAY", price: 130 });
    expect(await picksOf(ann.user.id)).toEqual([{ fixtureId: games[0].id, side: "AWAY", confidence: null }]);
    expect((await card.clear(ann.token, pool.id, games[0].id)).body.payload).toEqual({ cleared: true });
    expect(await picksOf(ann.user.id)).toEqual([]);
  });

  test("after kickoff a pick can be neither changed nor cleared, nor a new one made", async () => {
    const pool = await createCardPool(owner, [ann]);
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME" })).status).toBe(200);
    await start(games[0]);
    const changed = await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "AWAY" });
    expect(changed.status).toBe(422);
    expect(changed.body.error).toMatchObject({ code: "PICK_CLOSED" });
    expect((await card.clear(ann.token, pool.id, games[0].id)).body.error).toMatchObject({ code: "PICK_CLOSED" });
    await start(games[1]);
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[1].id, side: "HOME" })).body.error).toMatchObject({ code: "PICK_CLOSED" });
    expect(await picksOf(ann.user.id)).toEqual([{ fixtureId: games[0].id, side: "HOME", confidence: null }]);
  });

  test("kickoff is the database's: a server clock running behind it lets no pick, change, clear or number through", async () => {
    const pool = await createCardPool(owner, [ann], { scoring: "CONFIDENCE" });
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME" })).status).toBe(200);
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[1].id, side: "HOME" })).status).toBe(200);
    const week = (await card.week(ann.token, pool.id)).body.payload.week;
    await start(games[0]);
    await start(games[2]);
    // The server's clock two hours behind the database's: by it, every game is still to come.
    jest.useFakeTimers({ now: Date.now() - 2 * HOUR, doNotFake: ["nextTick", "setImmediate", "setTimeout", "setInterval", "clearTimeout", "clearInterval", "clearImmediate", "queueMicrotask", "hrtime", "performance"] });
    try {
      expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "AWAY" })).body.error).toMatchObject({ code: "PICK_CLOSED" });
      expect((await card.pick(ann.token, pool.id, { fixtureId: games[2].id, side: "AWAY" })).body.error).toMatchObject({ code: "PICK_CLOSED" });
      expect((await card.clear(ann.token, pool.id, games[0].id)).body.error).toMatchObject({ code: "PICK_CLOSED" });
      const moved = await card.confidence(ann.token, pool.id, { week, order: [{ fixtureId: games[0].id, confidence: 2 }, { fixtureId: games[1].id, confidence: 1 }] });
      expect(moved.body.error).toMatchObject({ code: "CONFIDENCE_LOCKED" });
    } finally {
      jest.useRealTimers();
    }
    expect(await picksOf(ann.user.id)).toEqual([
      { fixtureId: games[0].id, side: "HOME", confidence: 1 },
      { fixtureId: games[1].id, side: "HOME", confidence: 2 },
    ]);
  });

  test("confidence: new picks take the lowest free number, a number is used once, a started game's number stays", async () => {
    const pool = await createCardPool(owner, [ann], { scoring: "CONFIDENCE" });
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME" })).body.payload).toMatchObject({ confidence: 1 });
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[1].id, side: "HOME", confidence: 3 })).body.payload).toMatchObject({ confidence: 3 });
    const twice = await card.pick(ann.token, pool.id, { fixtureId: games[2].id, side: "HOME", confidence: 3 });
    expect(twice.status).toBe(422);
    expect(twice.body.error).toMatchObject({ code: "CONFIDENCE_INVALID" });
    const outOfRange = await card.pick(ann.token, pool.id, { fixtureId: games[2].id, side: "HOME", confidence: 4 });
    expect(outOfRange.body.error).toMatchObject({ code: "CONFIDENCE_INVALID" });
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[2].id, side: "AWAY" })).body.payload).toMatchObject({ confidence: 2 });
    const week = (await card.week(ann.token, pool.id)).body.payload.week;

    // A swap of two open games' numbers goes through; a number twice in one order does not.
    const swapped = await card.confidence(ann.token, pool.id, { week, order: [{ fixtureId: games[1].id, confidence: 2 }, { fixtureId: games[2].id, confidence: 3 }] });
    expect(swapped.status).toBe(200);
    expect(await picksOf(ann.user.id)).toEqual([
      { fixtureId: games[0].id, side: "HOME", confidence: 1 },
      { fixtureId: games[1].id, side: "HOME", confidence: 2 },
      { fixtureId: games[2].id, side: "AWAY", confidence: 3 },
    ]);
    const doubled = await card.confidence(ann.token, pool.id, { week, order: [{ fixtureId: games[1].id, confidence: 3 }] });
    expect(doubled.body.error).toMatchObject({ code: "CONFIDENCE_INVALID" });

    // Once the first game starts its 1 stays where it is, whatever the order asks.
    await start(games[0]);
    const moved = await card.confidence(ann.token, pool.id, { week, order: [{ fixtureId: games[0].id, confidence: 3 }, { fixtureId: games[2].id, confidence: 1 }] });
    expect(moved.status).toBe(422);
    expect(moved.body.error).toMatchObject({ code: "CONFIDENCE_LOCKED" });
    expect((await picksOf(ann.user.id)).map((pick) => pick.confidence)).toEqual([1, 2, 3]);
    // The database refuses it too, whatever the server let through.
    await expect(db.cardPick.updateMany({ where: { fixtureId: games[0].id }, data: { confidence: null } })).rejects.toThrow(/card pick locked/);
  });

  test("a game off the card, a full Pick N card and a non-member are refused, and no row is written", async () => {
    const pool = await createCardPool(owner, [ann], { picking: "PICK_N", pickCount: 2 }, ["nfl"]);
    const hockey = await createFixture({ league: "NHL", startsAt: inHours(2) });
    const offCard = await card.pick(ann.token, pool.id, { fixtureId: hockey.id, side: "HOME" });
    expect(offCard.status).toBe(422);
    expect(offCard.body.error).toMatchObject({ code: "NOT_ON_CARD", message: "This game is not on the pool's card for this week" });
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME" })).status).toBe(200);
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[1].id, side: "HOME" })).status).toBe(200);
    const full = await card.pick(ann.token, pool.id, { fixtureId: games[2].id, side: "HOME" });
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({ code: "CARD_FULL" });
    // A change of a game already on the member's card is no new slot.
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[1].id, side: "AWAY" })).status).toBe(200);

    const stranger = await card.pick(outsider.token, pool.id, { fixtureId: games[0].id, side: "HOME" });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toMatchObject({ code: "NOT_FOUND", message: "This pool does not exist" });
    expect((await card.week(outsider.token, pool.id)).status).toBe(404);
    expect(await db.cardPick.count({ where: { userId: { in: [outsider.user.id] } } })).toBe(0);
    expect(await db.cardPick.count({ where: { fixtureId: { in: [hockey.id, games[2].id] } } })).toBe(0);
  });

  test("the card's line freezes when the card opens: a later market move changes no pick's price", async () => {
    const spread = await createMarketFixture({ homeSpread: -3.5, homeSpreadPrice: -115, awaySpreadPrice: -105 });
    await db.fixture.update({ where: { id: spread.id }, data: { startsAt: inHours(2.5) } });
    const pool = await createCardPool(owner, [ann], { market: "SPREAD", lines: "CARD" });
    const opened = (await card.week(ann.token, pool.id)).body.payload;
    const game = opened.games.find((row) => row.fixtureId === spread.id)!;
    expect(game.line).toMatchObject({ homePoint: -3.5, homePrice: -115, awayPrice: -105, frozenAt: opened.frozenAt });
    expect(opened.frozenAt).not.toBeNull();
    // Games without a spread have no line on a spread card.
    expect(opened.games.find((row) => row.fixtureId === games[0].id)!.line).toBeNull();
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME" })).body.error).toMatchObject({ code: "NO_ODDS" });

    await db.fixture.update({ where: { id: spread.id }, data: { homeSpread: -6.5, homeSpreadPrice: -120, awaySpreadPrice: 100 } });
    const picked = await card.pick(ann.token, pool.id, { fixtureId: spread.id, side: "AWAY" });
    expect(picked.body.payload).toMatchObject({ side: "AWAY", point: 3.5, price: -105 });
  });

  test("changing a held pick keeps its number and takes the side's line now; a stale price or a started game is refused", async () => {
    const pool = await createCardPool(owner, [ann], { scoring: "CONFIDENCE" });
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME", confidence: 3 })).status).toBe(200);
    await db.fixture.update({ where: { id: games[0].id }, data: { homeMoneyLine: -170, awayMoneyLine: 150 } });
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "AWAY", price: 130 })).body.error).toMatchObject({ code: "ODDS_CHANGED" });
    const changed = await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "AWAY", price: 150 });
    expect(changed.body.payload).toMatchObject({ side: "AWAY", price: 150, confidence: 3, auto: false, week: (await card.week(ann.token, pool.id)).body.payload.week });
    expect(await db.cardPick.findFirstOrThrow({ where: { userId: ann.user.id }, select: { price: true, opposingPrice: true } })).toEqual({ price: 150, opposingPrice: -170 });
    await start(games[0]);
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME" })).body.error).toMatchObject({ code: "PICK_CLOSED" });
    expect(await picksOf(ann.user.id)).toEqual([{ fixtureId: games[0].id, side: "AWAY", confidence: 3 }]);
  });

  test("the member's own line: a price that moved since they saw it is refused", async () => {
    const pool = await createCardPool(owner, [ann]);
    await db.fixture.update({ where: { id: games[0].id }, data: { homeMoneyLine: -170, awayMoneyLine: 150 } });
    const stale = await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME", price: -150 });
    expect(stale.body.error).toMatchObject({ code: "ODDS_CHANGED" });
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME", price: -170 })).body.payload).toMatchObject({ price: -170 });
  });

  test("the tiebreak guess changes until the week's last game starts, then is refused", async () => {
    const pool = await createCardPool(owner, [ann]);
    const week = (await card.week(ann.token, pool.id)).body.payload.week;
    expect((await card.tiebreak(ann.token, pool.id, { week, guess: 41 })).body.payload).toEqual({ week, guess: 41 });
    expect((await card.tiebreak(ann.token, pool.id, { week, guess: 44 })).body.payload).toEqual({ week, guess: 44 });
    expect((await card.week(ann.token, pool.id)).body.payload).toMatchObject({ myGuess: 44, lastGame: { fixtureId: games[2].id, started: false } });
    await db.fixture.update({ where: { id: games[2].id }, data: { status: "IN_PROGRESS" } });
    const late = await card.tiebreak(ann.token, pool.id, { week, guess: 50 });
    expect(late.status).toBe(422);
    expect(late.body.error).toMatchObject({ code: "PICK_CLOSED", message: "The week's last game has started: guesses are closed" });
    expect((await db.cardTiebreakGuess.findFirstOrThrow({ where: { userId: ann.user.id } })).guess).toBe(44);
  });

  test("who still has to pick: a member whose week card is not complete, whatever they picked elsewhere", async () => {
    const pool = await createCardPool(owner, [ann]);
    // The owner's sitewide pick on a card game is not a card pick: they still have to pick.
    await pickWithOdds(owner.user.id, games[0].id, "HOME", -150);
    // Ann's card is complete: every game of the week picked.
    for (const game of games) expect((await card.pick(ann.token, pool.id, { fixtureId: game.id, side: "AWAY" })).status).toBe(200);
    const { status, body } = await pools.pending(ann.token, pool.id);
    expect(status).toBe(200);
    const week = (await card.week(ann.token, pool.id)).body.payload.week;
    expect(body.payload).toMatchObject({ week, count: 1, members: [{ id: owner.user.id }] });
    expect((await pools.pending(outsider.token, pool.id)).status).toBe(404);
  });

  test("the card pool's rules are checked when it is created", async () => {
    const { pools } = await import("../support/pool-calls");
    const noN = await pools.create(owner.token, { name: "No N", kind: "CARD", leagues: ["nfl"], card: { picking: "PICK_N" } });
    expect(noN.status).toBe(400);
    const tooMany = await pools.create(owner.token, { name: "Drops", kind: "CARD", leagues: ["nfl"], card: { dropWeeks: 5 } });
    expect(tooMany.status).toBe(400);
    const noRules = await pools.create(owner.token, { name: "Bare", kind: "CARD", leagues: ["nfl"] });
    expect(noRules.status).toBe(400);
    const made = await createCardPool(owner, [], { picking: "PICK_N", pickCount: 5, scoring: "PRICE", missed: "FAVOURITE", dropWeeks: 2, seasonEnd: "2027-02-14" });
    expect(await db.cardPool.findUniqueOrThrow({ where: { poolId: made.id } })).toMatchObject({ picking: "PICK_N", pickCount: 5, scoring: "PRICE", missed: "FAVOURITE", dropWeeks: 2 });
    expect(made.kind).toBe("CARD");
  });
});
