// Settling card pools in the scheduled run: each scoring's points as the domain rules score them (a push and a cancelled
// game score nothing), week results with the closer guess as the first tiebreak, automatic favourite picks at kickoff
// with the lowest free numbers, the season table without each member's worst weeks, and no sitewide figure touched.
import { db } from "@/lib/db";
import { cardPickUnits, type CardScoring } from "@/lib/domain/card-scoring";
import { pointsUnits } from "@/lib/domain/pool-tiebreak";
import { settleFixtures } from "@/lib/server/results/settle-fixtures";
import { settleCardPool } from "@/lib/server/pools/card/settle-card-pools";
import { card, createCardPool, storeSeason } from "../support/card-calls";
import { scoredCardPicks } from "../support/card-pool-rows";
import { createFixture, createSignedInUser } from "../support/factories";
import { createMarketFixture, marketPick } from "../support/market-factories";
import { cancel, emptyWorld, finish, totals } from "../support/results-factories";
import { changedTables, snapshotDatabase } from "../support/db-snapshot";
import { runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;
runInNoonZone();

type User = Awaited<ReturnType<typeof createSignedInUser>>;
type Game = { id: number };
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
/** Moves games into the past in the order given, so the last one stays the week's last game. */
async function kickOff(games: Game[]) {
  for (const [index, game] of games.entries()) await db.fixture.update({ where: { id: game.id }, data: { startsAt: inHours(-0.5 * (games.length - index)) } });
}
const picksOf = scoredCardPicks;

describe("card pool settlement", () => {
  let owner: User, ann: User, bob: User, games: Game[];

  beforeEach(async () => {
    await emptyWorld();
    [owner, ann, bob] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
    games = [];
    for (const hours of [1, 2, 3]) games.push(await createFixture({ startsAt: inHours(hours) }));
  });

  test("confidence: wins score their numbers, a tie nothing; level members are split by the closer guess", async () => {
    const pool = await createCardPool(owner, [ann, bob], { scoring: "CONFIDENCE" });
    const pick = (user: User, game: Game, side: string, confidence: number) => card.pick(user.token, pool.id, { fixtureId: game.id, side, confidence });
    for (const [game, side, number] of [[games[0], "HOME", 3], [games[1], "AWAY", 2], [games[2], "HOME", 1]] as const) expect((await pick(ann, game, side, number)).status).toBe(200);
    for (const [game, side, number] of [[games[0], "HOME", 1], [games[1], "AWAY", 3], [games[2], "AWAY", 2]] as const) expect((await pick(bob, game, side, number)).status).toBe(200);
    const week = (await card.week(ann.token, pool.id)).body.payload.week;
    await card.tiebreak(ann.token, pool.id, { week, guess: 40 });
    await card.tiebreak(bob.token, pool.id, { week, guess: 47 });
    await kickOff(games);
    await finish(games[0].id, 24, 17);
    await finish(games[1].id, 20, 20);
    await finish(games[2].id, 21, 24);
    await settleCardPool(db, pool.id);

    expect((await picksOf(pool.id, ann.user.id)).map((p) => [p.outcome, p.points])).toEqual([["WIN", "3.0000"], ["PUSH", "0.0000"], ["LOOSE", "0.0000"]]);
    expect((await picksOf(pool.id, bob.user.id)).map((p) => [p.outcome, p.points])).toEqual([["WIN", "1.0000"], ["PUSH", "0.0000"], ["WIN", "2.0000"]]);
    // Both on 3 points; the last game's total is 45: Bob's 47 is 2 away, Ann's 40 is 5.
    const table = await card.table(ann.token, pool.id, `?table=${week}`);
    expect(table.body.payload).toMatchObject({ table: week, final: true });
    expect(table.body.payload.rows.map((row) => [row.userId, row.rank, row.points, row.guessMiss, row.decidedBy])).toEqual(
      expect.arrayContaining([
        [bob.user.id, 1, "3.0000", 2, "GUESS"],
        [ann.user.id, 2, "3.0000", 5, "GUESS"],
      ]),
    );
    expect(table.body.payload.rows[0].userId).toBe(bob.user.id);
    // The grid shows everything now: every cell with its result, the guesses and the points.
    const grid = (await card.grid(ann.token, pool.id, `?week=${week}`)).body.payload;
    expect(grid.finalTotal).toBe(45);
    expect(grid.rows.find((row) => row.userId === bob.user.id)).toMatchObject({ guess: 47, points: "3.0000", maxPoints: "3.0000" });
  });

  test("each scoring's points are the domain rules' to the ten-thousandth, and a cancelled game scores nothing", async () => {
    for (const scoring of ["WINS", "PRICE", "CONFIDENCE"] as CardScoring[]) {
      const pool = await createCardPool(owner, [ann], { scoring });
      await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME" });
      await card.pick(ann.token, pool.id, { fixtureId: games[1].id, side: "AWAY" });
      await card.pick(ann.token, pool.id, { fixtureId: games[2].id, side: "AWAY" });
    }
    await kickOff(games);
    await finish(games[0].id, 24, 17);
    await finish(games[1].id, 10, 13);
    await cancel(games[2].id);
    for (const pool of await db.cardPool.findMany()) {
      await settleCardPool(db, pool.poolId);
      const picks = await picksOf(pool.poolId, ann.user.id);
      expect(picks.map((p) => p.outcome)).toEqual(["WIN", "WIN", "PUSH"]);
      for (const p of picks) {
        expect({ scoring: pool.scoring, units: pointsUnits(p.points) }).toEqual({
          scoring: pool.scoring,
          units: cardPickUnits({ confidence: p.confidence, price: p.price, result: p.outcome }, pool.scoring),
        });
      }
    }
  });

  test("a corrected result settles again: the pick's outcome and the week's result follow it", async () => {
    const pool = await createCardPool(owner, [ann]);
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "HOME" })).status).toBe(200);
    await kickOff([games[0]]);
    await finish(games[0].id, 24, 17);
    await settleCardPool(db, pool.id);
    const { week } = await db.cardPick.findFirstOrThrow({ where: { poolId: pool.id, userId: ann.user.id } });
    const annWeek = () => db.cardWeekResult.findUniqueOrThrow({ where: { poolId_week_userId: { poolId: pool.id, week, userId: ann.user.id } } });
    expect((await picksOf(pool.id, ann.user.id))[0].outcome).toBe("WIN");
    expect((await annWeek()).points.toFixed(4)).toBe("1.0000");
    await db.fixture.update({ where: { id: games[0].id }, data: { homeScore: 17, awayScore: 24, winnerSide: "AWAY", corrections: { increment: 1 } } });
    await settleCardPool(db, pool.id);
    expect((await picksOf(pool.id, ann.user.id))[0]).toMatchObject({ outcome: "LOOSE" });
    expect((await annWeek()).points.toFixed(4)).toBe("0.0000");
  });

  test("against the spread, a pick wins or loses on the score with its point", async () => {
    const spread = await createMarketFixture({ homeSpread: -3.5 });
    await db.fixture.update({ where: { id: spread.id }, data: { startsAt: inHours(0.5) } });
    const pool = await createCardPool(owner, [ann, bob], { market: "SPREAD" });
    expect((await card.pick(ann.token, pool.id, { fixtureId: spread.id, side: "AWAY" })).body.payload).toMatchObject({ point: 3.5 });
    expect((await card.pick(bob.token, pool.id, { fixtureId: spread.id, side: "HOME" })).body.payload).toMatchObject({ point: -3.5 });
    await db.fixture.update({ where: { id: spread.id }, data: { startsAt: inHours(-1) } });
    await finish(spread.id, 24, 21);
    await settleCardPool(db, pool.id);
    expect((await picksOf(pool.id, ann.user.id))[0].outcome).toBe("WIN");
    expect((await picksOf(pool.id, bob.user.id))[0].outcome).toBe("LOOSE");
  });

  test("missed games get the favourite at kickoff, marked automatic, with the lowest numbers nobody on the card holds", async () => {
    await db.fixture.update({ where: { id: games[1].id }, data: { homeMoneyLine: 170, awayMoneyLine: -200 } });
    const pool = await createCardPool(owner, [ann, bob], { scoring: "CONFIDENCE", missed: "FAVOURITE" });
    const zero = await createCardPool(owner, [ann, bob], { scoring: "CONFIDENCE" });
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[2].id, side: "AWAY", confidence: 1 })).status).toBe(200);
    // Members who joined before the kickoffs (the games are moved into the past below); one who joined after gets none.
    await db.poolMember.updateMany({ where: { poolId: { in: [pool.id, zero.id] } }, data: { joinedAt: inHours(-2) } });
    const late = await createSignedInUser();
    await db.poolMember.create({ data: { poolId: pool.id, userId: late.user.id } });
    await db.fixture.update({ where: { id: games[0].id }, data: { startsAt: inHours(-0.5) } });
    await db.fixture.update({ where: { id: games[1].id }, data: { startsAt: inHours(-0.25) } });
    await settleCardPool(db, pool.id);
    await settleCardPool(db, zero.id);

    const shape = (rows: Awaited<ReturnType<typeof picksOf>>) => rows.map((p) => ({ fixtureId: p.fixtureId, side: p.side, confidence: p.confidence, auto: p.auto }));
    expect(shape(await picksOf(pool.id, ann.user.id))).toEqual([
      { fixtureId: games[0].id, side: "HOME", confidence: 2, auto: true },
      { fixtureId: games[1].id, side: "AWAY", confidence: 3, auto: true },
      { fixtureId: games[2].id, side: "AWAY", confidence: 1, auto: false },
    ]);
    expect(shape(await picksOf(pool.id, bob.user.id))).toEqual([
      { fixtureId: games[0].id, side: "HOME", confidence: 1, auto: true },
      { fixtureId: games[1].id, side: "AWAY", confidence: 2, auto: true },
    ]);
    expect(await db.cardPick.count({ where: { poolId: zero.id } })).toBe(0);
    expect(await db.cardPick.count({ where: { userId: late.user.id } })).toBe(0);
    // A second run makes none again; the grid shows the automatic pick as such to everyone.
    await settleCardPool(db, pool.id);
    // The owner's two, Ann's two and her own, Bob's two.
    expect(await db.cardPick.count({ where: { poolId: pool.id } })).toBe(7);
    const grid = (await card.grid(bob.token, pool.id)).body.payload;
    expect(grid.rows.find((row) => row.userId === ann.user.id)!.cells[0]).toMatchObject({ state: "shown", side: "HOME", auto: true, confidence: 2 });
    // Ann's own open pick shows to her and stays hidden from Bob.
    expect(grid.rows.find((row) => row.userId === ann.user.id)!.cells[2]).toEqual({ fixtureId: games[2].id, state: "hidden" });
  });

  test("a card pick touches no sitewide figure: picks, standings, boards and the game's pick counts stay as they were", async () => {
    const pool = await createCardPool(owner, [ann], { scoring: "PRICE" });
    // Ann's sitewide pick on the same game, the other side.
    await marketPick(ann.user.id, games[0].id, { market: "MONEY_LINE", side: "HOME", point: null, price: -150 });
    const counts = () => db.fixturePickCount.aggregate({ _sum: { home: true, away: true, total: true, hiddenHome: true, hiddenAway: true } });
    const [before, countsBefore] = [await totals(), await counts()];
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "AWAY" })).status).toBe(200);
    await kickOff([games[0]]);
    await finish(games[0].id, 10, 20);
    await settleCardPool(db, pool.id);
    expect((await picksOf(pool.id, ann.user.id))[0]).toMatchObject({ outcome: "WIN" });
    expect(await totals()).toEqual(before);
    expect(await counts()).toEqual(countsBefore);
    // The games' own settlement settles the sitewide pick alone: a loss, whatever the card pick won.
    await settleFixtures(db, [games[0].id]);
    const standing = await db.standing.findUniqueOrThrow({ where: { userId: ann.user.id } });
    expect(standing.points.toFixed(4)).toBe("0.0000");
    expect(await db.pick.findMany({ where: { userId: ann.user.id }, select: { outcome: true } })).toEqual([{ outcome: "LOOSE" }]);
  });

  test("picking, guessing, settling and reading a card week write only the card pool's own tables", async () => {
    const pool = await createCardPool(owner, [ann, bob], { scoring: "CONFIDENCE", missed: "FAVOURITE" });
    await marketPick(ann.user.id, games[0].id, { market: "MONEY_LINE", side: "HOME", point: null, price: -150 });
    await marketPick(bob.user.id, games[1].id, { market: "MONEY_LINE", side: "AWAY", point: null, price: 130 });
    await db.poolMember.updateMany({ where: { poolId: pool.id }, data: { joinedAt: inHours(-2) } });
    const cardOnly = (tables: string[]) => tables.filter((name) => !name.startsWith("Card") && name !== "RateLimitHit");

    const beforePicks = await snapshotDatabase();
    expect((await card.pick(ann.token, pool.id, { fixtureId: games[0].id, side: "AWAY" })).status).toBe(200);
    expect((await card.pick(bob.token, pool.id, { fixtureId: games[0].id, side: "HOME" })).status).toBe(200);
    expect((await card.pick(bob.token, pool.id, { fixtureId: games[1].id, side: "AWAY", confidence: 3 })).status).toBe(200);
    const week = (await card.week(ann.token, pool.id)).body.payload.week;
    expect((await card.tiebreak(ann.token, pool.id, { week, guess: 44 })).status).toBe(200);
    expect(cardOnly(changedTables(beforePicks, await snapshotDatabase()))).toEqual([]);

    // The games end and settle sitewide, then the card pool settles (with automatic picks) and is read.
    await kickOff(games);
    for (const game of games) await finish(game.id, 24, 17);
    await settleFixtures(db, games.map((game) => game.id));
    const beforeSettling = await snapshotDatabase();
    await settleCardPool(db, pool.id);
    expect(await db.cardPick.count({ where: { poolId: pool.id, auto: true } })).toBeGreaterThan(0);
    expect((await card.grid(bob.token, pool.id, `?week=${week}`)).status).toBe(200);
    expect((await card.table(bob.token, pool.id, `?table=${week}`)).status).toBe(200);
    expect((await card.table(bob.token, pool.id, "?table=season")).status).toBe(200);
    const changed = changedTables(beforeSettling, await snapshotDatabase());
    expect(changed).toEqual(expect.arrayContaining(["CardPick", "CardWeekResult"]));
    expect(cardOnly(changed)).toEqual([]);
  });

  test("the season table drops each member's worst weeks, never below one counted week", async () => {
    const pool = await createCardPool(owner, [ann, bob], { dropWeeks: 2 });
    const week = (await card.week(ann.token, pool.id)).body.payload.week;
    const monday = (weeksBack: number) => new Date(Date.parse(`${week}T00:00:00Z`) - weeksBack * 7 * 86_400_000);
    await db.pool.update({ where: { id: pool.id }, data: { createdAt: monday(3) } });
    // Three closed weeks: Ann 5, 1, 2 (drops 1 and 2: 5); Bob 4, 3 and a week not played (drops the 0 and the 3: 4).
    // This week is still being played: its points count and it is never dropped.
    await db.cardWeekResult.createMany({
      data: [
        { poolId: pool.id, week: monday(3), userId: ann.user.id, points: 5, wins: 5, final: true },
        { poolId: pool.id, week: monday(3), userId: bob.user.id, points: 4, wins: 4, final: true },
        { poolId: pool.id, week: monday(2), userId: ann.user.id, points: 1, wins: 1, final: true },
        { poolId: pool.id, week: monday(2), userId: bob.user.id, points: 3, wins: 3, final: true },
        { poolId: pool.id, week: monday(1), userId: ann.user.id, points: 2, wins: 2, final: true },
        { poolId: pool.id, week: monday(0), userId: bob.user.id, points: 0.5, wins: 1, final: false },
      ],
    });
    await storeSeason(pool.id);
    const table = (await card.table(bob.token, pool.id, "?table=season")).body.payload;
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    expect(table.rows.slice(0, 2).map((row) => ({ userId: row.userId, rank: row.rank, points: row.points, droppedWeeks: row.droppedWeeks }))).toEqual([
      { userId: ann.user.id, rank: 1, points: "5.0000", droppedWeeks: [iso(monday(1)), iso(monday(2))].sort() },
      { userId: bob.user.id, rank: 2, points: "4.5000", droppedWeeks: [iso(monday(1)), iso(monday(2))].sort() },
    ]);
    // The owner played no week: three zeros, two dropped, last place.
    expect(table.rows[2]).toMatchObject({ userId: owner.user.id, rank: 3, points: "0.0000" });
    expect(table.rows[2].droppedWeeks).toHaveLength(2);
  });
});
