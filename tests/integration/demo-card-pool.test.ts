// The demo world's card pool: an NFL confidence pool against the spread whose weeks before this one are played and
// settled (results, tiebreak guesses, an automatic pick), this week's card with picks in and members still to pick, and
// a second seed run that changes nothing.
import { db } from "@/lib/db";
import { addWeeks } from "@/lib/domain/pool-weeks";
import { seedDatabase } from "@/lib/server/demo/seed-database";
import { DEMO_CARD_POOL_NAME } from "@/lib/server/demo/seed-card-pool";
import { cardWeekRange } from "@/lib/server/pools/card/card-week-range";
import { getCardGrid } from "@/lib/server/pools/card/get-card-grid";
import { getCardTable } from "@/lib/server/pools/card/get-card-table";
import { listPendingPickers } from "@/lib/server/pools/list-pending-pickers";
import { settleDemoFinals } from "@/lib/server/results/settle-demo-finals";

test("a fresh demo world has a card pool with settled weeks, an automatic pick, and this week's card half picked", async () => {
  const now = new Date();
  const seed = () => seedDatabase(db, { now, seed: "demo-card", settleFixtures: (fixtures) => settleDemoFinals(db, fixtures, now).then(() => {}) });
  const first = await seed();
  expect(first.cardPools).toBe(1);
  const pool = await db.pool.findFirstOrThrow({ where: { name: DEMO_CARD_POOL_NAME }, include: { card: true, _count: { select: { members: true } } } });
  expect(pool).toMatchObject({ kind: "CARD", leagues: ["NFL"], card: { market: "SPREAD", scoring: "CONFIDENCE", missed: "FAVOURITE", picking: "EVERY_GAME" } });
  expect(pool._count.members).toBe(5);
  const owner = { id: pool.ownerId, username: null, verified: true, role: "USER" as const };

  // Last week is over: a final table with a winner on points, and the member who missed a game got the favourite.
  const lastWeek = addWeeks(cardWeekRange(undefined, now).week, -1);
  const table = await getCardTable(owner, pool.id, lastWeek);
  expect(table).toMatchObject({ final: true });
  expect(table.rows).toHaveLength(5);
  expect(Number(table.rows[0].points)).toBeGreaterThan(0);
  expect(table.rows.some((row) => row.clv !== null)).toBe(true);
  expect(await db.cardPick.count({ where: { poolId: pool.id, week: new Date(`${lastWeek}T00:00:00Z`), auto: true } })).toBeGreaterThanOrEqual(1);
  expect((await getCardTable(owner, pool.id, "season")).rows.filter((row) => Number(row.points) > 0).length).toBeGreaterThanOrEqual(3);

  // This week: three members have a full card, two have not picked yet.
  const grid = await getCardGrid(owner, pool.id);
  expect(grid.games.length).toBeGreaterThan(0);
  const picked = grid.rows.filter((row) => row.cells.some((cell) => cell.state !== "none"));
  expect(picked.length).toBeGreaterThanOrEqual(3);
  const pending = await listPendingPickers(owner, pool.id, now);
  if (grid.games.some((game) => !game.started)) expect(pending.count).toBe(2);

  const before = await db.cardPick.count();
  expect((await seed()).created).toBe(0);
  expect(await db.cardPick.count()).toBe(before);
}, 180_000);
