// The demo world's survivor pool: past slates settled with members out, the open slate with picks in and members
// still to pick, and a second seed run that changes nothing.
import { db } from "@/lib/db";
import { seedDatabase } from "@/lib/server/demo/seed-database";
import { DEMO_SURVIVOR_NAME } from "@/lib/server/demo/seed-survivor";
import { settleDemoFinals } from "@/lib/server/results/settle-demo-finals";
import { getSurvivor } from "@/lib/server/survivor/get-survivor";

test("a fresh demo world has a survivor pool with settled slates, members out, and an open slate", async () => {
  const now = new Date();
  const seed = () => seedDatabase(db, { now, seed: "demo-survivor", settleFixtures: (fixtures) => settleDemoFinals(db, fixtures, now).then(() => {}) });
  const first = await seed();
  expect(first.survivorPools).toBe(1);
  const pool = await db.pool.findFirstOrThrow({ where: { name: DEMO_SURVIVOR_NAME }, include: { survivor: true } });
  expect(pool).toMatchObject({ kind: "SURVIVOR", leagues: ["NBA"] });
  expect(pool.survivor?.settledThrough).not.toBeNull();
  const state = await getSurvivor({ id: pool.ownerId }, pool.id);
  expect(state.members).toBe(10);
  expect(state.alive).toBe(7);
  expect(state.ended).toBe(false);
  expect(state.log.filter((entry) => entry.eliminated)).toHaveLength(3);
  expect(state.me).toMatchObject({ lives: 1 });
  expect(state.me!.usedTeams.filter((team) => team.outcome === "WIN").length).toBeGreaterThanOrEqual(2);
  expect(state.slate).not.toBeNull();
  expect(state.pending.count).toBeGreaterThanOrEqual(state.slate!.started ? 0 : 2);
  const before = await db.survivorPick.count();
  expect((await seed()).created).toBe(0);
  expect(await db.survivorPick.count()).toBe(before);
}, 120_000);
