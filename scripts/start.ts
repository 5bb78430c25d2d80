// npm start: database, migrations, demo data when empty (unless SEED_DEMO=false), then the production server.
import { prepareDatabase } from "./lib/prepare-database";
import { runNext } from "./lib/run-next";

async function main() {
  const database = await prepareDatabase({ seedWhenEmpty: process.env.SEED_DEMO !== "false" });
  const port = process.env.PORT ?? "3000";
  console.log(`\nPickline is starting at http://localhost:${port}\n`);
  process.exit(await runNext(["start", "--port", port], database));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
