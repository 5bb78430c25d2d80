// A production deployment's build and start never fill its empty database with the demo world unless told to: a
// deployer who forgets SEED_DEMO=false gets an empty site, not one full of made-up pickers.
import { db } from "@/lib/db";
import { prepareAppDatabase } from "@/scripts/lib/prepare-database";

const lines: string[] = [];
const quiet = jest.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
const saved = { SEED_DEMO: process.env.SEED_DEMO, NODE_ENV: process.env.NODE_ENV };
// NODE_ENV is typed read-only; the deployment environment is read from it at run time.
const setNodeEnv = (value: string | undefined) => Object.assign(process.env, { NODE_ENV: value });

afterAll(() => {
  quiet.mockRestore();
  setNodeEnv(saved.NODE_ENV);
  if (saved.SEED_DEMO === undefined) delete process.env.SEED_DEMO;
  else process.env.SEED_DEMO = saved.SEED_DEMO;
});

test("SEED_DEMO=false or unset seeds nothing into a production database, and says so; SEED_DEMO=true seeds it", async () => {
  setNodeEnv("production");
  process.env.SEED_DEMO = "false";
  await (await prepareAppDatabase()).stop();
  expect([await db.fixture.count(), await db.user.count(), await db.pool.count(), await db.cardPick.count()]).toEqual([0, 0, 0, 0]);

  delete process.env.SEED_DEMO;
  await (await prepareAppDatabase()).stop();
  expect(await db.fixture.count()).toBe(0);
  expect(await db.user.count()).toBe(0);
  expect(lines).toContain("Production database: no demo world is seeded into it (SEED_DEMO=true would).");

  process.env.SEED_DEMO = "true";
  await (await prepareAppDatabase()).stop();
  expect(await db.fixture.count()).toBeGreaterThan(0);
  expect(await db.pick.count()).toBeGreaterThan(0);
  expect(await db.cardPick.count()).toBeGreaterThan(0);
}, 180_000);
