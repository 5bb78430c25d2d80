// Peak memory while some work runs: this Node process's RSS and the largest private memory of any embedded PostgreSQL backend.
import fs from "node:fs";
import path from "node:path";

export type PeakMemory = { nodeRssMb: number; backendAnonMb: number | null };

/** Private (anonymous) resident memory of the embedded server's busiest child, in kB: hashes, sorts, tuplestores. */
function largestBackendAnonKb(postmaster: number): number {
  let largest = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, "utf8");
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== postmaster) continue;
      largest = Math.max(largest, Number(/^RssAnon:\s+(\d+)/m.exec(status)?.[1] ?? 0));
    } catch {
      // the process ended meanwhile
    }
  }
  return largest;
}

/** Runs `work`, sampling every `everyMs`; the backend figure is null off Linux or against BENCH_DATABASE_URL. */
export async function withPeakMemory<T>(work: () => Promise<T>, everyMs = 100, dataDir = ".data/bench-postgres"): Promise<[T, PeakMemory]> {
  let postmaster: number | null = null;
  try {
    if (!process.env.BENCH_DATABASE_URL) postmaster = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    postmaster = null;
  }
  let nodeRss = process.memoryUsage().rss;
  let backendKb = 0;
  const sample = () => {
    nodeRss = Math.max(nodeRss, process.memoryUsage().rss);
    if (postmaster !== null) backendKb = Math.max(backendKb, largestBackendAnonKb(postmaster));
  };
  const timer = setInterval(sample, everyMs);
  try {
    const result = await work();
    sample();
    return [result, { nodeRssMb: Math.round(nodeRss / 1e5) / 10, backendAnonMb: postmaster === null ? null : Math.round(backendKb / 100) / 10 }];
  } finally {
    clearInterval(timer);
  }
}
