// An open-loop mixed workload (requests start on schedule, whether or not earlier ones answered) and its per-phase figures.
import http from "node:http";
import { SHED_RETRY_AFTER_SECONDS } from "../../lib/api/admission";

export type Kind = "fixtures" | "leaderboard" | "daily" | "profile" | "pick" | "follow" | "parlay" | "probe";
export type Sample = { kind: Kind; method: string; path: string; at: number; ms: number; status: number; retryAfter: string | null; body?: string; tag?: string };
export type Call = { kind: Kind; method: string; path: string; body?: unknown; bearer?: string; keepBody?: boolean; tag?: string };

const TIMEOUT_MS = 10_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** One request; status 0 means no answer within 10 s or a broken connection: a hang or a crash, never acceptable. */
export function send(base: string, call: Call): Promise<Sample> {
  const started = Date.now();
  const url = new URL(call.path, base);
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers: Record<string, string> = {};
  if (payload) headers["content-type"] = "application/json";
  if (call.bearer) headers.authorization = `Bearer ${call.bearer}`;
  return new Promise((resolve) => {
    const done = (status: number, retryAfter: string | null, body?: string) =>
      resolve({ kind: call.kind, method: call.method, path: call.path, at: started, ms: Date.now() - started, status, retryAfter, body, tag: call.tag });
    const request = http.request(url, { method: call.method, agent, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        if (call.keepBody) text += chunk;
      });
      response.on("end", () => done(response.statusCode ?? 0, (response.headers["retry-after"] as string | undefined) ?? null, text));
      response.on("error", () => done(0, null));
    });
    // The whole exchange, queueing for a socket included, gets 10 s: a hung server must show up as unanswered.
    const timer = setTimeout(() => request.destroy(new Error("timeout")), TIMEOUT_MS);
    request.on("close", () => clearTimeout(timer));
    request.on("error", () => done(0, null));
    request.end(payload);
  });
}

/** Starts `rate` calls per second for `durationMs`, on a fixed schedule, and waits for every answer. */
export async function runPhase(base: string, rate: number, durationMs: number, next: () => Call): Promise<Sample[]> {
  const started = Date.now();
  const pending: Promise<Sample>[] = [];
  let sent = 0;
  while (Date.now() - started < durationMs) {
    const due = Math.floor(((Date.now() - started) / 1000) * rate);
    while (sent < due) {
      pending.push(send(base, next()));
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Promise.all(pending);
}

/** Sends calls() every `everyMs` until stop(), which waits for every answer: a fixed-rate probe beside the load. */
export function startProbe(base: string, calls: () => Call[], everyMs: number): { stop: () => Promise<Sample[]> } {
  const pending: Promise<Sample>[] = [];
  const tick = () => pending.push(...calls().map((call) => send(base, call)));
  tick();
  const timer = setInterval(tick, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Promise.all(pending);
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
}

export type PhaseFigures = {
  requests: number;
  ok: number;
  unavailable: number;
  unavailableWithoutRetryAfter: number;
  /** 503s from load shedding (lib/api/admission.ts: its Retry-After differs from a database outage's). */
  shed: number;
  serverErrors: number;
  otherRefusals: number;
  noAnswer: number;
  errorRate: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
};

export function figures(samples: Sample[]): PhaseFigures {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const count = (test: (s: Sample) => boolean) => samples.filter(test).length;
  const ok = count((s) => s.status >= 200 && s.status < 300);
  return {
    requests: samples.length,
    ok,
    unavailable: count((s) => s.status === 503),
    unavailableWithoutRetryAfter: count((s) => s.status === 503 && !s.retryAfter),
    shed: count((s) => s.status === 503 && s.retryAfter === String(SHED_RETRY_AFTER_SECONDS)),
    serverErrors: count((s) => s.status >= 500 && s.status !== 503),
    otherRefusals: count((s) => s.status >= 300 && s.status < 500),
    noAnswer: count((s) => s.status === 0),
    errorRate: samples.length ? Math.round(((samples.length - ok) / samples.length) * 100_000) / 1000 : 0,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
  };
}

/** The first few requests that got a 500 or no answer, for the report: what broke, not only how often. */
export function brokenRequests(samples: Sample[], limit = 5): string {
  const broken = samples.filter((s) => s.status === 0 || (s.status >= 500 && s.status !== 503));
  return broken.length ? ` (${broken.slice(0, limit).map((s) => `${s.method} ${s.path} → ${s.status || "no answer"}`).join(", ")}${broken.length > limit ? ", …" : ""})` : "";
}
