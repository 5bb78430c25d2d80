// Gets the app's database ready: start or reach it, apply migrations, and seed the demo world when it is empty.
import { createPrismaClient } from "@/lib/db";
import { env, isReadOnlyDeployment, seedsDemoWhenEmpty } from "@/lib/settings";
import { seedDatabase } from "@/lib/server/demo/seed-database";
import { settleDemoFinals } from "@/lib/server/results/settle-demo-finals";
import { DEFAULT_DEMO_SEED } from "@/lib/demo/season";
import { readOnlyDatabase, resolveDatabase, type AppDatabase, type DatabaseServer } from "./database-server";
import { migrate } from "./migrator";

/**
 * What `npm run build` and `npm start` both do first. The build seeds too, so that a fresh clone's database holds the
 * demo world before anything reads it: the build itself, or data it caches, never sees an empty one that `npm start`
 * fills only afterwards.
 */
export async function prepareAppDatabase(): Promise<AppDatabase> {
  // A read-only preview's build and start go straight to Next.js: nothing to migrate or seed that it may touch.
  if (isReadOnlyDeployment()) return readOnlyDatabase();
  const seedWhenEmpty = seedsDemoWhenEmpty();
  if (!seedWhenEmpty && env().SEED_DEMO === undefined) console.log("Production database: no demo world is seeded into it (SEED_DEMO=true would).");
  return prepareDatabase({ seedWhenEmpty });
}

export async function prepareDatabase({ seedWhenEmpty }: { seedWhenEmpty: boolean }): Promise<DatabaseServer> {
  const database = await resolveDatabase(console.log);
  const applied = await migrate(database.migrationUrl, { log: console.log });
  if (applied.length) console.log(`Applied ${applied.length} migration(s).`);
  if (seedWhenEmpty) {
    const db = createPrismaClient(database.url);
    try {
      // Teams are reference data every migrated database holds: no fixture yet is what "empty" means.
      if ((await db.fixture.count()) === 0) {
        console.log("The database is empty: seeding the demo world...");
        const now = new Date();
        await seedDatabase(db, {
          now,
          seed: env().DEMO_SEED ?? DEFAULT_DEMO_SEED,
          log: console.log,
          settleFixtures: (fixtures) => settleDemoFinals(db, fixtures, now).then(() => {}),
        });
      }
    } finally {
      await db.$disconnect();
    }
  }
  return database;
}
