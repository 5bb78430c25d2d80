// npm run test:load: issue #10 items 5, 8, 9. A production build on loopback over the bench data set: a steady mixed load,
// a 5x spike and its recovery, a database restart under load, then the data checks. Bounded: about 2 minutes of load.
import os from "node:os";
import pg from "pg";
import { withClient } from "../../bench/lib/database";
import { DATASET, ensureFixturesDataset } from "../../bench/lib/fixtures-dataset";
import { startNext } from "../../bench/lib/next-server";
import { createDatabaseIfMissing } from "../../scripts/lib/database-server";
import { migrate } from "../../scripts/lib/migrator";
import { createCluster } from "./postgres";
import { prepareMix } from "./mix";
import { writeReliabilityReport, type Check, type LoadRun } from "./report";
import { figures, runPhase, send, type Sample } from "./workload";

// 20 req/s holds the targets with room on a shared 2-CPU machine; LOAD_RATE raises it on a bigger one.
const RATE = Number(process.env.LOAD_RATE ?? 20);
const STEADY_MS = Number(process.env.LOAD_STEADY_MS ?? 60_000);
const SPIKE_MS = 15_000;
const RECOVERY_MS = 15_000;
const FAULT_MS = 25_000;
const OUTAGE_MS = 3_000;

const check = (what: string, pass: boolean, measured: string): Check => ({ what, pass, measured });

async function main(): Promise<number> {
  const startedAt = new Date().toISOString();
  const cluster = await createCluster();
  let app: { baseUrl: string; stop: () => void } | null = null;
  try {
    console.log(`PostgreSQL: ${cluster.kind}`);
    await createDatabaseIfMissing(cluster.adminUrl, "pickline_load");
    await migrate(cluster.url);
    await withClient(cluster.url, (client) => ensureFixturesDataset(client, console.log));
    const mix = await withClient(cluster.url, (client) => prepareMix(client));
    app = await startNext(cluster.url, { SEED_DEMO: "false" });
    const base = app.baseUrl;
    const checks: Check[] = [];
    const phases: LoadRun["phases"] = [];
    const all: Sample[] = [];

    console.log(`Steady: ${RATE} req/s for ${STEADY_MS / 1000} s ...`);
    await runPhase(base, RATE, 3_000, mix.next); // warm-up: first compiles of each route, not measured
    const steady = await runPhase(base, RATE, STEADY_MS, mix.next);
    all.push(...steady);
    const s = figures(steady);
    phases.push({ name: `steady ${RATE} req/s, ${STEADY_MS / 1000} s`, figures: s });
    checks.push(check("steady: error rate under 0.1 %", s.errorRate < 0.1, `${s.errorRate} %`));
    checks.push(check("steady: p95 under 200 ms", s.p95Ms < 200, `${s.p95Ms} ms`));

    console.log(`Spike: ${RATE * 5} req/s for ${SPIKE_MS / 1000} s ...`);
    const spike = await runPhase(base, RATE * 5, SPIKE_MS, mix.next);
    all.push(...spike);
    const k = figures(spike);
    phases.push({ name: `spike ${RATE * 5} req/s (5x), ${SPIKE_MS / 1000} s`, figures: k });
    checks.push(check("spike: no 500, no request left unanswered (10 s)", k.serverErrors === 0 && k.noAnswer === 0, `${k.serverErrors} 500s, ${k.noAnswer} unanswered`));
    checks.push(check("spike: every 503 carries Retry-After", k.unavailableWithoutRetryAfter === 0, `${k.unavailable} 503s, ${k.unavailableWithoutRetryAfter} without`));

    console.log(`Recovery: ${RATE} req/s for ${RECOVERY_MS / 1000} s ...`);
    const recovery = await runPhase(base, RATE, RECOVERY_MS, mix.next);
    all.push(...recovery);
    const settledFrom = recovery[0]?.at + 5_000;
    const r = figures(recovery.filter((x) => x.at >= settledFrom));
    phases.push({ name: `recovery ${RATE} req/s (last ${(RECOVERY_MS - 5_000) / 1000} s)`, figures: r });
    checks.push(check("after the spike: error rate under 0.1 % and p95 under 200 ms again", r.errorRate < 0.1 && r.p95Ms < 200, `${r.errorRate} %, p95 ${r.p95Ms} ms`));

    console.log(`Database restart under ${RATE} req/s ...`);
    const timeline: { stoppedAt?: number; back?: number } = {};
    const fault = runPhase(base, RATE, FAULT_MS, mix.next);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    timeline.stoppedAt = Date.now();
    cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    cluster.start();
    timeline.back = Date.now();
    const faulted = await fault;
    all.push(...faulted);
    const f = figures(faulted);
    phases.push({ name: `database restart (${OUTAGE_MS / 1000} s down) under ${RATE} req/s, ${FAULT_MS / 1000} s`, figures: f });
    checks.push(check("restart: no 500 and nothing unanswered (clear 503s only)", f.serverErrors === 0 && f.noAnswer === 0, `${f.serverErrors} 500s, ${f.noAnswer} unanswered, ${f.unavailable} 503s`));
    checks.push(check("restart: every 503 carries Retry-After", f.unavailableWithoutRetryAfter === 0, `${f.unavailableWithoutRetryAfter} without`));
    const failuresAfter = faulted.filter((x) => x.at >= timeline.back! && (x.status < 200 || x.status >= 300));
    const lastFailure = failuresAfter.length ? Math.max(...failuresAfter.map((x) => x.at + x.ms)) - timeline.back! : 0;
    checks.push(check("restart: recovers by itself within 5 s of the database returning", lastFailure <= 5_000, `last failure ${lastFailure} ms after`));

    console.log("Data checks ...");
    const accepted = all.filter((x) => x.kind === "pick" && x.status >= 200 && x.status < 300).map((x) => x.tag!.split("|"));
    const parlays = all
      .filter((x) => x.kind === "parlay" && x.status >= 200 && x.status < 300)
      .map((x) => (JSON.parse(x.body ?? "{}") as { payload?: { id?: number } }).payload?.id)
      .filter((id): id is number => typeof id === "number");
    const data = await withClient(cluster.url, async (client: pg.Client) => {
      const stored = await client.query<{ n: number }>(
        `SELECT count(p.id)::int AS n FROM unnest($1::text[], $2::int[]) AS a(u, f)
         LEFT JOIN "Pick" p ON p."userId" = a.u AND p."fixtureId" = a.f AND p."parlayId" IS NULL GROUP BY a.u, a.f`,
        [accepted.map(([u]) => u), accepted.map(([, f]) => Number(f))],
      );
      const duplicates = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM "Pick" WHERE "parlayId" IS NULL GROUP BY "userId", "fixtureId" HAVING count(*) > 1) d`,
      );
      const halfWritten = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "Parlay" pa WHERE (SELECT count(*) FROM "Pick" l WHERE l."parlayId" = pa.id) < 2`,
      );
      const acceptedParlays = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "Parlay" pa WHERE pa.id = ANY($1::int[]) AND (SELECT count(*) FROM "Pick" l WHERE l."parlayId" = pa.id) = 2`,
        [parlays],
      );
      return {
        storedOnce: stored.rows.filter((row) => row.n === 1).length,
        duplicates: duplicates.rows[0].n,
        halfWritten: halfWritten.rows[0].n,
        parlaysWhole: acceptedParlays.rows[0].n,
      };
    });
    checks.push(check("every accepted pick is stored exactly once", data.storedOnce === accepted.length, `${data.storedOnce} of ${accepted.length}`));
    checks.push(check("no duplicate picks (one NORMAL pick per picker and game)", data.duplicates === 0, `${data.duplicates} duplicated pairs`));
    checks.push(check("no half-written parlay; every accepted parlay has both legs", data.halfWritten === 0 && data.parlaysWhole === parlays.length, `${data.halfWritten} incomplete, ${data.parlaysWhole} of ${parlays.length} whole`));
    const health = await send(base, { kind: "fixtures", method: "GET", path: "/api/health" });
    checks.push(check("the server is still up at the end (GET /api/health)", health.status === 200, String(health.status)));

    const run: LoadRun = {
      startedAt,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.arch()}`, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) },
      postgres: cluster.kind,
      dataset: `${DATASET.fixtures.toLocaleString("en-US")} fixtures, ${DATASET.picks.toLocaleString("en-US")} picks, ${DATASET.pickers.toLocaleString("en-US")} pickers`,
      requests: all.length,
      faults: [`PostgreSQL stopped (pg_ctl -m fast) for ${OUTAGE_MS / 1000} s under load, then started again`, `a ${RATE * 5} req/s spike`],
      phases,
      steadyByKind: [...new Set(steady.map((x) => x.kind))].sort().map((kind) => ({ kind, figures: figures(steady.filter((x) => x.kind === kind)) })),
      checks,
    };
    writeReliabilityReport(run);
    for (const { kind, figures: f } of run.steadyByKind) console.log(`steady ${kind}: ${f.requests} sent, ${f.ok} 2xx, p95 ${f.p95Ms} ms`);
    for (const c of checks) console.log(`${c.pass ? "PASS" : "FAIL"}  ${c.what}: ${c.measured}`);
    return checks.every((c) => c.pass) ? 0 : 1;
  } finally {
    app?.stop();
    cluster.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
