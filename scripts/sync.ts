// npm run sync: one feed sync (FEED_PROVIDER, default demo) against DATABASE_URL or the embedded database, with a summary.
import { loadProjectEnv } from "./lib/load-env";
import { createPrismaClient } from "@/lib/db";
import { selectFeed } from "@/lib/feeds/select-feed";
import { syncAndRecord } from "@/lib/server/sync/sync-and-record";
import { resolveDatabase } from "./lib/database-server";
import { migrate, MigrationError } from "./lib/migrator";

async function main(): Promise<number> {
  loadProjectEnv(false);
  const feed = selectFeed();
  const database = await resolveDatabase();
  const db = createPrismaClient(database.url);
  try {
    await migrate(database.migrationUrl, { log: console.log });
    console.log(`Syncing from ${feed.provider} ...`);
    const summary = await syncAndRecord(db, feed, { log: (line) => console.log(`  ${line}`) });
    if (summary.skipped) return 0;
    const { created, updated, unchanged, settled, durationMs, unknownTeams, unknownTeamNames } = summary;
    console.log(
      `Done in ${(durationMs / 1000).toFixed(1)} s: ${created} new, ${updated} updated, ${unchanged} unchanged fixtures; ` +
        `${settled.fixtures} settled (${settled.picks} picks, ${settled.parlays} parlays).`,
    );
    if (unknownTeams) {
      console.warn(`${unknownTeams} games skipped for unknown teams: ${unknownTeamNames.join(", ")}. Add them as team aliases.`);
    }
    return 0;
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof MigrationError ? error.message : error);
    process.exit(1);
  },
);
