// One feed sync in a process of its own (node --import tsx tests/support/sync-child.ts <provider>), so a test can kill it mid-way.
// The feed brings no updates: the run only settles the provider's games that are over, as a cron run after the final does.
import { createPrismaClient } from "@/lib/db";
import { syncFeed } from "@/lib/server/sync/sync-feed";

const db = createPrismaClient(process.env.DATABASE_URL);
syncFeed(db, { provider: process.argv[2], fetchUpdates: async () => [] }).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
