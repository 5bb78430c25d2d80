// npm run db:seed: migrates, then fills DATABASE_URL or the embedded database with the demo world (idempotent).
import { createPrismaClient } from "@/lib/db";
import { env } from "@/lib/settings";
import { seedDatabase } from "@/lib/server/demo/seed-database";
import { settleDemoFinals } from "@/lib/server/results/settle-demo-finals";
import { DEFAULT_DEMO_SEED } from "@/lib/demo/season";
import { loadProjectEnv } from "./lib/load-env";
import { resolveDatabase, type DatabaseServer } from "./lib/database-server";
import { migrate } from "./lib/migrator";
import { runScript } from "./lib/run-script";

/** Migrates and seeds an already running database; shared with `npm run db:reset`. */
export async function migrateAndSeed(database: DatabaseServer): Promise<void> {
  const applied = await migrate(database.migrationUrl, { log: console.log });
  if (applied.length) console.log(`Applied ${applied.length} migration(s).`);
  const db = createPrismaClient(database.url);
  try {
    const started = Date.now();
    const seed = env().DEMO_SEED ?? DEFAULT_DEMO_SEED;
    const now = new Date();
    await seedDatabase(db, { now, seed, log: console.log, settleFixtures: (fixtures) => settleDemoFinals(db, fixtures, now).then(() => {}) });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (seed "${seed}").`);
  } finally {
    await db.$disconnect();
  }
}

async function main() {
  loadProjectEnv(false);
  const database = await resolveDatabase();
  try {
    await migrateAndSeed(database);
  } finally {
    await database.stop();
  }
}

// Run only as a script, not when reset.ts imports migrateAndSeed.
if (process.argv[1]?.replace(/\\/g, "/").endsWith("scripts/seed.ts")) {
  runScript(main);
}
