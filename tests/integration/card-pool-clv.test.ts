// Each member's closing-line value on their card after the week: the average of lib/domain's closingLineValue over
// their own settled picks (a push, an automatic pick and a spread whose point moved before the close count for
// nothing), in the week table and the season table alike.
import { db } from "@/lib/db";
import { closingLineValue } from "@/lib/domain/closing-line";
import { settleCardPool } from "@/lib/server/pools/card/settle-card-pools";
import { card, createCardPool } from "../support/card-calls";
import { createFixture, createSignedInUser } from "../support/factories";
import { createMarketFixture } from "../support/market-factories";
import { cancel, emptyWorld, finish } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;
runInNoonZone();

type Game = { id: number };
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
/** Kicks the games off (in the order given, so the last stays the week's last) with the closing lines given. */
async function close(games: { game: Game; home: number; away: number; spread?: number }[]) {
  for (const [index, { game, home, away, spread }] of games.entries()) {
    await db.fixture.update({
      where: { id: game.id },
      data: {
        startsAt: inHours(-0.5 * (games.length - index)),
        closingHomeMoneyLine: home,
        closingAwayMoneyLine: away,
        ...(spread === undefined ? {} : { closingHomeSpread: spread, closingHomeSpreadPrice: -110, closingAwaySpreadPrice: -110 }),
        closingLineAt: new Date(),
      },
    });
  }
}
const row = (rows: { userId: string; clv: number | null }[], userId: string) => rows.find((entry) => entry.userId === userId)!;

describe("closing-line value on a card", () => {
  beforeEach(emptyWorld);

  test("straight up: each member's average over their settled picks, a push left out, in the week and the season tables", async () => {
    const [owner, ann, bob] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
    const games = [];
    for (const hours of [1, 2, 3]) games.push(await createFixture({ startsAt: inHours(hours) }));
    const pool = await createCardPool(owner, [ann, bob]);
    const pick = (user: typeof ann, game: Game, side: string) => card.pick(user.token, pool.id, { fixtureId: game.id, side });
    // Every game opens at -150 / +130.
    expect((await pick(ann, games[0], "HOME")).status).toBe(200);
    expect((await pick(ann, games[1], "AWAY")).status).toBe(200);
    expect((await pick(bob, games[0], "AWAY")).status).toBe(200);
    expect((await pick(bob, games[1], "HOME")).status).toBe(200);
    expect((await pick(bob, games[2], "HOME")).status).toBe(200);
    await close([
      { game: games[0], home: -170, away: 150 },
      { game: games[1], home: -140, away: 120 },
      { game: games[2], home: -200, away: 170 },
    ]);
    await finish(games[0].id, 24, 17);
    await finish(games[1].id, 10, 20);
    await cancel(games[2].id);
    await settleCardPool(db, pool.id);

    const annClv = (closingLineValue(-150, -170) + closingLineValue(130, 120)) / 2;
    // Bob's cancelled game is a push: no closing-line value, though its line closed.
    const bobClv = (closingLineValue(130, 150) + closingLineValue(-150, -140)) / 2;
    const week = (await card.week(ann.token, pool.id)).body.payload.week;
    const weekRows = (await card.table(ann.token, pool.id, `?table=${week}`)).body.payload.rows;
    expect(row(weekRows, ann.user.id).clv).toBeCloseTo(annClv, 8);
    expect(row(weekRows, bob.user.id).clv).toBeCloseTo(bobClv, 8);
    expect(row(weekRows, owner.user.id).clv).toBeNull();
    const seasonRows = (await card.table(bob.token, pool.id, "?table=season")).body.payload.rows;
    expect(row(seasonRows, ann.user.id).clv).toBeCloseTo(annClv, 8);
    expect(row(seasonRows, bob.user.id).clv).toBeCloseTo(bobClv, 8);
    expect(await db.cardWeekResult.findMany({ where: { poolId: pool.id, userId: bob.user.id }, select: { clvPicks: true } })).toEqual([{ clvPicks: 2 }]);
  });

  test("against the spread: a point that moved before the close has no CLV; an automatic pick counts for nothing", async () => {
    const [owner, ann] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    const held = await createMarketFixture({ homeSpread: -3.5, homeSpreadPrice: -105, awaySpreadPrice: -115 });
    const moved = await createMarketFixture({ homeSpread: -3.5 });
    const missed = await createMarketFixture({ homeSpread: -6.5 });
    for (const [index, game] of [held, moved, missed].entries()) await db.fixture.update({ where: { id: game.id }, data: { startsAt: inHours(index + 1) } });
    const pool = await createCardPool(owner, [ann], { market: "SPREAD", missed: "FAVOURITE" });
    await db.poolMember.updateMany({ where: { poolId: pool.id }, data: { joinedAt: inHours(-5) } });
    expect((await card.pick(ann.token, pool.id, { fixtureId: held.id, side: "HOME" })).status).toBe(200);
    expect((await card.pick(ann.token, pool.id, { fixtureId: moved.id, side: "HOME" })).status).toBe(200);
    await close([
      { game: held, home: -150, away: 130, spread: -3.5 },
      { game: moved, home: -150, away: 130, spread: -4.5 },
      { game: missed, home: -150, away: 130, spread: -6.5 },
    ]);
    // The automatic pick is made at kickoff, on the closing line: its CLV would be 0 and say nothing of the member.
    await settleCardPool(db, pool.id);
    await finish(held.id, 24, 17);
    await finish(moved.id, 24, 17);
    await finish(missed.id, 24, 17);
    await settleCardPool(db, pool.id);
    expect(await db.cardPick.count({ where: { poolId: pool.id, userId: ann.user.id, auto: true } })).toBe(1);
    const week = (await card.week(ann.token, pool.id)).body.payload.week;
    const rows = (await card.table(ann.token, pool.id, `?table=${week}`)).body.payload.rows;
    expect(row(rows, ann.user.id).clv).toBeCloseTo(closingLineValue(-105, -110), 8);
    expect(await db.cardWeekResult.findFirstOrThrow({ where: { poolId: pool.id, userId: ann.user.id }, select: { clvPicks: true } })).toEqual({ clvPicks: 1 });
  });
});
