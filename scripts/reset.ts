// npm run db:reset: drops every table of the database, then migrates and seeds it again.
import { loadProjectEnv } from "./lib/load-env";
import pg from "pg";
import { resolveDatabase } from "./lib/database-server";
import { migrateAndSeed } from "./seed";
import { runScript } from "./lib/run-script";

async function dropSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  } finally {
    await client.end();
  }
}

async function main() {
  loadProjectEnv(false);
  const database = await resolveDatabase();
  try {
    console.log("Dropping schema public ...");
    await dropSchema(database.migrationUrl);
    await migrateAndSeed(database);
  } finally {
    await database.stop();
  }
}

runScript(main);
