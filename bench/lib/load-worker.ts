// The HTTP load generator, run in its own process: open loop (requests sent on a schedule, whatever the answers) or a short closed loop to find capacity.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { mulberry32 } from "@/lib/demo/random";
import { arrivalSchedule, summarize, type Sample } from "./open-loop";
import type { PickSequence, WorkerOptions, WorkerResult } from "./load";

/** A request still unanswered this long after its due time counts as failed. */
const TIMEOUT_MS = 10_000;

/** Why requests failed (a status, an error code, "timeout"), counted over the measured window. */
const failures: Record<string, number> = {};

type Post = { method: "POST" | "PUT"; headers: Record<string, string>; body: string };

/** Headers of every GET and whether latency stops at the first byte (from the run's options). */
let getHeaders: Record<string, string> | undefined;
let firstByte = false;

/** onDone gets null on a 2xx, otherwise why it failed; a GET unless a body is given. `onFirstByte` marks the headers' arrival. */
function send(agent: http.Agent, url: URL, onDone: (failure: string | null) => void, post?: Post, onFirstByte?: () => void): void {
  const request = http.request(url, { agent, method: post?.method ?? "GET", headers: post?.headers ?? getHeaders }, (response) => {
    const status = response.statusCode ?? 0;
    onFirstByte?.();
    response.resume();
    response.on("end", () => onDone(status >= 200 && status < 300 ? null : String(status)));
    response.on("error", (error: NodeJS.ErrnoException) => onDone(error.code ?? error.message));
  });
  request.on("error", (error: NodeJS.ErrnoException) => onDone(error.code ?? error.message));
  request.end(post?.body);
}

function pickRequest(picks: PickSequence, k: number): Post {
  const fixtureId = picks.fixtureIds[k % picks.fixtureIds.length];
  const side = k % 3 ? "HOME" : "AWAY";
  const home = picks.spreadHomePoint;
  // A spread pick names the point the picker saw, as the page sends it: the route checks it against the current line.
  const pick = home === undefined ? { fixtureId, side } : { fixtureId, market: "SPREAD", side, point: side === "HOME" ? home : -home };
  const body = JSON.stringify(pick);
  return { method: picks.method ?? "POST", headers: { authorization: `Bearer ${picks.tokenPrefix}${k % picks.pickers}`, "content-type": "application/json" }, body };
}

function tally(measured: boolean, failure: string | null): boolean {
  if (failure && measured) failures[failure] = (failures[failure] ?? 0) + 1;
  return failure === null;
}

/** Sends each request when it is due, without waiting for earlier ones; resolves when every one has ended or timed out. */
function openLoop(options: WorkerOptions & { mode: "open" }, url: URL, agent: http.Agent, t0: number): Promise<Sample[]> {
  const total = options.warmupMs + options.durationMs;
  const due = arrivalSchedule(options.arrivals, options.rate, total, mulberry32(options.seed));
  const samples: Sample[] = [];
  let next = 0;
  let open = 0;
  return new Promise((resolve) => {
    const finish = () => next === due.length && open === 0 && resolve(samples);
    const tick = () => {
      const now = performance.now() - t0;
      for (; next < due.length && due[next] <= now; next += 1) {
        const sample: Sample = { dueMs: due[next], sentMs: now, doneMs: Infinity, ok: false };
        if (sample.dueMs >= options.warmupMs) samples.push(sample);
        open += 1;
        let ended = false;
        let firstByteMs: number | null = null;
        const end = (failure: string | null) => {
          if (ended) return;
          ended = true;
          open -= 1;
          sample.doneMs = firstByte && firstByteMs !== null ? firstByteMs : performance.now() - t0;
          sample.ok = tally(sample.dueMs >= options.warmupMs, failure);
          finish();
        };
        send(agent, url, end, undefined, () => (firstByteMs = performance.now() - t0));
        setTimeout(() => end("timeout"), TIMEOUT_MS).unref();
      }
      if (next < due.length) setTimeout(tick, Math.max(0, due[next] - (performance.now() - t0)));
      else finish();
    };
    tick();
  });
}

/** `connections` loops each sending the next request when the last ended: the most the server answers, for sizing the open-loop rates. */
async function closedLoop(options: WorkerOptions & { mode: "closed" }, url: URL, agent: http.Agent, t0: number): Promise<Sample[]> {
  const stopAt = options.warmupMs + options.durationMs;
  const samples: Sample[] = [];
  let sent = 0;
  const loop = async () => {
    for (let now = performance.now() - t0; now < stopAt; now = performance.now() - t0) {
      const post = options.picks ? pickRequest(options.picks, sent++) : undefined;
      const failure = await new Promise<string | null>((resolve) => send(agent, url, resolve, post));
      const ok = tally(now >= options.warmupMs, failure);
      if (now >= options.warmupMs) samples.push({ dueMs: now, sentMs: now, doneMs: performance.now() - t0, ok });
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  return samples;
}

async function main() {
  const options = JSON.parse(process.argv[2]) as WorkerOptions;
  const url = new URL(options.url);
  getHeaders = options.headers;
  firstByte = options.firstByte ?? false;
  // Idle sockets close after 4 s, before the server's 5 s keep-alive timeout (Node's default): otherwise a socket
  // reused just as the server closes it fails with ECONNRESET, a client race that says nothing about the server.
  const maxSockets = options.mode === "open" ? options.sockets : options.connections;
  const agent = new http.Agent({ keepAlive: true, maxSockets, scheduling: "lifo", timeout: 4_000 });
  const t0 = performance.now();
  const windowEnd = options.warmupMs + options.durationMs;
  let cpuAtStart = process.cpuUsage();
  // The parent samples the server's CPU time at these two marks; the result follows on the last line.
  setTimeout(() => {
    cpuAtStart = process.cpuUsage();
    process.stdout.write("measuring\n");
  }, options.warmupMs);
  const windowClosed = new Promise<number>((resolve) =>
    setTimeout(() => {
      const used = process.cpuUsage(cpuAtStart);
      process.stdout.write("measured\n");
      resolve((used.user + used.system) / 1000);
    }, windowEnd),
  );
  const samples = options.mode === "open" ? await openLoop(options, url, agent, t0) : await closedLoop(options, url, agent, t0);
  // The last requests can end before the window's timer fires: the result must still come last.
  const generatorCpuMs = await windowClosed;
  agent.destroy();
  const completedInWindow = samples.filter((s) => s.doneMs >= options.warmupMs && s.doneMs < windowEnd).length;
  const result: WorkerResult = { ...summarize(samples), completedInWindow, generatorCpuMs, failures };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
