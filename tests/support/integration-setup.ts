// Gives each integration test file its own database, cloned from the migrated template, and drops it afterwards, and its
// own mail outbox: no test mail lands in the developer's .data/mail/outbox.jsonl beside the links of `npm run dev`.
import { disconnectDb } from "@/lib/db";
import { temporaryOutbox } from "./outbox";
import { createTestDatabase, databaseUrl, dropTestDatabase } from "./test-database";

temporaryOutbox();

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
