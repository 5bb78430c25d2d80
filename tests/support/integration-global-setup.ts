// Starts the test PostgreSQL (embedded, or TEST_DATABASE_URL's server) and builds the migrated template database.
import { startEmbedded } from "../../scripts/lib/database-server";
import { migrate } from "../../scripts/lib/migrator";
import { TEMPLATE_DATABASE, databaseUrl, withAdmin } from "./test-database";

export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    const admin = new URL(process.env.TEST_DATABASE_URL);
    admin.pathname = "/postgres";
    process.env.TEST_ADMIN_DATABASE_URL = admin.toString();
  } else {
    const server = await startEmbedded({ dataDir: ".data/test-postgres", database: "postgres" });
    process.env.TEST_ADMIN_DATABASE_URL = server.adminUrl;
    (globalThis as { __picklineTestServer?: typeof server }).__picklineTestServer = server;
  }
  await withAdmin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  });
  await migrate(databaseUrl(TEMPLATE_DATABASE));
}
