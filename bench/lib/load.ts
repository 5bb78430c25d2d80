// Runs the load generator in a child process, so it never shares an event loop with a server under test, and reads the server's CPU time around the measured window.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Arrivals, OpenLoopSummary } from "./open-loop";
import type { LoadStats } from "./types";

type Window = {
  url: string;
  warmupMs: number;
  durationMs: number;
  /** Request headers of every GET (e.g. accept: text/html, so a page request goes through the proxy as a browser's does). */
  headers?: Record<string, string>;
  /** Latency until the response's first byte (status line and headers) instead of its end. */
  firstByte?: boolean;
};

/**
 * With `picks`, request k is POST url with `Authorization: Bearer <tokenPrefix><k>` and a pick of fixtureIds[k mod length]:
 * one new picker per request, so no pick meets the one-pick-per-game rule unless the run outlasts its pickers.
 */
export type PickSequence = {
  tokenPrefix: string;
  fixtureIds: number[];
  pickers: number;
  /** Spread picks instead of money-line ones: the home side's point offered on every game (the away side's is its negation). */
  spreadHomePoint?: number;
  /** PUT for calls that make or change a pick (a card pick); POST by default. */
  method?: "POST" | "PUT";
};

export type WorkerOptions =
  | (Window & { mode: "open"; rate: number; arrivals: Arrivals; sockets: number; seed: number })
  | (Window & { mode: "closed"; connections: number; picks?: PickSequence });
export type WorkerResult = OpenLoopSummary & { completedInWindow: number; generatorCpuMs: number; failures: Record<string, number> };

/** utime + stime of a process (all its threads) in ms, from /proc/<pid>/stat (clock ticks of 10 ms); null where /proc is missing. */
export function cpuMs(pid: number | undefined): number | null {
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
    warmupMs: Number(process.env.BENCH_WARMUP_MS ?? 3_000),
    durationMs: Number(process.env.BENCH_DURATION_MS ?? 10_000),
  };
}

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** One run of the generator; serverPid's CPU time between the window's two marks is divided by the requests that completed in it. */
export async function runLoad(options: WorkerOptions, serverPid?: number): Promise<LoadStats> {
  let cpuBefore: number | null = null;
  let cpuAfter: number | null = null;
  const result = await new Promise<WorkerResult>((resolve, reject) => {
    const worker = path.join(process.cwd(), "bench", "lib", "load-worker.ts");
    const child = spawn(process.execPath, ["--import", "tsx", worker, JSON.stringify(options)], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      if (cpuBefore === null && out.includes("measuring\n")) cpuBefore = cpuMs(serverPid);
      if (cpuAfter === null && out.includes("measured\n")) cpuAfter = cpuMs(serverPid);
    });
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "") as WorkerResult) : reject(new Error(`load worker exited with ${code}`))));
  });
  const seconds = options.durationMs / 1000;
  const done = result.completedInWindow;
  return {
    requests: result.requests,
    errors: result.failed,
    failures: result.failed ? result.failures : undefined,
    non2xx: 0,
    seconds,
    rps: round(done / seconds),
    offeredRps: options.mode === "open" ? options.rate : undefined,
    p50Ms: result.p50Ms,
    p90Ms: result.p90Ms,
    p95Ms: result.p95Ms,
    p99Ms: result.p99Ms,
    maxMs: result.maxMs,
    sendLagP99Ms: result.sendLagP99Ms,
    serverCpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && done ? round((cpuAfter - cpuBefore) / done, 3) : undefined,
    generatorCpuMsPerRequest: done ? round(result.generatorCpuMs / done, 3) : undefined,
  };
}
