// npm run db:migrate: applies pending SQL migrations (through DATABASE_URL_UNPOOLED or DIRECT_URL when set) to DATABASE_URL or the embedded database.
import { loadProjectEnv } from "./lib/load-env";
import { resolveDatabase } from "./lib/database-server";
import { migrate } from "./lib/migrator";
import { runScript } from "./lib/run-script";

async function main() {
  loadProjectEnv(false);
  const database = await resolveDatabase();
  try {
    const applied = await migrate(database.migrationUrl, { log: console.log });
    console.log(applied.length ? `Applied ${applied.length} migration(s).` : "Database is up to date.");
  } finally {
    await database.stop();
  }
}

runScript(main);
