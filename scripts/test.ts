// npm test: lint, typecheck, every jest project, then the Playwright journeys; stops at the first failing step.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const bin = (...parts: string[]) => path.join(process.cwd(), "node_modules", ...parts);
const REPORTS = path.join(process.cwd(), ".data", "test-report");

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
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, step.args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s`);
    exitCode = result.status ?? 1;
    break;
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
}
const { passed, failed } = tally();
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
