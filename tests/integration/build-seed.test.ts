// The database step of `npm run build` (and of `npm start`): an empty database gets the demo world before anything
// reads it (the build, the data it caches, the first visitor), unless SEED_DEMO=false (production: production-seed.test.ts).
import { db } from "@/lib/db";
import { prepareAppDatabase } from "@/scripts/lib/prepare-database";

const quiet = jest.spyOn(console, "log").mockImplementation(() => {});
afterAll(() => quiet.mockRestore());

describe("the build's database step", () => {
  const seedDemo = process.env.SEED_DEMO;
  afterEach(() => {
    if (seedDemo === undefined) delete process.env.SEED_DEMO;
    else process.env.SEED_DEMO = seedDemo;
  });

  test("with SEED_DEMO=false an empty database stays empty", async () => {
    process.env.SEED_DEMO = "false";
    await (await prepareAppDatabase()).stop();
    expect(await db.fixture.count()).toBe(0);
  });

  test("an empty database is seeded, so the first visitor sees its pickers", async () => {
    delete process.env.SEED_DEMO;
    await (await prepareAppDatabase()).stop();
    expect(await db.fixture.count()).toBeGreaterThan(0);
    expect(await db.pick.count()).toBeGreaterThan(0);
    // Seeding the whole demo world takes about 20 s on a quiet two-core machine, and more while it is busy.
  }, 120_000);
});
