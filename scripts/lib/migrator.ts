// Applies prisma/migrations/*/migration.sql in order and records them in _prisma_migrations as Prisma does.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");
// Any constant works; it only has to be the same for every migrator so that two deploys never interleave.
const MIGRATION_LOCK_KEY = 72_616_163;

// The table definition Prisma's schema engine creates, so `prisma migrate deploy` can take over.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export type Migration = { name: string; sql: string; checksum: string };

export class MigrationError extends Error {}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

type AppliedRow = { checksum: string; finished_at: Date | null };

/**
 * Returns the names of the migrations it applied (empty when the database was up to date).
 *
 * The lock is pg_advisory_xact_lock, taken inside each migration's own transaction, and the record is read again
 * after taking it: a transaction pooler (PgBouncer in transaction mode, Neon's pooler, Supabase's port 6543) hands
 * each transaction to any server connection, so a session lock would be held or released on the wrong one.
 */
export async function migrate(
  connectionString: string,
  { dir = MIGRATIONS_DIR, log = () => {} }: { dir?: string; log?: (line: string) => void } = {},
): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: string[] = [];
  try {
    await locked(client, () => client.query(CREATE_TABLE));
    for (const migration of readMigrations(dir)) {
      const done = await locked(client, async () => {
        if (await alreadyApplied(client, migration)) return false;
        log(`Applying migration ${migration.name}`);
        const id = crypto.randomUUID();
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
          [id, migration.checksum, migration.name],
        );
        try {
          await client.query(migration.sql);
        } catch (error) {
          throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`);
        }
        await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
        return true;
      });
      if (done) applied.push(migration.name);
    }
  } finally {
    await client.end();
  }
  return applied;
}

/** One transaction holding the migration lock: every migrator waits its turn, whatever connection it is given. */
async function locked<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    const result = await work();
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/** Read under the lock, so a migration another migrator has just applied is seen and skipped. */
async function alreadyApplied(client: pg.Client, migration: Migration): Promise<boolean> {
  const { rows } = await client.query<AppliedRow>(
    `SELECT checksum, finished_at FROM "_prisma_migrations" WHERE migration_name = $1 AND rolled_back_at IS NULL`,
    [migration.name],
  );
  const row = rows[0];
  if (!row) return false;
  if (!row.finished_at) {
    throw new MigrationError(
      `Migration ${migration.name} started but never finished. Fix the database by hand, then mark it rolled back in _prisma_migrations.`,
    );
  }
  if (row.checksum !== migration.checksum) {
    throw new MigrationError(
      `Migration ${migration.name} was changed after it was applied (checksum ${row.checksum.slice(0, 12)}… in the database, ${migration.checksum.slice(0, 12)}… on disk). Never edit an applied migration: add a new one.`,
    );
  }
  return true;
}
