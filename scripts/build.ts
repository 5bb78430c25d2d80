// npm run build: applies migrations (on Vercel this is the deploy step), then builds Next.js for production.
import { loadProjectEnv } from "./lib/load-env";
import { assertReadyForProduction } from "./lib/production-check";
import { prepareDatabase } from "./lib/prepare-database";
import { runNext } from "./lib/run-next";
import { runScript } from "./lib/run-script";

async function main() {
  loadProjectEnv(false);
  assertReadyForProduction();
  const database = await prepareDatabase({ seedWhenEmpty: false });
  return runNext(["build"], database);
}

runScript(main);
