// Survivor writes guarded by the database's clock and state: an auto-pick stands once its slate has started, a pool
// cannot begin on a slate already under way, a pick is written only for an alive member of a running pool, and the
// pick'em machinery (tables, weeks, who still has to pick, the CSV, closing weeks) leaves survivor pools alone.
import { db } from "@/lib/db";
import { slateOf } from "@/lib/domain/survivor-slates";
import { closePoolWeeks } from "@/lib/server/pools/close-pool-weeks";
import { settleSurvivorPool } from "@/lib/server/survivor/settle-survivor";
import { createFixture, createSignedInUser } from "../support/factories";
import { pools } from "../support/pool-calls";
import { emptyWorld } from "../support/results-factories";
import { createSurvivorPool, survivor, runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;
const zone = runInNoonZone();

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const today = () => slateOf(new Date(), "nba", zone);

const survivorPool = (owner: User, members: User[], settings: Record<string, unknown> = {}) => createSurvivorPool("Guards", zone, owner, members, settings);

const pickOf = (poolId: string, userId: string) => db.survivorPick.findFirst({ where: { poolId, userId } });

describe("survivor guards", () => {
  let owner: User, bea: User;

  beforeEach(async () => {
    await emptyWorld();
    [owner, bea] = await Promise.all([1, 2].map(() => createSignedInUser()));
  });

  test("an auto-pick made once the slate started cannot be swapped for another team", async () => {
    const games = [
      await createFixture({ league: "NBA", startsAt: inHours(1) }),
      await createFixture({ league: "NBA", startsAt: inHours(2), homeMoneyLine: -400, awayMoneyLine: 300 }),
      await createFixture({ league: "NBA", startsAt: inHours(3) }),
    ];
    const pool = await survivorPool(owner, [bea], { autoPick: true });
    await db.fixture.update({ where: { id: games[0].id }, data: { startsAt: inHours(-0.5) } });
    await settleSurvivorPool(db, pool.id);
    const auto = await pickOf(pool.id, bea.user.id);
    expect(auto).toMatchObject({ auto: true, fixtureId: games[1].id, side: "HOME" });
    const swap = await survivor.pick(bea.token, pool.id, { fixtureId: games[2].id, side: "AWAY" });
    expect(swap.status).toBe(422);
    expect(swap.body.error).toMatchObject({ code: "PICK_CLOSED", message: "Auto-pick chose your team after the slate's first game started: it can no longer be changed" });
    expect(await pickOf(pool.id, bea.user.id)).toMatchObject({ auto: true, fixtureId: games[1].id, teamId: games[1].homeTeamId });
  });

  test("a pool cannot start on a slate whose first game has begun by the database's clock", async () => {
    await createFixture({ league: "NBA", startsAt: inHours(-0.5) });
    await createFixture({ league: "NBA", startsAt: inHours(2) });
    const created = await pools.create(owner.token, { name: "Too late", kind: "SURVIVOR", survivor: { league: "nba", startSlate: today(), lives: 1 } });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ error: { code: "VALIDATION_ERROR", message: "The first slate's first game has started: choose a later slate" } });
    expect(await db.survivorPool.count()).toBe(0);
  });

  test("a member eliminated, or a pool ended, after the checks read them leaves no pick: the write itself checks", async () => {
    const game = await createFixture({ league: "NBA", startsAt: inHours(2) });
    const pool = await survivorPool(owner, [bea]);
    // Settlement takes Bea's last life between the use case's read and its write: the read still sees a life.
    await db.survivorEntry.update({ where: { poolId_userId: { poolId: pool.id, userId: bea.user.id } }, data: { lives: 0 } });
    const staleEntry = jest.spyOn(db.survivorEntry, "findUniqueOrThrow").mockResolvedValueOnce({ lives: 1, countOnBoard: false } as never);
    const out = await survivor.pick(bea.token, pool.id, { fixtureId: game.id, side: "HOME" });
    staleEntry.mockRestore();
    expect(out.body.error?.code).toBe("SURVIVOR_OUT");
    expect(await pickOf(pool.id, bea.user.id)).toBeNull();
    // The pool ends between the read and the write.
    const row = await db.survivorPool.findUniqueOrThrow({ where: { poolId: pool.id } });
    await db.survivorPool.update({ where: { poolId: pool.id }, data: { endedAt: new Date() } });
    const stalePool = jest.spyOn(db.survivorPool, "findUnique").mockResolvedValue(row as never);
    const over = await survivor.pick(owner.token, pool.id, { fixtureId: game.id, side: "HOME" });
    stalePool.mockRestore();
    expect(over.body.error?.code).toBe("SURVIVOR_OVER");
    expect(await pickOf(pool.id, owner.user.id)).toBeNull();
  });

  test("the pick'em tables, weeks, pending list, CSV and season start answer NOT_FOUND for a survivor pool, and closing weeks skips it", async () => {
    await createFixture({ league: "NBA", startsAt: inHours(2) });
    const pool = await survivorPool(owner, [bea]);
    const replies = [
      await pools.table(owner.token, pool.id, "?table=season"),
      await pools.weeks(owner.token, pool.id),
      await pools.pending(owner.token, pool.id),
      await pools.season(owner.token, pool.id, { start: today() }),
    ];
    for (const reply of replies) expect(reply.body).toMatchObject({ error: { code: "NOT_FOUND", message: "This is a survivor pool: it has no pick'em table, weeks or pick'em slate" } });
    expect((await pools.exportCsv(owner.token, pool.id)).status).toBe(404);
    await closePoolWeeks(new Date(Date.now() + 14 * 86_400_000));
    expect(await db.pool.findUniqueOrThrow({ where: { id: pool.id }, select: { closedThrough: true, tablesAt: true } })).toEqual({ closedThrough: null, tablesAt: null });
    expect(await db.poolTableRow.count({ where: { poolId: pool.id } })).toBe(0);
  });
});
