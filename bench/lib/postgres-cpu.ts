// CPU seconds spent by the embedded PostgreSQL (postmaster and all its children) from /proc: a cost the machine's load does not inflate.
import fs from "node:fs";
import path from "node:path";
import { statsOf, timeOnce } from "./timing";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime (+ reaped children's) of the server under dataDir, in seconds; null off Linux or when not ours. */
export function postgresCpuSeconds(dataDir = ".data/bench-postgres"): number | null {
  if (process.env.BENCH_DATABASE_URL) return null;
  try {
    const postmaster = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    let ticks = 0;
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue; // the process ended meanwhile
      }
      // Fields after the command name (which may contain spaces): state ppid ... utime(14) stime(15) cutime(16) cstime(17).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      if (pid !== postmaster && ppid !== postmaster) continue;
      ticks += Number(fields[11]) + Number(fields[12]) + (pid === postmaster ? Number(fields[13]) + Number(fields[14]) : 0);
    }
    return ticks / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export { median } from "./timing";

/** Runs `work` n times one after another: the latencies, and the server's CPU per run (robust to a busy machine). */
export async function timedWithServerCpu(work: () => Promise<unknown>, n: number) {
  const ms: number[] = [];
  const cpuBefore = postgresCpuSeconds();
  for (let i = 0; i < n; i += 1) ms.push(await timeOnce(work));
  const cpuAfter = postgresCpuSeconds();
  const cpu = cpuBefore !== null && cpuAfter !== null ? { serverCpuMsPerRequest: Math.round(((cpuAfter - cpuBefore) / n) * 1e5) / 100 } : {};
  return { ms, stats: { ...statsOf(ms), ...cpu } };
}
