// Settlement end to end on a real PostgreSQL: outcomes, points, standings, notifications, corrections, idempotency.
import { db } from "@/lib/db";
import { localDay } from "@/lib/domain/periods";
import { appTimeZone } from "@/lib/settings";
import { teamRecords } from "@/lib/server/fixtures/team-records";
import { periodStart } from "@/lib/server/leaderboard/board-source";
import { settleFixture, settleFixtures } from "@/lib/server/results/settle-fixtures";
import { SETTLE_BATCH, settlePicks, standingsByKey, standingsEstimate } from "@/lib/server/results/settle-picks";
import { collectTargets } from "@/lib/server/results/settlement-targets";
import { createFixture, createUser } from "../support/factories";
import { cancel, emptyWorld, finish, notificationsOf, parlayWithLegs, pickWithOdds, standingOf, totals } from "../support/results-factories";

beforeEach(emptyWorld);

const score = async (userId: string) => (await standingOf(userId)).points;

/** Team records as every reader counts them (over FINAL games), not as anything settlement writes. */
function recordsOf(teamIds: number[]) {
  return teamRecords((sql, ...values) => db.$queryRawUnsafe(sql, ...values), teamIds);
}

describe("settling a fixture", () => {
  test("a full lifecycle: pending picks become WIN and LOOSE with points, standings, notifications and records", async () => {
    const fixture = await createFixture({ league: "NBA" });
    const [winner, loser] = [await createUser(), await createUser()];
    const won = await pickWithOdds(winner.id, fixture.id, "HOME", -150);
    const lost = await pickWithOdds(loser.id, fixture.id, "AWAY", 130);
    await finish(fixture.id, 110, 102);

    const summary = await settleFixture(db, fixture.id);
    expect(summary).toMatchObject({ fixtures: 1, picks: 2, corrected: 0 });

    const picks = await db.pick.findMany({ where: { fixtureId: fixture.id }, orderBy: { id: "asc" } });
    expect(picks.map((p) => [p.id, p.state, p.outcome, p.points.toFixed(4)])).toEqual([
      [won.id, "FINAL", "WIN", "1.6667"],
      [lost.id, "FINAL", "LOOSE", "0.0000"],
    ]);
    expect(await score(winner.id)).toBe("1.6667");
    expect(await score(loser.id)).toBe("0.0000");

    const today = localDay(new Date(), appTimeZone());
    const start = (period: "THIS_WEEK" | "THIS_MONTH") => periodStart(period, new Date(), appTimeZone());
    expect(await standingOf(winner.id)).toEqual({
      points: "1.6667", day: today, dayPoints: "1.6667", week: start("THIS_WEEK"), weekPoints: "1.6667", month: start("THIS_MONTH"), monthPoints: "1.6667",
    });
    // A pick that earned nothing moves no total: the loser's row is left as it was.
    expect(await standingOf(loser.id)).toMatchObject({ points: "0.0000", day: null });
    expect(await db.notification.count()).toBe(0);

    const notes = [...(await notificationsOf(winner.id)), ...(await notificationsOf(loser.id))];
    const home = await db.team.findUniqueOrThrow({ where: { id: fixture.homeTeamId } });
    const away = await db.team.findUniqueOrThrow({ where: { id: fixture.awayTeamId } });
    expect(notes[0]).toMatchObject({
      type: "PICK_RESULT",
      read: false,
      details: { outcome: "WIN", league: "nba", game: `${away.abbreviation} @ ${home.abbreviation}`, pickId: won.id, corrected: false },
    });
    expect(notes[1].details).toMatchObject({ outcome: "LOOSE", pickId: lost.id });
    const recordOf = await recordsOf([home.id, away.id]);
    expect([recordOf(home.id), recordOf(away.id)]).toEqual([{ wins: 1, losses: 0, ties: 0 }, { wins: 0, losses: 1, ties: 0 }]);
    expect((await db.fixture.findUniqueOrThrow({ where: { id: fixture.id } })).settledResult).toBe("HOME");
  });

  test("a fixture that is not over, or FINAL without scores, is left alone", async () => {
    const fixture = await createFixture();
    const user = await createUser();
    await pickWithOdds(user.id, fixture.id, "HOME", 120);
    expect((await settleFixture(db, fixture.id)).fixtures).toBe(0);
    await db.fixture.update({ where: { id: fixture.id }, data: { status: "FINAL" } });
    expect((await settleFixture(db, fixture.id)).fixtures).toBe(0);
    expect((await db.pick.findFirstOrThrow({ where: { userId: user.id } })).state).toBe("PENDING");
  });

  test("a tie and a cancelled game are PUSH: no points, not a loss; only the tie counts in team records", async () => {
    const tie = await createFixture({ league: "NFL" });
    const called = await createFixture({ league: "MLB" });
    const user = await createUser();
    await pickWithOdds(user.id, tie.id, "HOME", -110);
    await pickWithOdds(user.id, called.id, "AWAY", 140);
    await finish(tie.id, 20, 20);
    await cancel(called.id);

    await settleFixtures(db, [tie.id, called.id]);
    const picks = await db.pick.findMany({ where: { userId: user.id } });
    expect(picks.map((p) => [p.outcome, p.points.toFixed(4)])).toEqual([["PUSH", "0.0000"], ["PUSH", "0.0000"]]);
    expect(await score(user.id)).toBe("0.0000");
    const ids = [tie.homeTeamId, tie.awayTeamId, called.homeTeamId, called.awayTeamId];
    const recordOf = await recordsOf(ids);
    expect(ids.map(recordOf)).toEqual([
      { wins: 0, losses: 0, ties: 1 },
      { wins: 0, losses: 0, ties: 1 },
      { wins: 0, losses: 0, ties: 0 },
      { wins: 0, losses: 0, ties: 0 },
    ]);
    expect((await notificationsOf(user.id)).map((n) => n.details.outcome)).toEqual(["PUSH", "PUSH"]);
  });

  /** A picker with four home picks, the first three games settled as wins a few minutes apart, the fourth still open. */
  async function pickerWithThreeWins() {
    const user = await createUser();
    const games = [await createFixture(), await createFixture(), await createFixture(), await createFixture()];
    for (const game of games) await pickWithOdds(user.id, game.id, "HOME", 100);
    const hot = async () => (await db.user.findUniqueOrThrow({ where: { id: user.id } })).hotStreak;
    for (const [index, game] of games.slice(0, 3).entries()) {
      await finish(game.id, 3, 1);
      await settleFixture(db, game.id, { settledAt: new Date(Date.now() - (10 - index) * 60_000) });
    }
    return { user, games, hot };
  }

  test("the hot streak needs the last three settled picks to be wins", async () => {
    const { games, hot } = await pickerWithThreeWins();
    expect(await hot()).toBe(true);
    await finish(games[3].id, 0, 1);
    await settleFixture(db, games[3].id);
    expect(await hot()).toBe(false);
  });

  test("the hot streak follows corrections, and a win settled out of order keeps a hot picker hot", async () => {
    const { games, hot } = await pickerWithThreeWins();
    expect(await hot()).toBe(true);
    // A win that ended before the other three: still three wins on top.
    await finish(games[3].id, 2, 1);
    await settleFixture(db, games[3].id, { settledAt: new Date(Date.now() - 60 * 60_000) });
    expect(await hot()).toBe(true);
    // The middle game is corrected to a loss: the streak breaks.
    await finish(games[1].id, 1, 3);
    await settleFixture(db, games[1].id);
    expect(await hot()).toBe(false);
    // ... and corrected back to a win: it heals.
    await finish(games[1].id, 4, 3);
    await settleFixture(db, games[1].id);
    expect(await hot()).toBe(true);
  });

  test("points are exact decimals: many odd lines add up without drift", async () => {
    const user = await createUser();
    const lines = [-333, 777, -115, 105, -250, 333, -105, 999, -999, 101];
    let expected = 0n; // in ten-thousandths
    for (const line of lines) {
      const fixture = await createFixture();
      const pick = await pickWithOdds(user.id, fixture.id, "HOME", line);
      expected += BigInt(pick.decimalOdds.mul(10_000).toFixed(0));
      await finish(fixture.id, 5, 4);
      await settleFixture(db, fixture.id);
    }
    const whole = expected / 10_000n;
    const fraction = String(expected % 10_000n).padStart(4, "0");
    expect(await score(user.id)).toBe(`${whole}.${fraction}`);
  });

  test("a counted loss rewrites its picker's Standing in place and moves only the closing-line slots; a win moves the points", async () => {
    const fixture = await createFixture({ league: "NBA" });
    await db.fixture.update({ where: { id: fixture.id }, data: { closingHomeMoneyLine: -160, closingAwayMoneyLine: 140, closingLineAt: new Date() } });
    const [winner, loser] = [await createUser(), await createUser()];
    await db.pick.update({ where: { id: (await pickWithOdds(winner.id, fixture.id, "HOME", -150)).id }, data: { opposingMoneyLine: 130 } });
    await db.pick.update({ where: { id: (await pickWithOdds(loser.id, fixture.id, "AWAY", 130)).id }, data: { opposingMoneyLine: -150 } });
    await finish(fixture.id, 110, 102);

    // The settling statement's own Standing updates, counted in its transaction (the view also holds earlier
    // transactions' counts not yet flushed, so take the difference): a HOT update adds no index entry.
    const standingUpdates = await db.$transaction(async (tx) => {
      const counts = async () => {
        const [row] = await tx.$queryRaw<{ updated: number; inPlace: number }[]>`
          SELECT n_tup_upd::int AS updated, n_tup_hot_upd::int AS "inPlace" FROM pg_stat_xact_user_tables WHERE relid = '"Standing"'::regclass`;
        return row;
      };
      const before = await counts();
      await collectTargets(tx, [{ id: fixture.id }], appTimeZone());
      await settlePicks(tx);
      const after = await counts();
      return { updated: after.updated - before.updated, inPlace: after.inPlace - before.inPlace };
    });
    expect(standingUpdates).toEqual({ updated: 2, inPlace: 1 });

    const today = localDay(new Date(), appTimeZone());
    const rollUp = async (userId: string) => {
      const s = await db.standing.findUniqueOrThrow({ where: { userId } });
      return { clvDay: s.clvDay?.toISOString().slice(0, 10), dayClvPicks: s.dayClvPicks, clvPicks: s.clvPicks };
    };
    expect(await standingOf(loser.id)).toMatchObject({ points: "0.0000", day: null, dayPoints: "0.0000", week: null, month: null });
    expect(await rollUp(loser.id)).toEqual({ clvDay: today, dayClvPicks: 1, clvPicks: 1 });
    expect(await standingOf(winner.id)).toMatchObject({ points: "1.6667", day: today, dayPoints: "1.6667" });
    expect(await rollUp(winner.id)).toEqual({ clvDay: today, dayClvPicks: 1, clvPicks: 1 });
  });

  test("a big game settles in bounded batches, with the same picks and standings as in one statement, by key or by a scan", async () => {
    const [batched, whole] = [await createFixture(), await createFixture()];
    const crowd = async (fixtureId: number) => {
      const ids: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const user = await createUser();
        await pickWithOdds(user.id, fixtureId, i % 3 === 0 ? "AWAY" : "HOME", i % 3 === 0 ? 130 : -150);
        ids.push(user.id);
      }
      return ids;
    };
    const [inBatches, atOnce] = [await crowd(batched.id), await crowd(whole.id)];
    await finish(batched.id, 24, 10);
    await finish(whole.id, 24, 10);
    // Counted standings: batches of 2 are a small share of them, so those reach their pickers' rows by key, and the
    // one statement of the whole game by a scan; both must give the same standings.
    await db.$executeRawUnsafe(`ANALYZE "Standing"`);
    const standings = await standingsEstimate(db);
    expect([standingsByKey(2, standings), standingsByKey(SETTLE_BATCH, standings)]).toEqual([true, false]);
    // Batches of 2: bounds after the 2nd, 4th and 6th pending pick, then the rest.
    expect(await settleFixture(db, batched.id, { batch: 2 })).toMatchObject({ fixtures: 1, picks: 7 });
    expect(await settleFixture(db, whole.id)).toMatchObject({ fixtures: 1, picks: 7 });
    const outcomes = (fixtureId: number) =>
      db.pick.findMany({ where: { fixtureId }, orderBy: { id: "asc" }, select: { state: true, outcome: true, points: true } });
    expect(await outcomes(batched.id)).toEqual(await outcomes(whole.id));
    expect(await Promise.all(inBatches.map(standingOf))).toEqual(await Promise.all(atOnce.map(standingOf)));
    expect(await score(inBatches[1])).toBe("1.6667");
  });
});

describe("parlays", () => {
  test("settle with their last leg; a PUSH leg drops out and the rest is re-priced", async () => {
    const [a, b, c] = [await createFixture(), await createFixture({ league: "NHL" }), await createFixture()];
    const user = await createUser();
    const parlay = await parlayWithLegs(user.id, [
      { fixtureId: a.id, side: "HOME", moneyLine: 150 },
      { fixtureId: b.id, side: "AWAY", moneyLine: -200 },
      { fixtureId: c.id, side: "AWAY", moneyLine: 100 },
    ]);
    await finish(a.id, 21, 14);
    await settleFixture(db, a.id);
    expect((await db.parlay.findUniqueOrThrow({ where: { id: parlay.id } })).state).toBe("PENDING");
    await finish(b.id, 2, 2);
    await settleFixture(db, b.id);
    await finish(c.id, 10, 13);
    await settleFixture(db, c.id);

    const settled = await db.parlay.findUniqueOrThrow({ where: { id: parlay.id } });
    expect([settled.state, settled.outcome, settled.points.toFixed(4)]).toEqual(["FINAL", "WIN", "5.0000"]); // 2.5 x 2.0
    expect(await score(user.id)).toBe("5.0000");
    const legs = await db.pick.findMany({ where: { parlayId: parlay.id }, orderBy: { id: "asc" } });
    expect(legs.map((l) => l.outcome)).toEqual(["WIN", "PUSH", "WIN"]);
    const note = await db.notification.findFirstOrThrow({ where: { type: "PARLAY_RESULT" } });
    expect(note.details).toMatchObject({ outcome: "WIN", betTotal: parlay.betTotal, corrected: false });
    expect((note.details as { games: unknown[] }).games).toHaveLength(3);
    expect((note.details as { games: { league: string }[] }).games.map((g) => g.league).sort()).toEqual(["nfl", "nfl", "nhl"]);
    // Parlay legs are no pick results of their own.
    expect((await notificationsOf(user.id)).map((n) => n.type)).toEqual(["PARLAY_RESULT"]);
  });

  test("any losing leg loses the parlay; all PUSH legs make a PUSH", async () => {
    const [a, b, c, d] = [await createFixture(), await createFixture(), await createFixture(), await createFixture()];
    const user = await createUser();
    const losing = await parlayWithLegs(user.id, [
      { fixtureId: a.id, side: "HOME", moneyLine: 150 },
      { fixtureId: b.id, side: "HOME", moneyLine: 120 },
    ]);
    const pushed = await parlayWithLegs(user.id, [
      { fixtureId: c.id, side: "HOME", moneyLine: 150 },
      { fixtureId: d.id, side: "HOME", moneyLine: 120 },
    ]);
    await finish(a.id, 1, 0);
    await finish(b.id, 0, 1);
    await finish(c.id, 1, 1);
    await cancel(d.id);
    await settleFixtures(db, [a.id, b.id, c.id, d.id]);
    const parlays = await db.parlay.findMany({ where: { id: { in: [losing.id, pushed.id] } }, orderBy: { id: "asc" } });
    expect(parlays.map((p) => [p.outcome, p.points.toFixed(4)])).toEqual([["LOOSE", "0.0000"], ["PUSH", "0.0000"]]);
    expect(await score(user.id)).toBe("0.0000");
  });
});

describe("idempotency and corrections", () => {
  async function world() {
    const fixture = await createFixture();
    const other = await createFixture();
    const users = [await createUser(), await createUser(), await createUser()];
    await pickWithOdds(users[0].id, fixture.id, "HOME", -150);
    await pickWithOdds(users[1].id, fixture.id, "AWAY", 130);
    await parlayWithLegs(users[2].id, [
      { fixtureId: fixture.id, side: "HOME", moneyLine: -150 },
      { fixtureId: other.id, side: "HOME", moneyLine: 200 },
    ]);
    await finish(other.id, 3, 2);
    await settleFixture(db, other.id);
    await finish(fixture.id, 24, 10);
    return { fixture, users };
  }

  test("settling twice changes nothing the second time", async () => {
    const { fixture } = await world();
    await settleFixture(db, fixture.id);
    const once = await totals();
    expect(await settleFixture(db, fixture.id)).toMatchObject({ fixtures: 0, picks: 0 });
    expect(await totals()).toEqual(once);
  });

  test("two concurrent runs give the same totals as one", async () => {
    const { fixture } = await world();
    const runs = await Promise.all([settleFixture(db, fixture.id), settleFixture(db, fixture.id), settleFixtures(db, [fixture.id])]);
    expect(runs.map((run) => run.fixtures).sort()).toEqual([0, 0, 1]);
    const after = await totals();
    expect(after.picks.filter((p: { state: string }) => p.state === "FINAL")).toHaveLength(4);
    expect(after.notifications).toBe(1);
    expect(await settleFixture(db, fixture.id)).toMatchObject({ fixtures: 0 });
    expect(await totals()).toEqual(after);
  });

  test("deleting pickers in bulk leaves no row pointing to them and takes them off the boards", async () => {
    const { fixture, users } = await world();
    await settleFixture(db, fixture.id);
    const [gone, kept] = [users[0].id, users[1].id];
    await db.follow.create({ data: { followerId: kept, followedId: gone } });
    await db.notification.create({ data: { userId: gone, type: "NEW_FOLLOWER", details: { username: "x" } } });
    const crowd = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    for (const picker of crowd) await pickWithOdds(picker.id, fixture.id, "AWAY", 130);
    await finish(fixture.id, 10, 24);
    await settleFixture(db, fixture.id);

    await db.user.deleteMany({ where: { id: { in: [gone, ...crowd.map((u) => u.id)] } } });
    const [orphans] = await db.$queryRaw<Record<string, number>[]>`
      SELECT (SELECT count(*)::int FROM "Standing" s WHERE NOT EXISTS (SELECT 1 FROM "User" u WHERE u.id = s."userId")) AS standings,
             (SELECT count(*)::int FROM "Notification" n WHERE NOT EXISTS (SELECT 1 FROM "User" u WHERE u.id = n."userId")) AS notifications,
             (SELECT count(*)::int FROM "Pick" p WHERE NOT EXISTS (SELECT 1 FROM "User" u WHERE u.id = p."userId")) AS picks,
             (SELECT count(*)::int FROM "Follow" f WHERE NOT EXISTS (SELECT 1 FROM "User" u WHERE u.id IN (f."followerId", f."followedId"))) AS follows`;
    expect(orphans).toEqual({ standings: 0, notifications: 0, picks: 0, follows: 0 });
    // users[1] won 2.3 on the correction; users[2]'s parlay lost: one picker left on each board, in bucket 2.
    const buckets = await db.scoreBucket.findMany({ where: { pickers: { not: 0 } } });
    expect(buckets.map((b) => [b.period, b.bucket, b.pickers]).sort()).toEqual([["ALL", 2, 1], ["DAY", 2, 1], ["MONTH", 2, 1], ["WEEK", 2, 1]]);
    expect(await db.standing.count()).toBe(2);
  });

  test("a corrected final reverses the earlier points and applies the new result, saying it was corrected", async () => {
    const { fixture, users } = await world();
    await settleFixture(db, fixture.id);
    // The parlay -150 and +200 is 5/3 × 3 = 5 exactly (legs rounded first would give 1.6667 × 3 = 5.0001).
    expect([await score(users[0].id), await score(users[1].id), await score(users[2].id)]).toEqual(["1.6667", "0.0000", "5.0000"]);

    await finish(fixture.id, 10, 24);
    const summary = await settleFixture(db, fixture.id);
    expect(summary).toMatchObject({ fixtures: 1, corrected: 1, picks: 3, parlays: 1, reversed: 3 });
    expect([await score(users[0].id), await score(users[1].id), await score(users[2].id)]).toEqual(["0.0000", "2.3000", "0.0000"]);

    expect(await standingOf(users[0].id)).toMatchObject({ points: "0.0000", dayPoints: "0.0000", weekPoints: "0.0000", monthPoints: "0.0000" });
    expect(await standingOf(users[1].id)).toMatchObject({ points: "2.3000", dayPoints: "2.3000", weekPoints: "2.3000", monthPoints: "2.3000" });

    // The pick result now reads as the corrected one, unread again.
    const corrected = await notificationsOf(users[0].id);
    expect(corrected.map((n) => [n.read, n.details])).toEqual([[false, expect.objectContaining({ outcome: "LOOSE", corrected: true })]]);
    const parlayNote = await db.notification.findMany({ where: { userId: users[2].id }, orderBy: { id: "asc" } });
    expect(parlayNote.map((n) => n.details)).toEqual([
      expect.objectContaining({ outcome: "WIN", corrected: false }),
      expect.objectContaining({ outcome: "LOOSE", corrected: true }),
    ]);
    const recordOf = await recordsOf([fixture.homeTeamId, fixture.awayTeamId]);
    expect([recordOf(fixture.homeTeamId), recordOf(fixture.awayTeamId)]).toEqual([{ wins: 0, losses: 1, ties: 0 }, { wins: 1, losses: 0, ties: 0 }]);
    const stored = await db.fixture.findUniqueOrThrow({ where: { id: fixture.id } });
    expect([stored.settledResult, stored.corrections]).toEqual(["AWAY", 1]);

    const before = await totals();
    expect(await settleFixture(db, fixture.id)).toMatchObject({ fixtures: 0 });
    expect(await totals()).toEqual(before);
  });
});
