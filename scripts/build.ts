// npm run build: applies migrations (on Vercel this is the deploy step), seeds an empty database with the demo world
// (not a production deployment's own database unless SEED_DEMO=true: seedsDemoWhenEmpty), then builds Next.js for production.
import { loadProjectEnv } from "./lib/load-env";
import { assertReadyForProduction } from "./lib/production-check";
import { prepareAppDatabase } from "./lib/prepare-database";
import { runNext } from "./lib/run-next";
import { runScript } from "./lib/run-script";

async function main() {
  loadProjectEnv(false);
  assertReadyForProduction();
  const database = await prepareAppDatabase();
  return runNext(["build"], database);
}

runScript(main);
