// Gives each integration test file its own database, cloned from the migrated template, and drops it afterwards, and its
// own mail outbox: no test mail lands in the developer's .data/mail/outbox.jsonl beside the links of `npm run dev`.
import { disconnectDb } from "@/lib/db";
import { currentReferenceScriptPath } from "@/lib/openapi/reference-script";
import { temporaryOutbox } from "./outbox";
import { createTestDatabase, databaseUrl, dropTestDatabase } from "./test-database";

temporaryOutbox();
// What next.config.ts writes into a build: the API reference page names its published script.
process.env.PICKLINE_REFERENCE_SCRIPT ??= currentReferenceScriptPath();

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
