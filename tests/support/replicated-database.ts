// A primary PostgreSQL and a read replica fed from it by logical replication, for tests of where reads go. The primary
// is a database on an embedded server of its own, run with wal_level=logical (the shared test server runs without it); the
// replica is a fresh database on the shared test server, cloned from the same migrations' template, so both hold the
// same schema and reference rows before the subscription starts streaming every later change.
import { spawn } from "node:child_process";
import { once } from "node:events";
import crypto from "node:crypto";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";
import { createTestDatabase, databaseUrl, dropTestDatabase } from "./test-database";

export type ReplicatedDatabase = {
  primaryUrl: string;
  replicaUrl: string;
  /** Resolves once every change committed on the primary so far is visible on the replica. */
  caughtUp(): Promise<void>;
  /** Stops (true) or resumes (false) applying the primary's changes: a replica lagging for as long as a test needs. */
  pause(paused: boolean): Promise<void>;
  stop(): Promise<void>;
};

/** A table of one row the tests bump on the primary and watch for on the replica: changes arrive in commit order. */
const MARKER = `CREATE TABLE replication_marker (id int PRIMARY KEY, seen bigint NOT NULL)`;

async function run(url: string, sql: string, values: unknown[] = []): Promise<pg.QueryResultRow[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The migrated primary, in its own process (./logical-primary-child.ts); stop() ends both. */
async function startPrimary(database: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("tests", "support", "logical-primary-child.ts"), database], {
    env: process.env,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const [line] = await Promise.race([
    once(readline.createInterface({ input: child.stdout }), "line") as Promise<string[]>,
    exited.then(() => {
      throw new Error("the primary PostgreSQL did not start (its process ended)");
    }),
  ]);
  const { url } = JSON.parse(line) as { url: string };
  return {
    url,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

export async function startReplicatedDatabase(): Promise<ReplicatedDatabase> {
  // One name for the primary's database, its publication, the subscription and its replication slot.
  const name = `p_${crypto.randomBytes(6).toString("hex")}`;
  const [primary, replicaName] = await Promise.all([
    startPrimary(name),
    createTestDatabase(),
  ]);
  const replicaUrl = databaseUrl(replicaName);
  await Promise.all([run(primary.url, MARKER), run(replicaUrl, MARKER)]);
  await run(primary.url, `CREATE PUBLICATION ${name} FOR ALL TABLES`);
  // Both sides already hold the migrations' rows: only changes from here on are streamed.
  await run(replicaUrl, `CREATE SUBSCRIPTION ${name} CONNECTION '${primary.url}' PUBLICATION ${name} WITH (copy_data = false)`);

  let mark = 0;
  const replicated: ReplicatedDatabase = {
    primaryUrl: primary.url,
    replicaUrl,
    async caughtUp() {
      mark += 1;
      await run(primary.url, `INSERT INTO replication_marker VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET seen = $1`, [mark]);
      const deadline = Date.now() + 15_000;
      for (;;) {
        const [row] = await run(replicaUrl, `SELECT seen FROM replication_marker WHERE id = 1`);
        if (row && Number(row.seen) >= mark) return;
        if (Date.now() > deadline) throw new Error("the replica did not catch up with the primary within 15 s");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async pause(paused) {
      await run(replicaUrl, `ALTER SUBSCRIPTION ${name} ${paused ? "DISABLE" : "ENABLE"}`);
    },
    async stop() {
      // Detached from its slot first, the subscription drops without calling the primary, which stops next.
      await run(replicaUrl, `ALTER SUBSCRIPTION ${name} DISABLE`);
      await run(replicaUrl, `ALTER SUBSCRIPTION ${name} SET (slot_name = NONE)`);
      await run(replicaUrl, `DROP SUBSCRIPTION ${name}`);
      await Promise.all([dropTestDatabase(replicaName), primary.stop()]);
    },
  };
  return replicated;
}
