// npm start: database, migrations, demo data when empty (as npm run build decides), then the production server.
import { env } from "@/lib/settings";
import { loadProjectEnv } from "./lib/load-env";
import { assertReadyForProduction } from "./lib/production-check";
import { prepareAppDatabase } from "./lib/prepare-database";
import { runNext } from "./lib/run-next";
import { runScript } from "./lib/run-script";

async function main() {
  loadProjectEnv(false);
  assertReadyForProduction();
  const database = await prepareAppDatabase();
  const port = String(env().PORT);
  console.log(`\nPickline is starting at http://localhost:${port}\n`);
  return runNext(["start", "--port", port], database);
}

runScript(main);
