// What a benchmark returns to the runner: measured variants and the targets they are judged by.

export type LoadStats = {
  requests: number;
  errors: number;
  non2xx: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  /** Open-loop runs. */
  p95Ms?: number;
  p99Ms: number;
  maxMs: number;
  /** Every request the generator completed, warm-up included. */
  totalRequests?: number;
  /** CPU time (user + system) the server process spent per measured request (warm-up excluded): robust to a busy machine, unlike req/s. */
  serverCpuMsPerRequest?: number;
  /** Open-loop runs: the arrival rate asked for (rps is what completed). */
  offeredRps?: number;
  /** Open-loop runs: how late the generator sent, p99 (latency counts from the due time, so a late generator shows up as latency). */
  sendLagP99Ms?: number;
  /** Why requests failed (status or error code: count), when some did. */
  failures?: Record<string, number>;
  /** The generator's own CPU time per request: it shares the machine's CPUs with the server. */
  generatorCpuMsPerRequest?: number;
};

export type Variant = { label: string; stats: LoadStats };

export type Comparison = ">=" | "<" | "<=";

export type Target = { description: string; value: number; threshold: number; comparison: Comparison; pass: boolean };

export type BenchResult = {
  name: string;
  title: string;
  startedAt: string;
  machine: { cpus: number; node: string; platform: string; loadAverage?: number[] };
  setup: Record<string, string | number>;
  /** Load-test variants (req/s and latency columns); empty for benches that measure something else. */
  variants: Variant[];
  /** Other measurements, each shown as its own table. */
  tables?: { columns: string[]; rows: (string | number)[][] }[];
  targets: Target[];
  notes?: string[];
};

export type Bench = { run: () => Promise<BenchResult> };

export function target(description: string, value: number, comparison: Comparison, threshold: number): Target {
  const pass = comparison === ">=" ? value >= threshold : comparison === "<=" ? value <= threshold : value < threshold;
  return { description, value: Math.round(value * 1000) / 1000, threshold, comparison, pass };
}
