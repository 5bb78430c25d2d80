// npm run dev: database (embedded unless DATABASE_URL), migrations, demo data when empty, then Next.js in dev mode.
import { env } from "@/lib/settings";
import { loadProjectEnv } from "./lib/load-env";
import { prepareDatabase } from "./lib/prepare-database";
import { runNext } from "./lib/run-next";
import { startBackgroundSync } from "./lib/background-sync";
import { runScript } from "./lib/run-script";

async function main() {
  loadProjectEnv(true);
  const database = await prepareDatabase({ seedWhenEmpty: true });
  startBackgroundSync(database.url);
  const port = String(env().PORT);
  console.log(`\nPickline is starting at http://localhost:${port}\n`);
  return runNext(["dev", "--port", port], database);
}

runScript(main);
