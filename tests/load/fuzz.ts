// The fuzzer's long run: tests/integration/api-fuzz.test.ts with many more cases per route than
// npm test's, on the load test's PostgreSQL server (each jest file still gets its own fresh database there).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Cases per route and method: 45 of them at ~20 ms a case is about 3 minutes on the shared 2-CPU machine. */
export const FUZZ_RUNS = Number(process.env.LOAD_FUZZ_RUNS ?? 200);
const SPEC = "tests/integration/api-fuzz.test.ts";

export type FuzzRun = { runsPerRoute: number; routes: number; passed: number; failed: number; cases: number; seconds: number; failures: string[] };

type JestJson = {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  startTime: number;
  testResults: { endTime: number; assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
};

export async function runLongFuzz(adminUrl: string): Promise<FuzzRun> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pickline-fuzz-")), "jest.json");
  const jest = path.join(process.cwd(), "node_modules", "jest", "bin", "jest.js");
  const started = Date.now();
  await new Promise<void>((resolve) => {
    spawn(process.execPath, [jest, "--ci", "--selectProjects", "integration", "--json", "--outputFile", out, SPEC], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, FUZZ_RUNS: String(FUZZ_RUNS), TEST_DATABASE_URL: adminUrl },
    }).on("exit", () => resolve());
  });
  if (!fs.existsSync(out)) throw new Error("the fuzzer's jest run wrote no result");
  const result = JSON.parse(fs.readFileSync(out, "utf8")) as JestJson;
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  const assertions = result.testResults.flatMap((file) => file.assertionResults);
  return {
    runsPerRoute: FUZZ_RUNS,
    routes: result.numTotalTests,
    passed: result.numPassedTests,
    failed: result.numFailedTests,
    // fast-check runs exactly numRuns cases for a route that holds; a failing route stops at its first counterexample.
    cases: result.numPassedTests * FUZZ_RUNS,
    seconds: Math.round((Date.now() - started) / 1000),
    failures: assertions.filter((a) => a.status === "failed").map((a) => `${a.title}: ${(a.failureMessages[0] ?? "").split("\n")[0].slice(0, 300)}`),
  };
}
