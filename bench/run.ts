// npm run bench [name ...]: runs each benchmark listed here, writes bench/results/<name>.json and BENCHMARKS.md.
import fs from "node:fs";
import path from "node:path";
import type { Bench, BenchResult } from "./lib/types";
import { writeResultsTable } from "./lib/report";

/** Add a benchmark: create bench/<name>.bench.ts exporting run(): Promise<BenchResult>, then list its name here. */
export const BENCHES = ["fixtures-list", "board-page", "landing-page", "page-ttfb", "settlement", "settlement-final", "leaderboard", "pool-board", "pool-season", "survivor", "daily-page", "share-page", "pick-rush", "notifications", "skill", "view-costs", "shared-pages", "shared-pages-lighthouse", "card-grid", "card-settlement", "card-pick", "push-reminders"] as const;

const RESULTS = path.join(process.cwd(), "bench", "results");

async function main(): Promise<number> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(BENCHES as readonly string[]).includes(name));
  if (unknown.length) {
    console.error(`Unknown bench: ${unknown.join(", ")}. Known: ${BENCHES.join(", ")}`);
    return 1;
  }
  const names = asked.length ? asked : [...BENCHES];
  fs.mkdirSync(RESULTS, { recursive: true });
  let failed = 0;
  for (const name of names) {
    console.log(`\n== bench ${name}`);
    const bench = (await import(`./${name}.bench`)) as Bench;
    const result: BenchResult = await bench.run();
    fs.writeFileSync(path.join(RESULTS, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
    for (const t of result.targets) {
      console.log(`${t.pass ? "PASS" : "FAIL"}  ${t.description}: ${t.value} (target ${t.comparison} ${t.threshold})`);
      if (!t.pass) failed += 1;
    }
  }
  const table = writeResultsTable(RESULTS);
  console.log(`\nResults: ${path.relative(process.cwd(), table)}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
