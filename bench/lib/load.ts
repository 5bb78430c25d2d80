// Runs the load generator in a child process, so it never shares an event loop with a server under test.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { PickSequence } from "./load-worker";
import type { LoadStats } from "./types";

export type LoadOptions = {
  /** POST one new picker's pick per request instead of GETting url (load-worker.ts). */
  picks?: PickSequence;
  url: string;
  connections: number;
  warmupMs: number;
  durationMs: number;
  headers?: Record<string, string>;
  /** The server's process id: its CPU time over the run is reported per request (Linux /proc only). */
  serverPid?: number;
};

/** utime + stime of a process in ms, from /proc/<pid>/stat (clock ticks of 10 ms); null where /proc is missing. */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export function benchDurations() {
  return {
    warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 5_000),
    durationMs: Number(process.env.BENCH_DURATION_MS ?? 10_000),
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadStats> {
  const { serverPid, ...workerOptions } = options;
  let cpuBefore: number | null = null;
  const stats = await new Promise<LoadStats>((resolve, reject) => {
    const worker = path.join(process.cwd(), "bench", "lib", "load-worker.ts");
    const child = spawn(process.execPath, ["--import", "tsx", worker, JSON.stringify(workerOptions)], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      if (cpuBefore === null && out.startsWith("measuring\n")) cpuBefore = cpuMs(serverPid);
    });
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "") as LoadStats) : reject(new Error(`load worker exited with ${code}`))));
  });
  const cpuAfter = cpuMs(serverPid);
  if (cpuBefore !== null && cpuAfter !== null && stats.requests) {
    stats.serverCpuMsPerRequest = Math.round(((cpuAfter - cpuBefore) / stats.requests) * 1000) / 1000;
  }
  return stats;
}
