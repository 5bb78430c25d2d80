// The closing line: the last line seen before the start, written once by the sync, untouched by later feeds and corrections.
import { db } from "@/lib/db";
import { seedTeams } from "@/lib/server/demo/seed-catalog";
import { correctResult } from "@/lib/server/admin/correct-result";
import { getFixture } from "@/lib/server/fixtures/get-fixture";
import { createParlay } from "@/lib/server/parlays/create-parlay";
import { createPick } from "@/lib/server/picks/create-pick";
import { createUser } from "../support/factories";
import { emptyWorld } from "../support/results-factories";
import { syncedGame } from "../support/synced-game";

beforeEach(async () => {
  await emptyWorld();
  await seedTeams(db);
});

const { at, game, sync } = syncedGame("501");
const closing = async () => {
  const fixture = await db.fixture.findFirstOrThrow({
    where: { providerEventId: "501" }, select: { id: true, closingHomeMoneyLine: true, closingAwayMoneyLine: true, closingLineAt: true },
  });
  return { id: fixture.id, lines: [fixture.closingHomeMoneyLine, fixture.closingAwayMoneyLine], closedAt: fixture.closingLineAt };
};

describe("the closing line", () => {
  test("a line that moves after a pick closes at its last pre-start value and never changes afterwards", async () => {
    await sync(game(), at(-60));
    const { id: fixtureId } = await closing();
    const user = await createUser();
    const caller = { id: user.id, username: user.username, verified: true, role: "USER" as const };
    await createPick(caller, { league: "NFL", fixtureId, side: "AWAY" });
    expect(await db.pick.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ moneyLine: 130, opposingMoneyLine: -150 });
    expect((await closing()).lines).toEqual([null, null]);
    expect((await getFixture({ league: "NFL", fixtureId })).bet.closing).toBeNull();

    // The market moves towards the home side before the start, then a lagging feed still prices the game after it.
    await sync(game({ homeMoneyLine: -180, awayMoneyLine: 155 }), at(-20));
    expect((await closing()).lines).toEqual([null, null]);
    await sync(game({ homeMoneyLine: -250, awayMoneyLine: 200 }), at(2));
    const closed = await closing();
    expect(closed.lines).toEqual([-180, 155]);
    expect(closed.closedAt).not.toBeNull();
    // The fixture view shows the close beside the caller's price (the lagging feed's late line is not the close).
    expect(await getFixture({ league: "NFL", fixtureId, callerId: user.id })).toMatchObject({
      bet: { home: -250, away: 200, closing: { home: -180, away: 155 } }, myPick: "AWAY", myMoneyLine: 130,
    });

    await sync(game({ status: "IN_PROGRESS", homeScore: 7, awayScore: 0, homeMoneyLine: -900, awayMoneyLine: 600 }), at(30));
    await sync(game({ status: "FINAL", homeScore: 20, awayScore: 27, winnerSide: "AWAY" }), at(200));
    expect(await db.pick.findFirstOrThrow({ where: { userId: user.id } })).toMatchObject({ state: "FINAL", outcome: "WIN" });
    // A corrected final from the feed and an admin's correction re-settle the game, never its closing line.
    await sync(game({ status: "FINAL", homeScore: 30, awayScore: 27, winnerSide: "HOME" }), at(300));
    const admin = await createUser({ role: "ADMIN" });
    await correctResult({ id: admin.id, username: admin.username, verified: true, role: "ADMIN" }, fixtureId, { homeScore: 10, awayScore: 13 });
    expect(await closing()).toEqual(closed);
  });

  test("the database keeps a closed line even against a direct write", async () => {
    await sync(game(), at(-60));
    await sync(game({ status: "IN_PROGRESS", homeScore: 0, awayScore: 0 }), at(1));
    const closed = await closing();
    expect(closed.lines).toEqual([-150, 130]);
    await db.fixture.update({ where: { id: closed.id }, data: { closingHomeMoneyLine: -400, closingAwayMoneyLine: 300, closingLineAt: null } });
    expect(await closing()).toEqual(closed);
  });

  test("a game first seen after its start gets no closing line", async () => {
    await sync(game({ status: "IN_PROGRESS", homeScore: 3, awayScore: 0 }), at(10));
    await sync(game({ status: "FINAL", homeScore: 3, awayScore: 0, winnerSide: "HOME" }), at(200));
    expect((await closing()).lines).toEqual([null, null]);
  });

  test("parlay legs keep the other side's line too", async () => {
    await sync(game(), at(-60));
    await sync(game({ providerEventId: "502", home: { abbreviation: "DAL" }, away: { abbreviation: "NYG" }, homeMoneyLine: 120, awayMoneyLine: -140 }), at(-60));
    const fixtures = await db.fixture.findMany({ orderBy: { providerEventId: "asc" }, select: { id: true } });
    const user = await createUser();
    await createParlay({ id: user.id, username: user.username, verified: true, role: "USER" }, [
      { fixtureId: fixtures[0].id, market: "MONEY_LINE", side: "HOME", point: null, odds: -150 },
      { fixtureId: fixtures[1].id, market: "MONEY_LINE", side: "AWAY", point: null, odds: -140 },
    ]);
    const legs = await db.pick.findMany({ where: { userId: user.id }, orderBy: { fixtureId: "asc" }, select: { moneyLine: true, opposingMoneyLine: true } });
    expect(legs).toEqual([{ moneyLine: -150, opposingMoneyLine: 130 }, { moneyLine: -140, opposingMoneyLine: 120 }]);
  });
});
