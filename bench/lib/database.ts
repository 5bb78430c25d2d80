// The bench database: an embedded PostgreSQL under .data/bench-postgres (or BENCH_DATABASE_URL), migrated on every run.
import pg from "pg";
import { createDatabaseIfMissing, startEmbedded } from "../../scripts/lib/database-server";
import { migrate } from "../../scripts/lib/migrator";

export type BenchDatabase = { url: string; stop: () => Promise<void> };

export async function benchDatabase(name = "pickline_bench"): Promise<BenchDatabase> {
  const fromEnv = process.env.BENCH_DATABASE_URL;
  let database: BenchDatabase;
  if (fromEnv) {
    const admin = new URL(fromEnv);
    admin.pathname = "/postgres";
    await createDatabaseIfMissing(admin.toString(), name);
    const url = new URL(fromEnv);
    url.pathname = `/${name}`;
    database = { url: url.toString(), stop: async () => {} };
  } else {
    const server = await startEmbedded({ dataDir: ".data/bench-postgres", database: name, log: console.log });
    database = { url: server.url, stop: server.stop };
  }
  await migrate(database.url);
  return database;
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Writes out what a bench's setup left in the write-ahead log, so that the checkpoint its writes would set off does not
 * land in a timed section (on two CPUs it took one from a read's or a run's time). Needs a superuser or pg_checkpoint,
 * which the embedded database has; on another database without either it is left to PostgreSQL.
 */
export async function checkpoint(client: pg.Client): Promise<void> {
  await client.query("CHECKPOINT").catch((error: { code?: string }) => {
    if (error.code !== "42501") throw error;
  });
}
