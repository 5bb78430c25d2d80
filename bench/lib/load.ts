// Runs the load generator in a child process, so it never shares an event loop with a server under test.
import { spawn } from "node:child_process";
import path from "node:path";
import type { LoadStats } from "./types";

export type LoadOptions = { url: string; connections: number; warmupMs: number; durationMs: number; headers?: Record<string, string> };

export function benchDurations() {
  return {
    warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 5_000),
    durationMs: Number(process.env.BENCH_DURATION_MS ?? 10_000),
  };
}

export function runLoad(options: LoadOptions): Promise<LoadStats> {
  return new Promise((resolve, reject) => {
    const worker = path.join(process.cwd(), "bench", "lib", "load-worker.ts");
    const child = spawn(process.execPath, ["--import", "tsx", worker, JSON.stringify(options)], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out) as LoadStats) : reject(new Error(`load worker exited with ${code}`))));
  });
}
