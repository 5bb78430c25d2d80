// A finished demo game keeps its result through later demo syncs, whatever seed the syncing app runs with: the end-to-end
// run seeds its world with its own seed while its app once synced the default one, and that sync re-decided yesterday's
// games as "corrections" and re-settled the demo survivor pool with its alive members losing.
import { db } from "@/lib/db";
import { seedDatabase } from "@/lib/server/demo/seed-database";
import { DEMO_SURVIVOR_NAME } from "@/lib/server/demo/seed-survivor";
import { demoFeed } from "@/lib/feeds/demo-feed";
import { settleDemoFinals } from "@/lib/server/results/settle-demo-finals";
import { syncAndRecord } from "@/lib/server/sync/sync-and-record";

jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

/** The world's finished games (another seed's feed also brings games of its own, which are new rows). */
const finals = (ids?: number[]) =>
  db.fixture.findMany({
    where: { provider: "demo", status: "FINAL", ...(ids && { id: { in: ids } }) },
    select: { id: true, homeScore: true, awayScore: true, winnerSide: true, corrections: true },
    orderBy: { id: "asc" },
  });

const survivorState = async () => {
  const pool = await db.pool.findFirstOrThrow({ where: { name: DEMO_SURVIVOR_NAME }, include: { survivor: true } });
  const entries = await db.survivorEntry.findMany({ where: { poolId: pool.id }, select: { userId: true, lives: true, eliminatedOn: true, won: true }, orderBy: { userId: "asc" } });
  return { settledThrough: pool.survivor!.settledThrough, endedAt: pool.survivor!.endedAt, entries };
};

test("a demo sync, under the world's seed or another one, leaves finished games and the settled survivor slates as they are", async () => {
  const now = new Date();
  await seedDatabase(db, { now, seed: "e2e", settleFixtures: (fixtures) => settleDemoFinals(db, fixtures, now).then(() => {}) });
  const before = await finals();
  expect(before.length).toBeGreaterThan(0);
  const survivor = await survivorState();
  expect(survivor.settledThrough).not.toBeNull();

  for (const seed of ["e2e", "pickline"]) {
    const summary = await syncAndRecord(db, demoFeed(seed), { now, sendMail: false });
    expect(summary.settled.corrected).toBe(0);
    expect(await finals(before.map((game) => game.id))).toEqual(before);
    expect(await survivorState()).toEqual(survivor);
  }
}, 180_000);
