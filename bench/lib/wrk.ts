// The load generator when wrk is installed (Debian: apt-get install wrk): a C event loop on one thread, so on a
// 2-CPU machine it leaves the server nearly a whole CPU, where a Node.js generator needs one of its own.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import type { LoadStats } from "./types";

export type WrkOptions = { url: string; connections: number; seconds: number; headers?: Record<string, string> };

const REPORT = path.join(process.cwd(), "bench", "lib", "wrk-report.lua");

/** True when `wrk` runs here and BENCH_LOAD_TOOL does not ask for the Node.js generator. */
export function wrkAvailable(): boolean {
  if (process.env.BENCH_LOAD_TOOL === "node") return false;
  return spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;
}

/** One closed-loop run: `connections` keep-alive connections, each sending the next request when the last answered. */
export function runWrk(options: WrkOptions): Promise<LoadStats> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = ["-t1", `-c${options.connections}`, `-d${Math.max(1, Math.round(options.seconds))}s`, "--timeout", "10s", "-s", REPORT, ...headerArgs, options.url];
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.trim().split("\n").at(-1) ?? "";
      if (code !== 0 || !line.startsWith("{")) return reject(new Error(`wrk exited with ${code}: ${out.slice(-500)}`));
      const r = JSON.parse(line) as { requests: number; durationUs: number; non2xx: number; errors: number; p50: number; p90: number; p99: number; max: number };
      const seconds = r.durationUs / 1e6;
      const ms = (us: number) => Math.round(us / 10) / 100;
      resolve({
        requests: r.requests,
        errors: r.errors,
        non2xx: r.non2xx,
        seconds: Math.round(seconds * 100) / 100,
        rps: Math.round((r.requests / seconds) * 100) / 100,
        p50Ms: ms(r.p50),
        p90Ms: ms(r.p90),
        p99Ms: ms(r.p99),
        maxMs: ms(r.max),
        totalRequests: r.requests,
      });
    });
  });
}
