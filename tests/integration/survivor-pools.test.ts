// Survivor pools through their routes: creating one, members only (404 for anyone else), one pick per slate even under
// concurrent requests, a team once, picks closed by the database's clock and hidden until their game starts,
// settlement (losses, ties, missed slates, postponed games, corrections), auto-pick, the winner and the notification.
import { db } from "@/lib/db";
import { autoPickChoice } from "@/lib/domain/survivor";
import { slateOf, slateRange } from "@/lib/domain/survivor-slates";
import { settleSurvivorPool, settleSurvivorPools } from "@/lib/server/survivor/settle-survivor";
import { createFixture, createSignedInUser } from "../support/factories";
import { pools } from "../support/pool-calls";
import { emptyWorld, finish } from "../support/results-factories";
import { createSurvivorPool, survivor, runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;
const zone = runInNoonZone();

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const today = () => slateOf(new Date(), "nba", zone);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const survivorPool = (owner: User, members: User[], settings: Record<string, unknown> = {}) => createSurvivorPool("Last One Standing", zone, owner, members, settings);

/** A game between two teams already in the database, so a team can play on two slates. */
function rematch(homeTeamId: number, awayTeamId: number, startsAt: Date, lines: { home?: number; away?: number } = {}) {
  return db.fixture.create({
    data: { league: "NBA", startsAt, homeTeamId, awayTeamId, homeMoneyLine: lines.home ?? -150, awayMoneyLine: lines.away ?? 130, provider: "test", providerEventId: `r${Math.random()}` },
  });
}

const slatePicks = (poolId: string, userId: string) => db.survivorPick.findMany({ where: { poolId, userId }, orderBy: { slate: "asc" } });

describe("a survivor pool", () => {
  let owner: User, bea: User, cal: User, dan: User, outsider: User;
  let poolId: string;
  let games: Awaited<ReturnType<typeof createFixture>>[];

  beforeAll(async () => {
    await emptyWorld();
    [owner, bea, cal, dan, outsider] = await Promise.all([1, 2, 3, 4, 5].map(() => createSignedInUser()));
    games = [
      await createFixture({ league: "NBA", startsAt: inHours(1), homeMoneyLine: -200, awayMoneyLine: 170 }),
      await createFixture({ league: "NBA", startsAt: inHours(2) }),
      await createFixture({ league: "NBA", startsAt: inHours(3) }),
    ];
    const pool = await survivorPool(owner, [bea, cal, dan]);
    poolId = pool.id;
    expect(pool).toMatchObject({ kind: "SURVIVOR", leagues: ["nba"] });
  });

  test("members see the open slate, its games and who is alive; everyone else gets 404", async () => {
    const { status, body } = await survivor.state(bea.token, poolId);
    expect(status).toBe(200);
    expect(body.payload).toMatchObject({ league: "nba", slateUnit: "day", lives: 1, alive: 4, members: 4, ended: false, slate: { slate: today(), started: false } });
    expect(body.payload.games.map((game) => game.fixtureId)).toEqual(games.map((game) => game.id));
    expect(body.payload.pending.count).toBe(4);
    expect((await survivor.state(outsider.token, poolId)).status).toBe(404);
    expect((await survivor.pick(outsider.token, poolId, { fixtureId: games[0].id, side: "HOME" })).status).toBe(404);
    expect((await survivor.options(outsider.token, poolId, { countOnBoard: true })).status).toBe(404);
    expect((await survivor.state(undefined, poolId)).status).toBe(401);
    const pickem = await pools.create<{ id: string }>(owner.token, { name: "Plain" });
    expect((await survivor.state(owner.token, pickem.body.payload.id)).body.error?.code).toBe("NOT_FOUND");
  });

  test("a pick can be changed before its game starts, and others see only that a member picked", async () => {
    expect((await survivor.pick(bea.token, poolId, { fixtureId: games[0].id, side: "HOME" })).status).toBe(200);
    const changed = await survivor.pick(bea.token, poolId, { fixtureId: games[1].id, side: "AWAY" });
    expect(changed.status).toBe(200);
    expect(changed.body.payload).toMatchObject({ fixtureId: games[1].id, side: "AWAY", teamId: games[1].awayTeamId, boardPick: "off" });
    expect(await slatePicks(poolId, bea.user.id)).toHaveLength(1);
    const seenByOwner = (await survivor.state(owner.token, poolId)).body.payload;
    const beaRow = seenByOwner.standings.find((row) => row.userId === bea.user.id)!;
    expect(beaRow.slatePick).toBe("hidden");
    expect(beaRow.usedTeams).toEqual([]);
    // No object anywhere in the owner's answer pairs Bea's team with a side, whatever its keys' order.
    const objects = (value: unknown): Record<string, unknown>[] =>
      Array.isArray(value) ? value.flatMap(objects) : value !== null && typeof value === "object" ? [value as Record<string, unknown>, ...Object.values(value).flatMap(objects)] : [];
    expect(objects(seenByOwner).filter((node) => node.teamId === games[1].awayTeamId && "side" in node)).toEqual([]);
    const mine = (await survivor.state(bea.token, poolId)).body.payload;
    expect(mine.me?.pick).toMatchObject({ fixtureId: games[1].id, side: "AWAY", locked: false });
    expect(mine.pending.members.map((member) => member.id)).not.toContain(bea.user.id);
  });

  test("concurrent picks for one slate leave exactly one pick", async () => {
    const sides = games.flatMap((game) => [
      { fixtureId: game.id, side: "HOME" },
      { fixtureId: game.id, side: "AWAY" },
    ]);
    const replies = await Promise.all(sides.map((body) => survivor.pick(cal.token, poolId, body)));
    expect(replies.map((r) => r.status).every((status) => status === 200)).toBe(true);
    expect(await slatePicks(poolId, cal.user.id)).toHaveLength(1);
  });

  test("after kick-off the game cannot be picked, and a member without a pick is too late for the slate", async () => {
    await survivor.pick(owner.token, poolId, { fixtureId: games[2].id, side: "HOME" });
    // Cal settles on the first game, then it starts.
    await survivor.pick(cal.token, poolId, { fixtureId: games[0].id, side: "HOME" });
    await db.fixture.update({ where: { id: games[0].id }, data: { startsAt: inHours(-0.5) } });
    const late = await survivor.pick(bea.token, poolId, { fixtureId: games[0].id, side: "AWAY" });
    expect(late.status).toBe(422);
    expect(late.body.error?.code).toBe("PICK_CLOSED");
    const locked = await survivor.pick(cal.token, poolId, { fixtureId: games[2].id, side: "AWAY" });
    expect(locked.body.error).toMatchObject({ code: "PICK_CLOSED", message: "Your pick's game has started: your pick for this slate can no longer be changed" });
    const tooLate = await survivor.pick(dan.token, poolId, { fixtureId: games[2].id, side: "AWAY" });
    expect(tooLate.body.error?.code).toBe("PICK_CLOSED");
    expect(tooLate.body.error?.message).toMatch(/too late to pick/);
    // Once a game started, its pick shows to everyone.
    const calRow = (await survivor.state(owner.token, poolId)).body.payload.standings.find((row) => row.userId === cal.user.id)!;
    expect(calRow.slatePick).not.toBe("hidden");
    const joinLate = await pools.join(outsider.token, (await db.pool.findUniqueOrThrow({ where: { id: poolId } })).inviteCode!);
    expect(joinLate.body).toMatchObject({ error: { code: "CONFLICT" } });
  });

  test("a finished slate costs a life for a loss and a missed pick; a team cannot be used twice", async () => {
    await finish(games[0].id, 90, 100); // Cal's home pick loses.
    await finish(games[1].id, 95, 101); // Bea's away pick wins.
    expect((await settleSurvivorPool(db, poolId)).slates).toBe(0); // The owner's game is still to play.
    await finish(games[2].id, 110, 100); // The owner's home pick wins.
    const tomorrow = addDays(today(), 1);
    const next = await rematch(games[1].homeTeamId, games[1].awayTeamId, new Date(slateRange(tomorrow, "nba", zone).start.getTime() + 12 * HOUR));
    expect(await settleSurvivorPools(db)).toMatchObject({ slates: 1, ended: 0 });
    expect(await settleSurvivorPool(db, poolId)).toMatchObject({ slates: 0 }); // Idempotent.
    const state = (await survivor.state(owner.token, poolId)).body.payload;
    expect(state).toMatchObject({ alive: 2, members: 4, slate: { slate: slateOf(next.startsAt, "nba", zone) } });
    expect(state.log.map((row) => [row.username, row.outcome, row.eliminated])).toEqual(
      [
        [cal.user.username, "LOSS", true],
        [dan.user.username, "MISSED", true],
      ].sort((a, b) => String(a[0]).toLowerCase().localeCompare(String(b[0]).toLowerCase())),
    );
    const reuse = await survivor.pick(bea.token, poolId, { fixtureId: next.id, side: "AWAY" });
    expect(reuse.status).toBe(409);
    expect(reuse.body.error?.code).toBe("TEAM_USED");
    const out = await survivor.pick(cal.token, poolId, { fixtureId: next.id, side: "HOME" });
    expect(out.body.error?.code).toBe("SURVIVOR_OUT");
    const game = state.games.find((g) => g.fixtureId === next.id)!;
    expect(game.away.usedOn).toBeNull(); // The owner's view: the owner never used it.
    const beaGame = (await survivor.state(bea.token, poolId)).body.payload.games.find((g) => g.fixtureId === next.id)!;
    expect(beaGame.away.usedOn).toBe(today());
  });

  test("when one member is left the pool ends with its winner, and every member is told", async () => {
    const next = await db.fixture.findFirstOrThrow({ where: { league: "NBA", status: "PREGAME" }, orderBy: { startsAt: "desc" } });
    expect((await survivor.pick(bea.token, poolId, { fixtureId: next.id, side: "HOME" })).status).toBe(200);
    expect((await survivor.pick(owner.token, poolId, { fixtureId: next.id, side: "AWAY" })).status).toBe(200);
    await finish(next.id, 101, 99);
    expect(await settleSurvivorPool(db, poolId)).toMatchObject({ slates: 1, ended: true });
    const state = (await survivor.state(cal.token, poolId)).body.payload;
    expect(state).toMatchObject({ ended: true, alive: 1, winners: [{ id: bea.user.id }], slate: null, games: [] });
    const notes = await db.notification.findMany({ where: { type: "SURVIVOR_ENDED" }, orderBy: { userId: "asc" } });
    expect(notes.map((note) => note.userId).sort()).toEqual([owner, bea, cal, dan].map((u) => u.user.id).sort());
    expect(notes.find((note) => note.userId === bea.user.id)?.details).toMatchObject({ poolId, won: true, winners: [bea.user.username] });
    expect(notes.find((note) => note.userId === cal.user.id)?.details).toMatchObject({ won: false });
    expect((await survivor.pick(bea.token, poolId, { fixtureId: next.id, side: "HOME" })).body.error?.code).toBe("SURVIVOR_OVER");
    // A second run finds nothing: no second notification.
    await settleSurvivorPools(db);
    expect(await db.notification.count({ where: { type: "SURVIVOR_ENDED" } })).toBe(4);
  });

  test("a corrected result re-settles the pool from its slate: the winner changes and the new end is told", async () => {
    const last = await db.fixture.findFirstOrThrow({ where: { league: "NBA" }, orderBy: { startsAt: "desc" } });
    await db.fixture.update({ where: { id: last.id }, data: { homeScore: 99, awayScore: 101, winnerSide: "AWAY", corrections: 1 } });
    expect(await settleSurvivorPools(db)).toMatchObject({ ended: 1 });
    const state = (await survivor.state(bea.token, poolId)).body.payload;
    expect(state).toMatchObject({ ended: true, winners: [{ id: owner.user.id }] });
    expect(state.me).toMatchObject({ lives: 0, won: false });
    const told = await db.notification.findMany({ where: { type: "SURVIVOR_ENDED", userId: owner.user.id }, orderBy: { id: "asc" } });
    expect(told.map((note) => (note.details as { won: boolean }).won)).toEqual([false, true]);
  });
});

describe("survivor options", () => {
  let owner: User, eve: User, fay: User;

  beforeAll(async () => {
    await emptyWorld();
    [owner, eve, fay] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
  });

  test("auto-pick gives a member with no pick the biggest favourite left once the slate has started", async () => {
    const options = [
      await createFixture({ league: "NBA", startsAt: inHours(1), homeMoneyLine: -200, awayMoneyLine: 170 }),
      await createFixture({ league: "NBA", startsAt: inHours(2), homeMoneyLine: 240, awayMoneyLine: -300 }),
    ];
    const pool = await survivorPool(owner, [], { autoPick: true });
    // The slate's first game starts once the pool is made.
    const started = await createFixture({ league: "NBA", startsAt: inHours(-0.5), homeMoneyLine: -900, awayMoneyLine: 600 });
    // Eve joined before the first game (a member row written as the join would).
    await db.poolMember.create({ data: { poolId: pool.id, userId: eve.user.id } });
    await db.survivorEntry.create({ data: { poolId: pool.id, userId: eve.user.id, lives: 2 } });
    // The owner used the biggest favourite's team already on an earlier slate.
    await db.survivorPick.create({ data: { poolId: pool.id, userId: owner.user.id, slate: new Date(`${addDays(today(), -1)}T00:00:00Z`), fixtureId: options[1].id, teamId: options[1].awayTeamId, side: "AWAY", outcome: "WIN" } });
    await settleSurvivorPool(db, pool.id);
    const [ownerPick, evePick] = await Promise.all([owner, eve].map((u) => db.survivorPick.findFirstOrThrow({ where: { poolId: pool.id, userId: u.user.id, slate: new Date(`${today()}T00:00:00Z`) } })));
    const choices = [started, ...options].flatMap((f) => [
      { fixtureId: f.id, side: "HOME" as const, teamId: f.homeTeamId, moneyLine: f.homeMoneyLine, startsAt: f.startsAt },
      { fixtureId: f.id, side: "AWAY" as const, teamId: f.awayTeamId, moneyLine: f.awayMoneyLine, startsAt: f.startsAt },
    ]);
    expect(evePick).toMatchObject({ auto: true, fixtureId: options[1].id, side: "AWAY" });
    expect(evePick).toMatchObject({ teamId: autoPickChoice(choices, new Set(), new Date())!.teamId });
    expect(ownerPick).toMatchObject({ auto: true, fixtureId: options[0].id, side: "HOME" });
    expect(ownerPick.teamId).toBe(autoPickChoice(choices, new Set([options[1].awayTeamId]), new Date())!.teamId);
  });

  test("a member may count survivor picks on the global board; a game already picked there keeps that pick", async () => {
    await emptyWorld();
    [owner, eve, fay] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
    const [first, second] = [await createFixture({ league: "NBA", startsAt: inHours(2) }), await createFixture({ league: "NBA", startsAt: inHours(3) })];
    const pool = await survivorPool(owner, [eve, fay]);
    expect((await survivor.options(eve.token, pool.id, { countOnBoard: true })).body.payload).toEqual({ countOnBoard: true });
    const made = await survivor.pick(eve.token, pool.id, { fixtureId: first.id, side: "HOME" });
    expect(made.body.payload.boardPick).toBe("created");
    expect(await db.pick.findMany({ where: { userId: eve.user.id }, select: { fixtureId: true, side: true, market: true } })).toEqual([{ fixtureId: first.id, side: "HOME", market: "MONEY_LINE" }]);
    // Back to the first game on the other side: the board already has her pick on that game, the survivor pick changes anyway.
    await survivor.pick(eve.token, pool.id, { fixtureId: second.id, side: "HOME" });
    const again = await survivor.pick(eve.token, pool.id, { fixtureId: first.id, side: "AWAY" });
    expect(again.body.payload).toMatchObject({ side: "AWAY", boardPick: "already" });
    expect(await db.pick.count({ where: { userId: eve.user.id } })).toBe(2);
    // Off by default: Fay's survivor pick stays off the board.
    expect((await survivor.pick(fay.token, pool.id, { fixtureId: first.id, side: "HOME" })).body.payload.boardPick).toBe("off");
    expect(await db.pick.count({ where: { userId: fay.user.id } })).toBe(0);
  });

  test("a game postponed out of its slate lets its pickers survive; a tie costs a life", async () => {
    await emptyWorld();
    [owner, eve, fay] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
    const [moved, tied] = [await createFixture({ league: "NBA", startsAt: inHours(2) }), await createFixture({ league: "NBA", startsAt: inHours(3) })];
    const pool = await survivorPool(owner, [eve, fay], { lives: 2 });
    await survivor.pick(owner.token, pool.id, { fixtureId: moved.id, side: "HOME" });
    await survivor.pick(eve.token, pool.id, { fixtureId: tied.id, side: "HOME" });
    await survivor.pick(fay.token, pool.id, { fixtureId: tied.id, side: "AWAY" });
    await db.fixture.update({ where: { id: moved.id }, data: { startsAt: inHours(24 * 3) } });
    await finish(tied.id, 100, 100);
    expect(await settleSurvivorPool(db, pool.id)).toMatchObject({ slates: 1, ended: false });
    const entries = await db.survivorEntry.findMany({ where: { poolId: pool.id }, select: { userId: true, lives: true } });
    expect(Object.fromEntries(entries.map((e) => [e.userId, e.lives]))).toEqual({ [owner.user.id]: 2, [eve.user.id]: 1, [fay.user.id]: 1 });
    const outcomes = await db.survivorPick.findMany({ where: { poolId: pool.id }, select: { userId: true, outcome: true } });
    expect(outcomes.find((o) => o.userId === owner.user.id)?.outcome).toBe("SURVIVED");
    expect(outcomes.filter((o) => o.outcome === "TIE")).toHaveLength(2);
  });

  test("bad input is refused with the catalogue's errors", async () => {
    const pool = await db.pool.findFirstOrThrow({ where: { kind: "SURVIVOR" } });
    expect((await survivor.pick(owner.token, pool.id, { fixtureId: "x", side: "HOME" })).status).toBe(400);
    expect((await survivor.pick(owner.token, pool.id, { fixtureId: 1, side: "OVER" })).status).toBe(400);
    expect((await survivor.pick(owner.token, pool.id, { fixtureId: 999_999, side: "HOME" })).status).toBe(404);
    const tooMany = await pools.create(owner.token, { name: "Lives", kind: "SURVIVOR", survivor: { league: "nba", startSlate: today(), lives: 4 } });
    expect(tooMany.status).toBe(400);
    const past = await pools.create(owner.token, { name: "Past", kind: "SURVIVOR", survivor: { league: "nba", startSlate: addDays(today(), -2), lives: 1 } });
    expect(past.body).toMatchObject({ error: { code: "VALIDATION_ERROR", message: "The first slate cannot be in the past" } });
    const noSettings = await pools.create(owner.token, { name: "Bare", kind: "SURVIVOR" });
    expect(noSettings.status).toBe(400);
    expect((await pools.update(owner.token, pool.id, { leagues: ["nfl"] })).status).toBe(409);
  });
});
