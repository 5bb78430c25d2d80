// Writes the run to docs/reliability/<postgres>.json and regenerates docs/reliability.md from every run kept there.
import fs from "node:fs";
import path from "node:path";
import { readJsonFiles } from "../../bench/lib/report";
import type { PhaseFigures } from "./workload";

export type Check = { what: string; pass: boolean; measured: string };
export type LoadRun = {
  startedAt: string;
  /** Optional: runs kept from before these were recorded lack them. */
  finishedAt?: string;
  machine: { cpus: number; cpuModel?: string; memoryGb?: number; node: string; platform: string; loadBefore?: number[]; loadAverage: number[] };
  postgres: string;
  dataset: string;
  requests: number;
  faults: string[];
  phases: { name: string; figures: PhaseFigures }[];
  /** The steady phase split by request kind: where the latency and the errors come from. */
  steadyByKind: { kind: string; figures: PhaseFigures }[];
  checks: Check[];
};

const DIR = path.join(process.cwd(), "docs", "reliability");

const ITEMS = `## Where each property is proven

| item | proven by | fails when |
|---|---|---|
| 5 database restart | \`npm run test:load\`, phase "database restart" (tests/load/restart.ts) and the data checks | a request during the outage is a 500, unanswered in 10 s or a 503 without Retry-After; no 503 at all (no real outage); the first database read or the last failure comes more than 5 s after PostgreSQL accepts connections; an accepted pick is missing or doubled; a parlay lacks a leg |
| 6 settlement crash | \`tests/integration/settlement-crash.test.ts\` | the SIGKILLed sync committed anything, left its lock, or the rerun differs from a clean run or settles twice |
| 7 concurrency | \`tests/integration/concurrency.test.ts\`, \`tests/integration/settlement.test.ts\` | more than one pick, counts that disagree with the rows, a game settled twice |
| 8 load | \`npm run test:load\`, phases "steady", "spike", "recovery" | steady error rate >= 0.1 %, p95 >= 200 ms or shorter than 60 s; a 500 or an unanswered request in the spike; no recovery after it; the server process gone |
| 9 production path | \`LOAD_POSTGRES=system npm run test:load\` | the same checks, on Debian's PostgreSQL reached through DATABASE_URL |
| 3 (long run) | \`npm run test:load\`, fuzzer check | any route method fails its property |
`;

const FAST = `## Fast checks (\`npm test\`)

| what is tried | test | what must hold |
|---|---|---|
| 50 parallel picks by one picker on one game | \`tests/integration/concurrency.test.ts\` | one pick stored, 49 CONFLICT, pick counters say 1 |
| 50 parallel follow / unfollow of one picker by one user | \`tests/integration/concurrency.test.ts\` | every call 200, 0 or 1 follow row, profile count equals the rows, at most one notification |
| 50 pickers following one picker at once | \`tests/integration/concurrency.test.ts\` | 50 rows, profile count 50 |
| two feed syncs at once with a finished game | \`tests/integration/concurrency.test.ts\` | settled once: 10 ledger rows, 10 notifications, a third sync changes nothing |
| two sync processes started at once (as two cron invocations), a finished game | \`tests/integration/concurrency.test.ts\` | both exit 0; settled once: 10 ledger rows, 10 notifications, a third sync changes nothing |
| three settlements of one fixture at once | \`tests/integration/settlement.test.ts\` | totals equal one run |
| a sync process killed (SIGKILL) while settling a 2,000-pick fixture, its transaction holding written picks | \`tests/integration/settlement-crash.test.ts\` | nothing committed (all picks PENDING, no ledger); the rerun sync is not locked out, settles it once and equals a clean run of an identical fixture; a further sync changes nothing |
| requests past MAX_IN_FLIGHT_REQUESTS (load shedding) | \`tests/integration/load-shedding.test.ts\`, \`tests/unit/api/admission.test.ts\` | a real read and a real pick get 503 with Retry-After 1 in the catalogue's shape and write nothing; they work once the requests in flight end |
| database errors: refused, shutdown, starting up, too many connections, pool exhausted (P2028), dropped, a pooled connection the server closed (P1017) | \`tests/unit/api/infrastructure-errors.test.ts\`, \`tests/integration/api-foundation.test.ts\` | 503 SERVICE_UNAVAILABLE with Retry-After, never a 500 |
| hostile input on every API route (fast-check, 12 cases per route method) | \`tests/integration/api-fuzz.test.ts\` | no 500, catalogue-shaped refusals without stack, SQL or foreign e-mail, a refused request changes no table; \`npm run test:load\` runs it again with many more cases (below) |
`;

function section(run: LoadRun): string {
  const m = run.machine;
  const lines = [
    `### ${run.postgres}`,
    "",
    `Run ${run.startedAt} to ${run.finishedAt ?? "?"} on ${m.cpus} × ${m.cpuModel ?? "CPU"}, ${m.memoryGb ?? "?"} GB, ${m.platform}, Node ${m.node}; load average ${m.loadBefore?.join(", ") ?? "not recorded"} before, ${m.loadAverage.join(", ")} at the end (1, 5, 15 min).`,
    `Data set: ${run.dataset}. ${run.requests.toLocaleString("en-US")} HTTP requests sent to the server. Faults injected: ${run.faults.join("; ")}.`,
    "",
    "| phase | requests | 2xx | 503 (all with Retry-After?) | of them shed | 500 | other 4xx | unanswered | error % | p50 ms | p95 ms | p99 ms | max ms |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...run.phases.map(({ name, figures: f }) =>
      `| ${name} | ${f.requests} | ${f.ok} | ${f.unavailable} (${f.unavailableWithoutRetryAfter === 0 ? "yes" : `${f.unavailableWithoutRetryAfter} without`}) | ${f.shed ?? 0} | ${f.serverErrors} | ${f.otherRefusals} | ${f.noAnswer} | ${f.errorRate} | ${f.p50Ms} | ${f.p95Ms} | ${f.p99Ms} | ${f.maxMs} |`,
    ),
    "",
    "Steady phase by request kind:",
    "",
    "| kind | requests | 2xx | 503 | 500 | other 4xx | unanswered | p50 ms | p95 ms | max ms |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...run.steadyByKind.map(({ kind, figures: f }) => `| ${kind} | ${f.requests} | ${f.ok} | ${f.unavailable} | ${f.serverErrors} | ${f.otherRefusals} | ${f.noAnswer} | ${f.p50Ms} | ${f.p95Ms} | ${f.maxMs} |`),
    "",
    "| check | measured | held |",
    "|---|---|---|",
    ...run.checks.map((c) => `| ${c.what} | ${c.measured} | ${c.pass ? "yes" : "**NO**"} |`),
  ];
  return lines.join("\n");
}

export function writeReliabilityReport(run: LoadRun): void {
  fs.mkdirSync(DIR, { recursive: true });
  const name = run.postgres.startsWith("system") ? "system-postgres" : "embedded-postgres";
  fs.writeFileSync(path.join(DIR, `${name}.json`), `${JSON.stringify(run, null, 2)}\n`);
  const runs = readJsonFiles<LoadRun>(DIR);
  const body = [
    "# Reliability: what was tried and what held",
    "",
    "Generated by `npm run test:load` (tests/load/run.ts) from `docs/reliability/*.json`; the fast checks run in `npm test`.",
    "`npm run test:load` uses the embedded PostgreSQL binaries; `LOAD_POSTGRES=system npm run test:load` runs the same suite",
    "against Debian's `postgresql` package (a cluster made with its initdb/pg_ctl in a temp directory, reached through a",
    "DATABASE_URL, as a deployment would). Every figure below comes from one of those commands; the machine is shared (2 CPUs),",
    "so latency figures from a busy run are upper bounds.",
    "",
    ITEMS,
    FAST,
    "## Load and faults (`npm run test:load`)",
    "",
    "Open-loop mixed workload on loopback against `next build` + `next start`: 25 % visitors' fixture lists, 15 % leaderboard,",
    "10 % daily picks, 15 % profiles, 15 % picks (each to a game the picker has not picked), 15 % follow/unfollow, 5 % two-leg",
    "parlays, by 300 signed-in bench pickers; the load generator, the server and PostgreSQL share the machine's CPUs.",
    "Each request waits at most 10 s (longer counts as unanswered). A 503 is *shed*",
    "when the server refused it for having MAX_IN_FLIGHT_REQUESTS (default 100) in flight (Retry-After 1 s), otherwise it is a",
    "database outage (Retry-After 5 s). During the restart a probe sends a profile read (always a database query) and",
    "GET /api/health every 100 ms; recovery is timed from the first moment a client could connect to PostgreSQL again.",
    "Then the fuzzer (`tests/integration/api-fuzz.test.ts`) runs with `FUZZ_RUNS` = `LOAD_FUZZ_RUNS` (default 200) cases",
    "per route method on the same PostgreSQL server.",
    "",
    ...runs.map(section).flatMap((s) => [s, ""]),
  ].join("\n");
  fs.writeFileSync(path.join(process.cwd(), "docs", "reliability.md"), body);
}
