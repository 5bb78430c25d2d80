// The week results and the season table settlement stores, set against a reference computed here from the card picks
// themselves (each pick's outcome from its game, a confidence win scoring its number, a called-off game nothing) and the
// domain's own ranking and season rules: after settlement, after a pick changed before kickoff, after a game was called
// off once settled, and with each member's worst week dropped.
import { db } from "@/lib/db";
import { CARD_WEEK_RULE, guessMiss } from "@/lib/domain/card-standings";
import { seasonTable, type StoredWeek } from "@/lib/domain/card-season";
import { rankTable, unitsText } from "@/lib/domain/pool-tiebreak";
import { settleCardPool } from "@/lib/server/pools/card/settle-card-pools";
import { card, createCardPool } from "../support/card-calls";
import { createFixture, createSignedInUser } from "../support/factories";
import { emptyWorld } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

runInNoonZone();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
type User = Awaited<ReturnType<typeof createSignedInUser>>;
type Game = Awaited<ReturnType<typeof createFixture>>;
type Side = "HOME" | "AWAY";
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** A pick's outcome from its game alone: a called-off game or a level score is a push. */
function outcomeOf(game: { status: string; homeScore: number | null; awayScore: number | null }, side: string): "WIN" | "LOOSE" | "PUSH" | null {
  if (game.status === "POSTPONED" || game.status === "CANCELED") return "PUSH";
  if (game.status !== "FINAL" || game.homeScore === null || game.awayScore === null) return null;
  if (game.homeScore === game.awayScore) return "PUSH";
  return (game.homeScore > game.awayScore ? "HOME" : "AWAY") === side ? "WIN" : "LOOSE";
}

/** Every week of the pool from its picks: each member's points, wins, open and automatic picks, guess and place. */
async function referenceWeeks(poolId: string) {
  const [members, picks, guesses] = await Promise.all([
    db.poolMember.findMany({ where: { poolId }, select: { userId: true } }),
    db.cardPick.findMany({ where: { poolId }, include: { fixture: true } }),
    db.cardTiebreakGuess.findMany({ where: { poolId } }),
  ]);
  const weeks = [...new Set(picks.map((pick) => iso(pick.week)))].sort();
  return weeks.map((week) => {
    const ofWeek = picks.filter((pick) => iso(pick.week) === week);
    const games = [...new Map(ofWeek.map((pick) => [pick.fixtureId, pick.fixture])).values()];
    const last = [...games].sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || b.id - a.id)[0];
    const total = last.status === "FINAL" && last.homeScore !== null && last.awayScore !== null ? last.homeScore + last.awayScore : null;
    const entries = members.map(({ userId }) => {
      const mine = ofWeek.filter((pick) => pick.userId === userId).map((pick) => ({ ...pick, outcome: outcomeOf(pick.fixture, pick.side) }));
      const won = mine.filter((pick) => pick.outcome === "WIN");
      // A win counts from when its game was settled (its kickoff when it never was).
      const reached = won.map((pick) => (pick.fixture.settledAt ?? pick.fixture.startsAt).getTime());
      return {
        userId,
        points: won.reduce((sum, pick) => sum + pick.confidence! * 10_000, 0),
        wins: won.length,
        open: mine.filter((pick) => pick.outcome === null).length,
        autoPicks: mine.filter((pick) => pick.auto).length,
        clv: null,
        reachedAt: reached.length > 0 ? Math.max(...reached) : null,
        guessMiss: guessMiss(guesses.find((guess) => guess.userId === userId && iso(guess.week) === week)?.guess ?? null, total),
      };
    });
    const over = games.every((game) => ["FINAL", "POSTPONED", "CANCELED"].includes(game.status)) && entries.every((entry) => entry.open === 0);
    return { week, final: over, rows: rankTable(entries, CARD_WEEK_RULE) };
  });
}

/** The stored week results and season table against the reference, row by row. */
async function expectStoredTablesMatch(poolId: string, dropWeeks: number) {
  const weeks = await referenceWeeks(poolId);
  for (const { week, final, rows } of weeks) {
    const stored = await db.cardWeekResult.findMany({ where: { poolId, week: new Date(`${week}T00:00:00Z`) }, orderBy: [{ rank: "asc" }, { userId: "asc" }] });
    const byUser = new Map(stored.map((row) => [row.userId, row]));
    expect(rows.map((row) => ({ week, userId: row.userId, points: unitsText(row.points), wins: row.wins, open: row.open, autoPicks: row.autoPicks, guessMiss: row.guessMiss, rank: row.rank, decidedBy: row.decidedBy, final }))).toEqual(
      rows.map((row) => {
        const mine = byUser.get(row.userId)!;
        return { week, userId: row.userId, points: mine.points.toFixed(4), wins: mine.wins, open: mine.open, autoPicks: mine.autoPicks, guessMiss: mine.guessMiss, rank: mine.rank, decidedBy: mine.decidedBy, final: mine.final };
      }),
    );
    expect(stored).toHaveLength(rows.length);
  }
  const memberIds = (await db.poolMember.findMany({ where: { poolId }, select: { userId: true } })).map((member) => member.userId);
  const storedWeeks: StoredWeek[] = weeks.flatMap(({ week, final, rows }) =>
    rows.map((row) => ({ userId: row.userId, week, points: unitsText(row.points), wins: row.wins, autoPicks: row.autoPicks, reachedAt: row.reachedAt === null ? null : new Date(row.reachedAt), final, clvPicks: 0, clvSum: "0" })),
  );
  const reference = seasonTable(memberIds, storedWeeks, dropWeeks);
  const season = await db.cardSeasonStanding.findMany({ where: { poolId } });
  const bySeasonUser = new Map(season.map((row) => [row.userId, row]));
  expect(season).toHaveLength(reference.length);
  expect(
    reference.map((row) => {
      const mine = bySeasonUser.get(row.userId)!;
      return { userId: row.userId, points: mine.points.toFixed(4), wins: mine.wins, autoPicks: mine.autoPicks, rank: mine.rank, decidedBy: mine.decidedBy, droppedWeeks: mine.droppedWeeks.map(iso) };
    }),
  ).toEqual(reference.map((row) => ({ userId: row.userId, points: unitsText(row.points), wins: row.wins, autoPicks: row.autoPicks, rank: row.rank, decidedBy: row.decidedBy, droppedWeeks: row.droppedWeeks })));
  return { weeks, season: reference };
}

describe("card pool stored tables against a reference from the picks", () => {
  let owner: User, ann: User, bob: User, cat: User, poolId: string, monday: (weeksBack: number) => Date;

  /** A game still to start, so picks can be written on it; `play` moves it into its week when it is played. */
  const pastGame = () => createFixture({ startsAt: new Date(Date.now() + DAY) });
  const play = (game: Game, startsAt: Date, home: number | null, away: number | null, status: "FINAL" | "POSTPONED" = "FINAL") =>
    db.fixture.update({ where: { id: game.id }, data: { startsAt, status, homeScore: home, awayScore: away, winnerSide: home === null || away === null || home === away ? null : home > away ? "HOME" : "AWAY" } });
  /** A pick made before kickoff on a game that has since been moved into an earlier week (written as it stood then). */
  const heldPick = (user: User, game: Game, week: Date, side: Side, confidence: number) =>
    db.cardPick.create({ data: { poolId, userId: user.user.id, week, fixtureId: game.id, side, price: side === "HOME" ? -150 : 130, opposingPrice: side === "HOME" ? 130 : -150, confidence } });

  beforeEach(async () => {
    await emptyWorld();
    [owner, ann, bob, cat] = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser()));
    poolId = (await createCardPool(owner, [ann, bob, cat], { scoring: "CONFIDENCE", missed: "FAVOURITE", dropWeeks: 1 })).id;
    const week = (await card.week(ann.token, poolId)).body.payload.week;
    monday = (weeksBack) => new Date(Date.parse(`${week}T00:00:00Z`) - weeksBack * 7 * DAY);
    await db.pool.update({ where: { id: poolId }, data: { createdAt: monday(2) } });
    await db.poolMember.updateMany({ where: { poolId }, data: { joinedAt: monday(3) } });
  });

  test("after settlement, a pick changed before kickoff, a game called off once settled, and the worst week dropped", async () => {
    // Two weeks back: three games the home sides win; the owner picks nothing (that week is past the automatic picks).
    const early = [await pastGame(), await pastGame(), await pastGame()];
    const twoBack = { ann: ["HOME", "HOME", "AWAY"], bob: ["HOME", "HOME", "HOME"], cat: ["AWAY", "HOME", "HOME"] } as const;
    const numbers = { ann: [3, 2, 1], bob: [1, 2, 3], cat: [3, 2, 1] } as const;
    for (const [name, user] of [["ann", ann], ["bob", bob], ["cat", cat]] as const) {
      for (const [g, game] of early.entries()) await heldPick(user, game, monday(2), twoBack[name][g], numbers[name][g]);
    }
    // Last week: Cat and the owner miss games (the favourite is picked for them at kickoff); Ann and Cat end level, her
    // guess exact and his three away.
    const last = [await pastGame(), await pastGame(), await pastGame()];
    await heldPick(ann, last[0], monday(1), "HOME", 1);
    await heldPick(ann, last[1], monday(1), "AWAY", 2);
    await heldPick(ann, last[2], monday(1), "HOME", 3);
    await heldPick(bob, last[0], monday(1), "AWAY", 3);
    await heldPick(bob, last[1], monday(1), "HOME", 1);
    await heldPick(bob, last[2], monday(1), "HOME", 2);
    await heldPick(cat, last[0], monday(1), "HOME", 3);
    await heldPick(cat, last[1], monday(1), "AWAY", 1);
    for (const [user, guess] of [[ann, 47], [cat, 50], [bob, 47]] as const) {
      await db.cardTiebreakGuess.create({ data: { poolId, userId: user.user.id, week: monday(1), guess } });
    }
    // This week: three games still to start, picked through the routes.
    const current = await Promise.all([1, 2, 3].map((hours) => createFixture({ startsAt: new Date(Date.now() + hours * HOUR) })));
    for (const [user, sides] of [[ann, ["HOME", "HOME", "HOME"]], [bob, ["AWAY", "AWAY", "HOME"]], [cat, ["HOME", "AWAY", "AWAY"]]] as const) {
      for (const [g, game] of current.entries()) expect((await card.pick(user.token, poolId, { fixtureId: game.id, side: sides[g], confidence: g + 1 })).status).toBe(200);
    }
    for (const [g, game] of early.entries()) await play(game, new Date(monday(2).getTime() + DAY + g * HOUR), 27, 20);
    for (const [g, game] of last.entries()) await play(game, new Date(monday(1).getTime() + DAY + g * HOUR), g === 1 ? 17 : 27, g === 1 ? 24 : 20);

    await settleCardPool(db, poolId);
    const settled = await expectStoredTablesMatch(poolId, 1);
    // The reference saw what the case is for: the favourite picked for missed games, level points split by the guess,
    // and a worst week dropped.
    expect(settled.weeks.find((week) => week.week === iso(monday(1)))!.rows.some((row) => row.autoPicks > 0)).toBe(true);
    expect(settled.weeks.flatMap((week) => week.rows.map((row) => row.decidedBy))).toContain("GUESS");
    // The automatic picks took the favourite and the lowest numbers free on each card, in kickoff order.
    const automatic = await db.cardPick.findMany({ where: { poolId, auto: true }, orderBy: [{ userId: "asc" }, { fixtureId: "asc" }], select: { userId: true, fixtureId: true, side: true, confidence: true } });
    expect(automatic).toEqual(
      [
        ...last.map((game, g) => ({ userId: owner.user.id, fixtureId: game.id, side: "HOME", confidence: g + 1 })),
        { userId: cat.user.id, fixtureId: last[2].id, side: "HOME", confidence: 2 },
      ].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : a.fixtureId - b.fixtureId)),
    );
    expect(settled.season.filter((row) => row.droppedWeeks.length === 1)).toHaveLength(4);

    // Bob changes a pick before its kickoff; then this week's first game ends and the pool settles again.
    expect((await card.pick(bob.token, poolId, { fixtureId: current[0].id, side: "HOME", confidence: 1 })).status).toBe(200);
    await play(current[0], new Date(Date.now() - HOUR), 24, 10);
    await settleCardPool(db, poolId);
    const changed = await expectStoredTablesMatch(poolId, 1);
    expect(changed.weeks.find((week) => week.week === iso(monday(0)))!.rows.find((row) => row.userId === bob.user.id)).toMatchObject({ points: 10_000, wins: 1 });

    // Last week's second game is called off after it was settled: its picks score nothing, the tables follow.
    await play(last[1], new Date(monday(1).getTime() + DAY + HOUR), null, null, "POSTPONED");
    await settleCardPool(db, poolId);
    const voided = await expectStoredTablesMatch(poolId, 1);
    expect(voided.weeks.find((week) => week.week === iso(monday(1)))!.rows.find((row) => row.userId === ann.user.id)).toMatchObject({ points: 40_000, wins: 2 });

    // The season table as members read it is the stored one, a page in rank order with its dropped weeks.
    const table = (await card.table(cat.token, poolId, "?table=season")).body.payload;
    expect(table.rows.map((row) => [row.userId, row.rank, row.points, row.droppedWeeks])).toEqual(
      voided.season.map((row) => [row.userId, row.rank, unitsText(row.points), row.droppedWeeks]),
    );
  }, 120_000);
});
