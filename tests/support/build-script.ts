// `npm run build`'s script (scripts/build.ts) run in a child process with exactly the given environment, as a CI or
// Vercel build would start it, for the tests of what it refuses before doing any work.
import { spawnSync } from "node:child_process";
import path from "node:path";

export function runBuildScript(environment: NodeJS.ProcessEnv) {
  return spawnSync(path.join(process.cwd(), "node_modules", ".bin", "tsx"), ["scripts/build.ts"], { env: environment, encoding: "utf8", timeout: 60_000 });
}
