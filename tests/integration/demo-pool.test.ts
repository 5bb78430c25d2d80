// The demo world's pool: three weeks old, so its two weeks before this one are final with winners, and this one is live.
import { db } from "@/lib/db";
import { seedDatabase } from "@/lib/server/demo/seed-database";
import { DEMO_POOL_NAME } from "@/lib/server/demo/seed-pools";
import { addWeeks, currentWeek } from "@/lib/domain/pool-weeks";
import { settleDemoFinals } from "@/lib/server/results/settle-demo-finals";
import { getPoolTable } from "@/lib/server/pools/get-pool-table";
import { listPoolWeeks } from "@/lib/server/pools/list-pool-weeks";
import { appTimeZone } from "@/lib/settings";

test("the seeded pool has past weeks with final tables and winners, and a second seed changes nothing", async () => {
  const now = new Date();
  const seed = async () => seedDatabase(db, { now, seed: "demo-pool", settleFixtures: (fixtures) => settleDemoFinals(db, fixtures, now).then(() => {}) });
  const first = await seed();
  expect(first.pools).toBe(1);
  const pool = await db.pool.findFirstOrThrow({ where: { name: DEMO_POOL_NAME }, include: { _count: { select: { members: true } } } });
  expect(pool._count.members).toBe(12);
  const caller = { id: pool.ownerId };
  const weeks = await listPoolWeeks(caller, pool.id, now);
  const current = currentWeek(now, appTimeZone());
  const past = weeks.weeks.filter((week) => week.final);
  expect(past.map((week) => week.start)).toEqual([addWeeks(current, -1), addWeeks(current, -2), addWeeks(current, -3)].slice(0, past.length));
  expect(past.length).toBeGreaterThanOrEqual(2);
  expect(past.slice(0, 2).every((week) => week.winners.length > 0)).toBe(true);
  const lastWeek = await getPoolTable(caller, pool.id, { table: addWeeks(current, -1), limit: 25, now });
  expect(lastWeek.final).toBe(true);
  expect(lastWeek.rows.length).toBeGreaterThan(1);
  expect((await seed()).created).toBe(0);
  expect(await db.pool.count({ where: { kind: "PICKEM" } })).toBe(1);
  // Seeding the whole world twice, settlement included, takes a while on a shared machine.
}, 180_000);
