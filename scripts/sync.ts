// npm run sync: one feed sync (FEED_PROVIDER, default demo) against DATABASE_URL or the embedded database, with a line per league.
import { loadProjectEnv } from "./lib/load-env";
import { createPrismaClient } from "@/lib/db";
import { selectFeed } from "@/lib/feeds/select-feed";
import type { SyncSummary } from "@/lib/server/sync/sync-feed";
import { syncAndRecord } from "@/lib/server/sync/sync-and-record";
import { resolveDatabase } from "./lib/database-server";
import { migrate } from "./lib/migrator";
import { runScript } from "./lib/run-script";

async function main(): Promise<number> {
  loadProjectEnv(false);
  const feed = selectFeed();
  const database = await resolveDatabase();
  const db = createPrismaClient(database.url);
  try {
    await migrate(database.migrationUrl, { log: console.log });
    console.log(`Syncing from ${feed.provider} ...`);
    const summary = await syncAndRecord(db, feed, { sendMail: true, log: (line) => console.log(`  ${line}`) });
    if (summary.skipped) return 0;
    printLeagues(summary);
    const { created, updated, unchanged, settled, durationMs, unknownTeams, unknownTeamNames } = summary;
    console.log(
      `Done in ${(durationMs / 1000).toFixed(1)} s: ${created} new, ${updated} updated, ${unchanged} unchanged fixtures; ` +
        `${settled.fixtures} settled (${settled.picks} picks, ${settled.parlays} parlays).`,
    );
    if (unknownTeams) {
      console.warn(`${unknownTeams} games skipped for unknown teams: ${unknownTeamNames.join(", ")}. Add them as team aliases.`);
    }
    // One league down is a partial sync the next run repairs; all of them down throws (syncAndRecord): exit 1.
    return 0;
  } finally {
    await db.$disconnect();
    await database.stop();
  }
}

function printLeagues({ leagues, failures }: SyncSummary) {
  for (const { league, ok, fetched, created, updated } of leagues) {
    const errors = failures.filter((failure) => failure.league === league).map((failure) => `${failure.provider}: ${failure.error}`);
    const result = ok ? `ok, ${fetched} fetched, ${created} new, ${updated} updated` : "FAILED";
    console.log(`  ${league.padEnd(3)}  ${result}${errors.length ? ` (${errors.join("; ")})` : ""}`);
  }
}

runScript(main);
