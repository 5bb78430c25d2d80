// npm test: lint, typecheck, every jest project, then the Playwright journeys; stops at the first failing step.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const bin = (...parts: string[]) => path.join(process.cwd(), "node_modules", ...parts);
const REPORTS = path.join(process.cwd(), ".data", "test-report");
/** The whole run's budget on a two-core machine (the README lists each step's share). */
const BUDGET_SECONDS = 15 * 60;

function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

const steps: { name: string; args: string[]; env?: Record<string, string> }[] = [
  {
    name: "CSS module types",
    args: [bin("typed-css-modules", "lib", "cli.js"), "--silent", "--pattern", "{app,components,emails}/**/*.module.css", "."],
  },
  { name: "lint", args: [bin("eslint", "bin", "eslint.js"), "--max-warnings", "0", "."] },
  { name: "typecheck", args: [bin("typescript", "bin", "tsc"), "--noEmit"] },
  {
    name: "jest (unit, component, integration)",
    args: [bin("jest", "bin", "jest.js"), "--ci", "--json", "--outputFile", path.join(REPORTS, "jest.json")],
  },
  // Its `next build` skips the type check the typecheck step has just done on the same files.
  { name: "end-to-end (Playwright, Chromium)", args: [bin("tsx", "dist", "cli.mjs"), "scripts/e2e.ts"], env: { PICKLINE_BUILD_TYPECHECK: "false" } },
];

/** Counts from the runners' JSON reports, for one closing line. */
function tally(): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  const jest = path.join(REPORTS, "jest.json");
  if (fs.existsSync(jest)) {
    const report = JSON.parse(fs.readFileSync(jest, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  // The journeys on the demo build and the live (production database, replayed feeds) specs, in one Playwright run.
  const e2e = path.join(REPORTS, "e2e.json");
  if (fs.existsSync(e2e)) {
    const { stats } = JSON.parse(fs.readFileSync(e2e, "utf8"));
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
  }
  return { passed, failed };
}

fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });
let exitCode = 0;
const timings: string[] = [];
const runStarted = Date.now();
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, step.args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${step.name} ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s`);
    exitCode = result.status ?? 1;
    break;
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}
const { passed, failed } = tally();
const total = (Date.now() - runStarted) / 1000;
console.log(`\nTests: ${passed} passed, ${failed} failed`);
// The suite is meant to stay quick to run: a warning, never a failure, as a busy machine may be the reason.
if (total > BUDGET_SECONDS) {
  console.warn(`⚠ The run took ${formatDuration(total)}, over its ${BUDGET_SECONDS / 60}-minute budget: see which step grew below (README, npm scripts).`);
}
console.log(`Time: ${timings.join(", ")}; total ${formatDuration(total)}`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
