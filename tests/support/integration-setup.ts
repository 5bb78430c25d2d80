// Gives each integration test file its own database, cloned from the migrated template, and drops it afterwards.
import { disconnectDb } from "@/lib/db";
import { createTestDatabase, databaseUrl, dropTestDatabase } from "./test-database";

// jest.config's per-project testTimeout is not applied to hooks here; under load a database drop can take seconds.
jest.setTimeout(30_000);

let database: string | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  process.env.DATABASE_URL = databaseUrl(database);
});

afterAll(async () => {
  await disconnectDb();
  if (database) await dropTestDatabase(database);
});
