// The load generator with BENCH_LOAD_TOOL=wrk (Debian: apt-get install wrk): a C event loop on one thread, so on a
// 2-CPU machine it leaves the server more CPU than the Node.js worker. Not the default: on this VM its runs show
// sporadic 0.2-1.8 s stalls (with TCP loss probes on loopback) that the Node.js client never sees against the same server.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import type { LoadStats } from "./types";

export type WrkOptions = { url: string; connections: number; seconds: number; headers?: Record<string, string> };

const REPORT = path.join(process.cwd(), "bench", "lib", "wrk-report.lua");

/** True when BENCH_LOAD_TOOL=wrk asks for it; fails loudly when it is not installed. */
export function wrkRequested(): boolean {
  if (process.env.BENCH_LOAD_TOOL !== "wrk") return false;
  if (spawnSync("wrk", ["--version"], { stdio: "ignore" }).error) throw new Error("BENCH_LOAD_TOOL=wrk but wrk is not installed (apt-get install -y wrk)");
  return true;
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
