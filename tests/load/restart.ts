// PostgreSQL restarted under the steady mix, watched by a probe every 100 ms (a profile read, which
// always queries the database, and GET /api/health) from before the stop until well after the database is back.
import type { Cluster } from "./postgres";
import { runPhase, startProbe, type Call, type Sample } from "./workload";

export const OUTAGE_MS = 3_000;
export const RESTART_PHASE_MS = 25_000;
export const RECOVERY_LIMIT_MS = 5_000;
const LEAD_MS = 5_000;
const PROBE_EVERY_MS = 100;

export type Restart = {
  /** The mixed load's samples, then the probe's (tag "profile" or "health"). */
  mix: Sample[];
  probes: Sample[];
  /** From pg_ctl stop being issued to the first moment a client could connect again. */
  outageMs: number;
  stopMs: number;
  duringOutage: { requests: number; statuses: Record<string, number>; withoutRetryAfter: number; maxMs: number };
  /** First 2xx of a profile probe, in ms after the database accepted connections again (null: none). */
  firstProbeSuccessMs: number | null;
  /** Answers of requests sent once the database was back: the last non-2xx one ended this many ms after (0: none). */
  lastFailureMs: number;
  sentAfter: number;
  observedAfterMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ok = (s: Sample) => s.status >= 200 && s.status < 300;

export async function restartUnderLoad(base: string, cluster: Cluster, rate: number, next: () => Call): Promise<Restart> {
  const started = Date.now();
  const load = runPhase(base, rate, RESTART_PHASE_MS, next);
  const probe = startProbe(
    base,
    () => [
      { kind: "probe", method: "GET", path: `/api/picker/bench${1 + Math.floor(Math.random() * 5000)}`, tag: "profile" },
      { kind: "probe", method: "GET", path: "/api/health", tag: "health" },
    ],
    PROBE_EVERY_MS,
  );
  await sleep(LEAD_MS);
  const stopIssued = Date.now();
  await cluster.stop();
  const stopMs = Date.now() - stopIssued;
  await sleep(OUTAGE_MS);
  const back = await cluster.start();
  const mix = await load;
  const probes = await probe.stop();
  const all = [...mix, ...probes];

  const during = all.filter((s) => s.at >= stopIssued && s.at < back);
  const statuses: Record<string, number> = {};
  for (const s of during) {
    const key = s.status === 0 ? "unanswered" : String(s.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const firstSuccess = probes.filter((s) => s.tag === "profile" && ok(s) && s.at + s.ms >= back).map((s) => s.at + s.ms - back);
  const after = all.filter((s) => s.at >= back);
  const failedAfter = after.filter((s) => !ok(s)).map((s) => s.at + s.ms - back);
  return {
    mix,
    probes,
    outageMs: back - stopIssued,
    stopMs,
    duringOutage: {
      requests: during.length,
      statuses,
      withoutRetryAfter: during.filter((s) => s.status === 503 && !s.retryAfter).length,
      maxMs: Math.max(0, ...during.map((s) => s.ms)),
    },
    firstProbeSuccessMs: firstSuccess.length ? Math.max(0, Math.min(...firstSuccess)) : null,
    lastFailureMs: failedAfter.length ? Math.max(...failedAfter) : 0,
    sentAfter: after.length,
    observedAfterMs: started + RESTART_PHASE_MS - back,
  };
}
