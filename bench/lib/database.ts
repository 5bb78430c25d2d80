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
