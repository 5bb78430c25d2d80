// Members joining or leaving a card pool while its settlement runs, on real concurrent transactions: a settlement held
// open at its last write (its week and season tables written, not yet committed) while a member joins or leaves, and a
// join held open in the middle of its season table while a settlement starts. Nobody's rows are lost or doubled, the
// tables rank every member 1..n, and a later run settles what a skipped one did not.
import pg from "pg";
import { db } from "@/lib/db";
import { CARD_LOCK_NAMESPACE } from "@/lib/server/pools/card/card-pool-lock";
import { settleCardPool, settleCardPools } from "@/lib/server/pools/card/settle-card-pools";
import { card, createCardPool } from "../support/card-calls";
import { createFixture, createSignedInUser } from "../support/factories";
import { pools } from "../support/pool-calls";
import { emptyWorld, finish } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

runInNoonZone();

const HOUR = 3_600_000;
type User = Awaited<ReturnType<typeof createSignedInUser>>;
type Game = { id: number };
type Row = (string | number)[];
type Tracked<T> = { promise: Promise<T>; done: boolean };

/** A promise whose completion can be polled, so a wait can stop when what it waits behind has already finished. */
function tracked<T>(promise: Promise<T>): Tracked<T> {
  const entry: Tracked<T> = { promise, done: false };
  promise.then(
    () => (entry.done = true),
    () => (entry.done = true),
  );
  return entry;
}

/** Table rows [member, points, rank] in the order the tables list them: by rank, then by member. */
const byRank = (rows: Row[]) => [...rows].sort((a, b) => +a[2] - +b[2] || (a[0] < b[0] ? -1 : 1));

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A connection of its own, outside the app's pool, that holds row locks or watches the others' locks. */
async function connection(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  return client;
}

describe("card pool members changing while the pool settles", () => {
  let owner: User, ann: User, bob: User, cat: User, poolId: string, inviteCode: string, week: string, games: Game[], watcher: pg.Client;

  /** The sessions of this database, other than the watcher's, waiting on a lock. */
  const waiting = async (): Promise<number[]> =>
    (
      await watcher.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      )
    ).rows.map((row) => row.pid);
  /** The sessions holding the pool's card lock (granted) or queued for it. */
  const cardLock = async (): Promise<{ pid: number; granted: boolean }[]> =>
    (
      await watcher.query<{ pid: number; granted: boolean }>(
        `SELECT l.pid, l.granted FROM pg_locks l JOIN pg_database d ON d.oid = l.database AND d.datname = current_database()
         WHERE l.locktype = 'advisory' AND l.objsubid = 2 AND l.classid::bigint = $1 AND l.objid::bigint = hashtext($2)::bigint & 4294967295`,
        [CARD_LOCK_NAMESPACE, poolId],
      )
    ).rows;

  /** Another session locking a row (FOR UPDATE) until the returned release, which may be called more than once. */
  async function holdRow(sql: string, params: unknown[]): Promise<() => Promise<void>> {
    const blocker = await connection();
    await blocker.query("BEGIN");
    await blocker.query(sql, params);
    let open = true;
    return async () => {
      if (!open) return;
      open = false;
      await blocker.query("COMMIT");
      await blocker.end();
    };
  }

  /** Waits until `task` has finished or a session other than `others` waits on a lock: that session, 0 once finished. */
  async function blockedSession(task: Tracked<unknown>, others: number[], what: string): Promise<number> {
    let pid = 0;
    await waitFor(async () => {
      pid = (await waiting()).find((candidate) => !others.includes(candidate)) ?? 0;
      return task.done || pid !== 0;
    }, what);
    return task.done ? 0 : pid;
  }

  /**
   * A member change started while a settlement of the pool is held at its last statement (stamping the pool settled) by
   * another session's lock on the pool's row: the settlement holds the card lock and has written, not committed, its
   * week and season tables. Once the change waits, the settlement is let go; both are awaited.
   */
  async function changeDuringSettlement<T>(change: () => Promise<T>) {
    const release = await holdRow(`SELECT 1 FROM "CardPool" WHERE "poolId" = $1 FOR UPDATE`, [poolId]);
    try {
      const settling = tracked(settleCardPool(db, poolId));
      const settler = await blockedSession(settling, [], "the settlement to reach its last statement");
      expect(await cardLock()).toEqual([{ pid: settler, granted: true }]);
      const changing = tracked(change());
      const changer = await blockedSession(changing, [settler], "the member change to finish or wait");
      // The change waits for the pool's card lock: it changes no membership and writes no table before the settlement ends.
      expect(await cardLock()).toContainEqual({ pid: changer, granted: false });
      await release();
      return { settled: await settling.promise, changed: await changing.promise };
    } finally {
      await release();
    }
  }

  /** The week's table and the season's as members read them, in rank order. */
  const weekTable = async () => (await card.table(ann.token, poolId, `?table=${week}`)).body.payload.rows.map((row) => [row.userId, row.points, row.rank]);
  const seasonTable = async () => (await card.table(ann.token, poolId, "?table=season")).body.payload.rows.map((row) => [row.userId, row.points, row.rank]);
  /** The stored rows themselves: one per member (no one twice, no one missing), ranked 1..n in competition order. */
  async function expectStoredTablesOf(members: User[]) {
    const ids = members.map((member) => member.user.id).sort();
    const stored = [
      await db.cardSeasonStanding.findMany({ where: { poolId }, orderBy: [{ rank: "asc" }, { userId: "asc" }] }),
      await db.cardWeekResult.findMany({ where: { poolId, week: new Date(`${week}T00:00:00Z`) }, orderBy: [{ rank: "asc" }, { userId: "asc" }] }),
    ];
    for (const rows of stored) {
      expect(rows.map((row) => row.userId).sort()).toEqual(ids);
      // Competition ranks: the first is 1, and each is its neighbour's when level on points, else its own place.
      rows.forEach((row, place) => {
        if (place === 0) expect(row.rank).toBe(1);
        else expect([rows[place - 1].rank, place + 1]).toContain(row.rank);
        if (place > 0 && row.rank === rows[place - 1].rank) expect(row.points.toFixed(4)).toBe(rows[place - 1].points.toFixed(4));
      });
    }
  }

  beforeEach(async () => {
    await emptyWorld();
    [owner, ann, bob, cat] = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser()));
    ({ id: poolId, inviteCode } = await createCardPool(owner, [ann, bob], { scoring: "WINS", missed: "ZERO" }));
    week = (await card.week(ann.token, poolId)).body.payload.week;
    games = [];
    for (const hours of [1, 2, 3]) games.push(await createFixture({ startsAt: new Date(Date.now() + hours * HOUR) }));
    // Ann picks the home side of every game, Bob home then away twice; the owner picks nothing.
    for (const [user, sides] of [[ann, ["HOME", "HOME", "HOME"]], [bob, ["HOME", "AWAY", "AWAY"]]] as const) {
      for (const [g, game] of games.entries()) expect((await card.pick(user.token, poolId, { fixtureId: game.id, side: sides[g] })).status).toBe(200);
      expect((await card.tiebreak(user.token, poolId, { week, guess: 40 })).status).toBe(200);
    }
    // Every game kicks off (in order, within the week) and the first two end with the home side winning.
    for (const [g, game] of games.entries()) await db.fixture.update({ where: { id: game.id }, data: { startsAt: new Date(Date.now() - (3 - g) * 0.5 * HOUR) } });
    await finish(games[0].id, 24, 17);
    await finish(games[1].id, 20, 10);
    watcher = await connection();
  });

  afterEach(async () => {
    await watcher.end();
  });

  test("a member who joins while the settlement writes is in the season table after it, nobody else moved", async () => {
    const { settled, changed } = await changeDuringSettlement(() => pools.join(cat.token, inviteCode));
    expect(settled.weeks).toBe(1);
    expect(changed.status).toBe(200);

    // The settlement's rows stand as it wrote them; the newcomer is in the season table, level with the owner on nothing.
    const before = [[ann.user.id, "2.0000", 1], [bob.user.id, "1.0000", 2], [owner.user.id, "0.0000", 3]];
    expect(await weekTable()).toEqual(before);
    expect(await seasonTable()).toEqual(byRank([...before, [cat.user.id, "0.0000", 3]]));
    expect((await db.cardSeasonStanding.findMany({ where: { poolId } })).map((row) => row.userId).sort()).toEqual([owner, ann, bob, cat].map((u) => u.user.id).sort());

    // The last game ends: the scheduled run writes the week again, with the newcomer in it.
    await finish(games[2].id, 30, 20);
    expect(await settleCardPools(db)).toMatchObject({ pools: 1 });
    await expectStoredTablesOf([owner, ann, bob, cat]);
    expect((await weekTable()).find((row) => row[0] === cat.user.id)).toEqual([cat.user.id, "0.0000", 3]);
    expect((await seasonTable()).slice(0, 2)).toEqual([[ann.user.id, "3.0000", 1], [bob.user.id, "1.0000", 2]]);
  });

  test("a member who leaves while the settlement writes is in no table after it, and the others close up", async () => {
    // Last week, closed before the race, Bob won: the season counts it from last week on.
    const lastWeek = new Date(Date.parse(`${week}T00:00:00Z`) - 7 * 24 * HOUR);
    await db.pool.update({ where: { id: poolId }, data: { createdAt: lastWeek } });
    await db.cardWeekResult.createMany({
      data: ([[bob, 5, 1], [ann, 3, 2], [owner, 0, 3]] as const).map(([who, points, rank]) => ({ poolId, week: lastWeek, userId: who.user.id, points, wins: points, rank, final: true })),
    });
    const closedTable = async () => (await card.table(ann.token, poolId, `?table=${lastWeek.toISOString().slice(0, 10)}`)).body.payload.rows.map((row) => [row.userId, row.points, row.rank]);

    const { settled, changed } = await changeDuringSettlement(() => pools.removeMember(bob.token, poolId, bob.user.id));
    expect(settled.weeks).toBe(1);
    expect(changed).toMatchObject({ status: 200, body: { payload: { removed: true } } });

    // Nothing of Bob's is left in the pool: no season or week row, no card pick, no guess.
    expect(await db.cardSeasonStanding.count({ where: { poolId, userId: bob.user.id } })).toBe(0);
    expect(await db.cardWeekResult.count({ where: { poolId, userId: bob.user.id } })).toBe(0);
    expect(await db.cardPick.count({ where: { poolId, userId: bob.user.id } })).toBe(0);
    expect(await db.cardTiebreakGuess.count({ where: { poolId, userId: bob.user.id } })).toBe(0);
    expect(await seasonTable()).toEqual([[ann.user.id, "5.0000", 1], [owner.user.id, "0.0000", 2]]);
    // Each week's table closes up as well, at once: this week's, and last week's, which Ann now heads.
    expect(await weekTable()).toEqual([[ann.user.id, "2.0000", 1], [owner.user.id, "0.0000", 2]]);
    expect(await closedTable()).toEqual([[ann.user.id, "3.0000", 1], [owner.user.id, "0.0000", 2]]);
    expect((await card.season(ann.token, poolId)).body.payload.weeks.weeks[1]).toMatchObject({ winners: [{ userId: ann.user.id }] });
    await expectStoredTablesOf([owner, ann]);
    // This week's places are those a settlement writing it afresh gives.
    const storedWeeks = () => db.cardWeekResult.findMany({ where: { poolId }, orderBy: [{ week: "asc" }, { userId: "asc" }], select: { week: true, userId: true, points: true, rank: true, decidedBy: true } });
    const closedUp = await storedWeeks();
    await db.cardPool.update({ where: { poolId }, data: { settledAt: null } });
    expect(await settleCardPool(db, poolId)).toMatchObject({ weeks: 1 });
    expect(await storedWeeks()).toEqual(closedUp);

    await finish(games[2].id, 30, 20);
    expect(await settleCardPools(db)).toMatchObject({ pools: 1 });
    await expectStoredTablesOf([owner, ann]);
    expect(await seasonTable()).toEqual([[ann.user.id, "6.0000", 1], [owner.user.id, "0.0000", 2]]);
  });

  test("a settlement that starts while a join is writing is skipped, and the next run settles everyone", async () => {
    // The pool settled once (the first two games over); then the last game ends, so the pool is due again.
    await settleCardPool(db, poolId);
    const stamped = (await db.cardPool.findUniqueOrThrow({ where: { poolId } })).settledAt;
    const weekBefore = await weekTable();
    expect(weekBefore).toEqual([[ann.user.id, "2.0000", 1], [bob.user.id, "1.0000", 2], [owner.user.id, "0.0000", 3]]);
    await finish(games[2].id, 30, 20);

    // Another session holds Ann's season row: the join stops in the middle of writing the season table, holding the
    // card lock it took before adding the member.
    const release = await holdRow(`SELECT 1 FROM "CardSeasonStanding" WHERE "poolId" = $1 AND "userId" = $2 FOR UPDATE`, [poolId, ann.user.id]);
    try {
      const joining = tracked(pools.join(cat.token, inviteCode));
      const joiner = await blockedSession(joining, [], "the join to reach the season table");
      expect(await cardLock()).toEqual([{ pid: joiner, granted: true }]);
      // A settlement now stands aside at once: it neither waits for the join nor writes beside it.
      const settling = tracked(settleCardPool(db, poolId));
      await blockedSession(settling, [joiner], "the settlement to finish or wait");
      expect(settling.done).toBe(true);
      expect(await settling.promise).toEqual({ weeks: 0, autoPicks: 0 });
      await release();
      expect((await joining.promise).status).toBe(200);
    } finally {
      await release();
    }
    // Nothing written and the pool not stamped as settled, so it stays due.
    expect((await db.cardPool.findUniqueOrThrow({ where: { poolId } })).settledAt).toEqual(stamped);
    expect(await weekTable()).toEqual(weekBefore);

    // The next scheduled run finds the pool due and settles it with everyone in both tables.
    expect(await settleCardPools(db)).toMatchObject({ pools: 1 });
    await expectStoredTablesOf([owner, ann, bob, cat]);
    expect(await weekTable()).toEqual(byRank([[ann.user.id, "3.0000", 1], [bob.user.id, "1.0000", 2], [owner.user.id, "0.0000", 3], [cat.user.id, "0.0000", 3]]));
    expect(await seasonTable()).toEqual(await weekTable());
  });
});
