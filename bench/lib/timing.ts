// Timing helpers for database benchmarks: run a function N times and describe the latencies as the runner's LoadStats.
import type { LoadStats } from "./types";

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export async function timeOnce(work: () => Promise<unknown>): Promise<number> {
  const t0 = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

export function statsOf(latencies: number[]): LoadStats & { p95Ms: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const total = sorted.reduce((sum, ms) => sum + ms, 0);
  return {
    requests: sorted.length,
    errors: 0,
    non2xx: 0,
    seconds: round(total / 1000),
    rps: round(sorted.length / (total / 1000 || 1)),
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** N runs of one piece of work, one after another: each run's milliseconds and their stats. */
export async function timed(work: () => Promise<unknown>, n: number) {
  const ms: number[] = [];
  for (let i = 0; i < n; i += 1) ms.push(await timeOnce(work));
  return { ms, stats: statsOf(ms) };
}

/** A closed-loop run's measured window (latencies of answered requests) as the runner's LoadStats. */
export function windowStats(latencies: number[], durationMs: number, failures: { errors: number; non2xx: number; total: number }): LoadStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const seconds = durationMs / 1000;
  return {
    requests: sorted.length,
    errors: failures.errors,
    non2xx: failures.non2xx,
    seconds,
    rps: round(sorted.length / seconds),
    p50Ms: round(percentile(sorted, 50)),
    p90Ms: round(percentile(sorted, 90)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
    totalRequests: failures.total,
  };
}

export function machine() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const os = require("node:os") as typeof import("node:os");
  return { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}` };
}
