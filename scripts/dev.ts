// npm run dev: database (embedded unless DATABASE_URL), migrations, demo data when empty, then Next.js in dev mode.
import { prepareDatabase } from "./lib/prepare-database";
import { runNext } from "./lib/run-next";
import { startBackgroundSync } from "./lib/background-sync";

async function main() {
  const database = await prepareDatabase({ seedWhenEmpty: true });
  startBackgroundSync(database.url);
  const port = process.env.PORT ?? "3000";
  console.log(`\nPickline is starting at http://localhost:${port}\n`);
  process.exit(await runNext(["dev", "--port", port], database));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
