// The per-fixture NORMAL pick counters that the fixture list reads, kept by statement triggers on "Pick".
import fs from "node:fs";
import path from "node:path";
import { POST as pick } from "@/app/api/[sport]/[league]/pick/route";
import { db } from "@/lib/db";
import { pickShares } from "@/lib/domain/pick-rules";
import { getFixture } from "@/lib/server/fixtures/get-fixture";
import { foldPickCounts } from "@/lib/server/picks/fold-pick-counts";
import { createFixture, createPick, createSignedInUser, createUser } from "../support/factories";
import { createMarketFixture, marketPick } from "../support/market-factories";
import { recount, recountTotal, shownCounts, shownTotal } from "../support/pick-counts";
import { apiRequest, routeContext } from "../support/requests";

describe("fixture pick counters", () => {
  test("follow inserts, side changes and deletes, including cascades from a deleted user", async () => {
    const fixture = await createFixture();
    const [a, b, c] = [await createUser(), await createUser(), await createUser()];
    await createPick(a.id, fixture.id, "HOME");
    const bPick = await createPick(b.id, fixture.id, "HOME");
    await createPick(c.id, fixture.id, "AWAY");
    expect(await shownCounts(fixture.id)).toEqual({ homePicks: 2, awayPicks: 1 });

    await db.pick.update({ where: { id: bPick.id }, data: { side: "AWAY" } });
    expect(await shownCounts(fixture.id)).toEqual({ homePicks: 1, awayPicks: 2 });

    await db.user.delete({ where: { id: c.id } });
    expect(await shownCounts(fixture.id)).toEqual({ homePicks: 1, awayPicks: 1 });
    await db.pick.deleteMany({ where: { fixtureId: fixture.id } });
    expect(await shownCounts(fixture.id)).toEqual({ homePicks: 0, awayPicks: 0 });
  });

  test("go with a deleted fixture: its picks cascade without touching the counts of other games", async () => {
    const [gone, kept] = [await createFixture(), await createFixture()];
    const [a, b] = [await createUser(), await createUser()];
    await createPick(a.id, gone.id, "HOME");
    await createPick(b.id, gone.id, "AWAY");
    await createPick(a.id, kept.id, "AWAY");
    await db.fixture.delete({ where: { id: gone.id } });
    expect(await db.fixturePickCount.count({ where: { fixtureId: gone.id } })).toBe(0);
    expect(await shownCounts(kept.id)).toEqual({ homePicks: 0, awayPicks: 1 });
  });

  test("count one bulk insert over several fixtures and ignore parlay legs", async () => {
    const [f1, f2] = [await createFixture(), await createFixture()];
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser()));
    await db.pick.createMany({
      data: users.flatMap((u, i) => [
        { userId: u.id, fixtureId: f1.id, side: i % 2 ? "AWAY" : "HOME", moneyLine: 120, decimalOdds: "2.2", oddsAt: new Date(), oddsSource: "test" },
        { userId: u.id, fixtureId: f2.id, side: "AWAY", moneyLine: 120, decimalOdds: "2.2", oddsAt: new Date(), oddsSource: "test" },
      ]) as never,
    });
    const parlay = await db.parlay.create({ data: { userId: users[0].id, decimalOdds: "4.84", betTotal: 384 } });
    await db.pick.create({
      data: { userId: users[0].id, fixtureId: f1.id, side: "HOME", kind: "PARLAY", parlayId: parlay.id, moneyLine: 120, decimalOdds: "2.2", oddsAt: new Date(), oddsSource: "test" },
    });
    expect(await shownCounts(f1.id)).toEqual({ homePicks: 3, awayPicks: 2 });
    expect(await shownCounts(f2.id)).toEqual({ homePicks: 0, awayPicks: 5 });
    expect(await shownCounts(f1.id)).toEqual(await recount(f1.id));
  });

  test("stay exact when 20 pickers pick the same game at once", async () => {
    const fixture = await createFixture();
    const pickers = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser()));
    const responses = await Promise.all(
      pickers.map(({ token }, i) =>
        pick(
          apiRequest("/api/football/nfl/pick", { method: "POST", bearer: token, body: { side: i < 15 ? "HOME" : "AWAY", fixtureId: fixture.id } }),
          routeContext({ sport: "football", league: "nfl" }),
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await shownCounts(fixture.id)).toEqual({ homePicks: 15, awayPicks: 5 });
  });

  test("fold a game's slots into one row without changing its counts, while pickers keep picking it", async () => {
    const fixture = await createFixture();
    const early = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    for (const [i, u] of early.entries()) await createPick(u.id, fixture.id, i % 2 ? "AWAY" : "HOME");
    // Spread the counts over several slots, as picks from many connections leave them (totals unchanged): the first
    // fold leaves the picks above in one row, whichever connections wrote them.
    await foldPickCounts(db);
    await db.$executeRaw`UPDATE "FixturePickCount" SET home = home - 3, away = away - 3 WHERE "fixtureId" = ${fixture.id}`;
    await db.$executeRaw`INSERT INTO "FixturePickCount" VALUES (${fixture.id}, 40, 2, 1), (${fixture.id}, 41, 1, 2) ON CONFLICT DO NOTHING`;
    expect(await db.fixturePickCount.count({ where: { fixtureId: fixture.id } })).toBeGreaterThan(1);
    expect(await shownCounts(fixture.id)).toEqual({ homePicks: 3, awayPicks: 3 });

    const pickers = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser()));
    const picking = Promise.all(
      pickers.map(({ token }, i) =>
        pick(
          apiRequest("/api/football/nfl/pick", { method: "POST", bearer: token, body: { side: i % 4 ? "HOME" : "AWAY", fixtureId: fixture.id } }),
          routeContext({ sport: "football", league: "nfl" }),
        ),
      ),
    );
    const folds = await Promise.all([foldPickCounts(db), foldPickCounts(db), picking.then(() => foldPickCounts(db))]);
    expect((await picking).map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(folds.some((n) => n > 0)).toBe(true);
    expect(await db.fixturePickCount.count({ where: { fixtureId: fixture.id } })).toBe(1);
    expect(await shownCounts(fixture.id)).toEqual({ homePicks: 18, awayPicks: 8 });
    expect(await shownCounts(fixture.id)).toEqual(await recount(fixture.id));
  });

  test("count every market's picks in the game's total, and money-line and spread picks in the sides' shares", async () => {
    const fixture = await createMarketFixture();
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser()));
    const picks = [
      ...users.slice(0, 4).map((u, i) => ({ userId: u.id, market: "MONEY_LINE" as const, side: i % 2 ? ("AWAY" as const) : ("HOME" as const), point: null, price: -150 })),
      ...users.slice(4, 8).map((u, i) => ({ userId: u.id, market: "SPREAD" as const, side: i < 3 ? ("HOME" as const) : ("AWAY" as const), point: i < 3 ? -2.5 : 2.5, price: -110 })),
      ...users.slice(8).map((u, i) => ({ userId: u.id, market: "TOTAL" as const, side: i ? ("UNDER" as const) : ("OVER" as const), point: 47.5, price: -105 })),
    ];
    const made = [];
    for (const { userId, ...pick } of picks) made.push(await marketPick(userId, fixture.id, pick));
    const seen = await getFixture({ league: "NFL", fixtureId: fixture.id });
    expect({ picks: seen.picks, total: seen.totalPicks }).toEqual({ picks: pickShares(5, 3), total: 10 });

    // A change of market, a deleted pick and a fold keep the total equal to the picks stored.
    await db.pick.update({ where: { id: made[0].id }, data: { market: "TOTAL", side: "OVER", point: 47.5 } });
    await db.pick.delete({ where: { id: made[9].id } });
    await foldPickCounts(db);
    expect(await shownTotal(fixture.id)).toBe(9);
    expect(await shownTotal(fixture.id)).toBe(await recountTotal(fixture.id));
    expect(await shownCounts(fixture.id)).toEqual(await recount(fixture.id));
  });

  test("are recounted by the migration that counts every market: totals filled, and pending picks of pickers who hide now counted apart", async () => {
    const fixture = await createMarketFixture();
    const [open, hider] = [await createUser(), await createUser()];
    await marketPick(open.id, fixture.id, { market: "TOTAL", side: "OVER", point: 47.5, price: -105 });
    const early = await marketPick(hider.id, fixture.id, { market: "SPREAD", side: "AWAY", point: 2.5, price: -110 });
    await db.user.update({ where: { id: hider.id }, data: { hidePendingPicks: true } });
    const expected = { shown: await shownCounts(fixture.id), total: await shownTotal(fixture.id) };
    expect(expected).toEqual({ shown: { homePicks: 0, awayPicks: 0 }, total: 2 });
    const sql = fs.readFileSync(path.join(process.cwd(), "prisma/migrations/20261205140000_pick_counts_every_market/migration.sql"), "utf8");
    const backfill = sql.slice(sql.indexOf("-- Backfill:"));
    await db.$transaction(async (tx) => {
      // The database as the migration found it: the pick made before hiding still on its side, and no totals.
      await tx.$executeRaw`UPDATE "Pick" SET "countedHidden" = false WHERE id = ${early.id}`;
      await tx.$executeRaw`UPDATE "FixturePickCount" SET "total" = 0`;
      for (const statement of backfill.split(/;\s*\n(?=SELECT|DELETE|INSERT)/)) await tx.$executeRawUnsafe(statement);
      const [row] = await tx.$queryRaw<{ home: number; away: number; hiddenAway: number; total: number }[]>`
        SELECT sum(home)::int AS home, sum(away)::int AS away, sum("hiddenAway")::int AS "hiddenAway", sum(total)::int AS total
        FROM "FixturePickCount" WHERE "fixtureId" = ${fixture.id}`;
      expect(row).toEqual({ home: 0, away: 0, hiddenAway: 1, total: 2 });
      throw new Error("undo");
    }).catch((error: Error) => expect(error.message).toBe("undo"));
    expect({ shown: await shownCounts(fixture.id), total: await shownTotal(fixture.id) }).toEqual(expected);
  });

  test("count a hiding picker's pick in no side's share before the game starts, and on its side from the start", async () => {
    const fixture = await createFixture();
    const [open, hider, member, gone] = [await createUser(), await createUser(), await createUser(), await createUser()];
    await db.user.updateMany({ where: { id: { in: [hider.id, gone.id] } }, data: { hidePendingPicks: true } });
    await db.pool.create({ data: { name: "Quiet", leagues: ["NFL"], ownerId: member.id, hidePicks: true, members: { create: { userId: member.id } } } });
    await createPick(open.id, fixture.id, "HOME");
    await createPick(hider.id, fixture.id, "AWAY");
    await createPick(member.id, fixture.id, "AWAY");
    await createPick(gone.id, fixture.id, "HOME");
    // Only the open pick has a side; the hidden three are in the game's total, as Picked ✓ says they were made.
    const visitor = await getFixture({ league: "NFL", fixtureId: fixture.id });
    expect({ picks: visitor.picks, total: visitor.totalPicks }).toEqual({ picks: pickShares(1, 0), total: 4 });
    // Their picker counts their own on its side.
    expect((await getFixture({ league: "NFL", fixtureId: fixture.id, callerId: hider.id })).picks).toEqual(pickShares(1, 1));
    // Taken back from the count it went into, though its picker no longer hides (and is deleted with it).
    await db.user.update({ where: { id: gone.id }, data: { hidePendingPicks: false } });
    await db.user.delete({ where: { id: gone.id } });
    await foldPickCounts(db);
    expect(await shownCounts(fixture.id)).toEqual({ homePicks: 1, awayPicks: 0 });
    expect((await getFixture({ league: "NFL", fixtureId: fixture.id })).totalPicks).toBe(3);

    await db.fixture.update({ where: { id: fixture.id }, data: { startsAt: new Date(Date.now() - 60_000) } });
    const started = await getFixture({ league: "NFL", fixtureId: fixture.id });
    expect({ picks: started.picks, total: started.totalPicks }).toEqual({ picks: pickShares(1, 2), total: 3 });
    expect(await shownCounts(fixture.id)).toEqual(await recount(fixture.id));
  });
});
