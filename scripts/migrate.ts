// npm run db:migrate: applies pending SQL migrations to DATABASE_URL or the embedded database.
import { loadProjectEnv } from "./lib/load-env";
import { resolveDatabase } from "./lib/database-server";
import { migrate, MigrationError } from "./lib/migrator";

async function main() {
  loadProjectEnv(false);
  const database = await resolveDatabase();
  try {
    const applied = await migrate(database.url, { log: console.log });
    console.log(applied.length ? `Applied ${applied.length} migration(s).` : "Database is up to date.");
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof MigrationError ? error.message : error);
  process.exit(1);
});
