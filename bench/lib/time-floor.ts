// A floor: one bare statement timed on its own, each run after its reset and vacuum, same run as what it bounds.
import { withClient } from "./database";
import { postgresCpuSeconds } from "./postgres-cpu";
import { timeOnce } from "./timing";

/** `runs` timed runs of one bare statement, each after `reset` and `vacuum`: wall ms and PostgreSQL CPU seconds. */
export async function timeFloor(url: string, runs: number, reset: string, vacuum: string, sql: string, label = "floor", log = console.log) {
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await withClient(url, async (client) => {
      await client.query(reset);
      await client.query(vacuum);
    });
    const cpuBefore = postgresCpuSeconds();
    ms.push(await withClient(url, (client) => timeOnce(() => client.query(sql))));
    const cpuAfter = postgresCpuSeconds();
    if (cpuBefore !== null && cpuAfter !== null) cpu.push(cpuAfter - cpuBefore);
    log(`  ${label} run ${i + 1}: ${ms.at(-1)!.toFixed(0)} ms`);
  }
  return { ms, cpu };
}
