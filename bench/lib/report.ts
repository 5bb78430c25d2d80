// Renders every bench/results/<name>.json into one markdown file, BENCHMARKS.md at the root: a summary of every target, then
// each bench's section.
import fs from "node:fs";
import path from "node:path";
import type { BenchResult } from "./types";

function section(result: BenchResult): string {
  const lines = [`## ${result.name}: ${result.title}`, ""];
  const load = result.machine.loadAverage ? ` Load average at the start: ${result.machine.loadAverage.join(", ")} (1, 5, 15 min).` : "";
  lines.push(`Run ${result.startedAt} on ${result.machine.cpus} CPUs, Node ${result.machine.node}, ${result.machine.platform}.${load}`, "");
  lines.push(Object.entries(result.setup).map(([k, v]) => `${k}: ${typeof v === "number" ? v.toLocaleString("en-US") : v}`).join(" · "), "");
  if (result.variants.length) {
    const cpu = result.variants.some((v) => v.stats.serverCpuMsPerRequest !== undefined);
    lines.push(
      `| variant | req/s | p50 ms | p90 ms | p99 ms | max ms | requests | errors |${cpu ? " server CPU ms/req |" : ""}`,
      `|---|---:|---:|---:|---:|---:|---:|---:|${cpu ? "---:|" : ""}`,
    );
    for (const { label, stats: s } of result.variants) {
      const cpuCell = cpu ? ` ${s.serverCpuMsPerRequest ?? ""} |` : "";
      lines.push(`| ${label} | ${s.rps} | ${s.p50Ms} | ${s.p90Ms} | ${s.p99Ms} | ${s.maxMs} | ${s.requests} | ${s.errors + s.non2xx} |${cpuCell}`);
    }
    lines.push("");
  }
  for (const table of result.tables ?? []) {
    lines.push(`| ${table.columns.join(" | ")} |`, `|---${"|---:".repeat(table.columns.length - 1)}|`);
    for (const row of table.rows) lines.push(`| ${row.join(" | ")} |`);
    lines.push("");
  }
  lines.push("| target | measured | goal | |", "|---|---:|---:|---|");
  for (const t of result.targets) lines.push(`| ${t.description} | ${t.value} | ${t.comparison} ${t.threshold} | ${t.pass ? "pass" : "**FAIL**"} |`);
  if (result.notes?.length) lines.push("", ...result.notes.map((note) => `- ${note}`));
  return lines.join("\n");
}

function summary(results: BenchResult[]): string[] {
  const lines = ["| bench | target | measured | goal | |", "|---|---|---:|---:|---|"];
  for (const result of results) {
    for (const t of result.targets) lines.push(`| ${result.name} | ${t.description} | ${t.value} | ${t.comparison} ${t.threshold} | ${t.pass ? "pass" : "**FAIL**"} |`);
  }
  return lines;
}

/** Every `*.json` in dir, parsed, in file-name order: the saved runs a generated report is made from. */
export function readJsonFiles<T>(dir: string): T[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as T);
}

/** Writes the file and returns its path. */
export function writeResultsTable(dir: string, file = path.join(process.cwd(), "BENCHMARKS.md")): string {
  const results = readJsonFiles<BenchResult>(dir);
  const body = [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (bench/run.ts; `npm run bench -- <name>` runs one); each section comes from",
    "bench/results/<name>.json. Numbers are from one run on the machine named in the section, with every variant",
    "measured side by side in that run. Absolute times depend on that machine and its load (recorded per section);",
    "the ratios compare variants measured in the same run.",
    "",
    "## Targets",
    "",
    ...summary(results),
    "",
    ...results.map(section).flatMap((s) => [s, ""]),
  ].join("\n");
  fs.writeFileSync(file, body);
  return file;
}
