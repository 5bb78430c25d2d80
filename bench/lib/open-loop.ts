// Open-loop load, the pure part: when each request is due (arrival schedules) and how its latency counts from that due time.
import type { Rng } from "@/lib/demo/random";
import { percentile } from "./timing";

export type Arrivals = "constant" | "poisson";

/**
 * Due times (ms from the start) of every request in [0, durationMs) at ratePerSecond. "constant" spaces them
 * evenly, as wrk2 does; "poisson" draws exponential gaps (independent visitors), so bursts happen as they do live.
 */
export function arrivalSchedule(arrivals: Arrivals, ratePerSecond: number, durationMs: number, random: Rng): number[] {
  if (!(ratePerSecond > 0) || !(durationMs > 0)) return [];
  const gapMs = 1000 / ratePerSecond;
  const due: number[] = [];
  if (arrivals === "constant") {
    for (let t = 0; t < durationMs; t = due.length * gapMs) due.push(t);
    return due;
  }
  // 1 - random() lies in (0, 1]: the log never sees zero.
  for (let t = -Math.log(1 - random()) * gapMs; t < durationMs; t += -Math.log(1 - random()) * gapMs) due.push(t);
  return due;
}

/** One request as the generator saw it, in ms on one clock: when it was due, when it actually left, when it ended. */
export type Sample = { dueMs: number; sentMs: number; doneMs: number; ok: boolean };

export type OpenLoopSummary = {
  requests: number;
  failed: number;
  p50Ms: number;
  p90Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How late the generator itself sent (sent - due), p99: above a few ms the generator, not the server, was the bottleneck. */
  sendLagP99Ms: number;
};

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Latency runs from the due time, not the send time: a request the generator could only send late (because the
 * machine or a full socket pool held it back) still counts the wait, so a stalled server cannot hide its stall by
 * slowing the senders (coordinated omission). Failed requests count in `failed`, not in the percentiles.
 */
export function summarize(samples: readonly Sample[]): OpenLoopSummary {
  const latencies = samples.filter((s) => s.ok).map((s) => s.doneMs - s.dueMs).sort((a, b) => a - b);
  const lags = samples.map((s) => s.sentMs - s.dueMs).sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failed: samples.length - latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p90Ms: round(percentile(latencies, 90)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? 0),
    sendLagP99Ms: round(percentile(lags, 99)),
  };
}
