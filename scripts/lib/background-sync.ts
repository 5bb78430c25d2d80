// npm run dev's background sync: the demo feed every minute, in-process, with a line per run that changed something.
import { env } from "@/lib/settings";
import { createPrismaClient } from "@/lib/db";
import { demoFeed } from "@/lib/feeds/demo-feed";
import { syncAndRecord } from "@/lib/server/sync/sync-and-record";

const MINUTE = 60_000;

export function startBackgroundSync(url: string, intervalMs = MINUTE): () => Promise<void> {
  if (!env().DEV_SYNC) return async () => {};
  const db = createPrismaClient(url);
  const feed = demoFeed();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // The dev loop stands in for the scheduler, so it sends the due e-mail to the outbox as the cron would.
      const { created, updated, settled } = await syncAndRecord(db, feed, { sendMail: true });
      if (created || updated || settled.fixtures) {
        console.log(
          `[sync] ${new Date().toLocaleTimeString()}: ${created} new, ${updated} updated fixtures; ` +
            `${settled.fixtures} settled (${settled.picks} picks, ${settled.parlays} parlays)`,
        );
      }
    } catch (error) {
      console.error("[sync] failed:", error instanceof Error ? error.message : error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await db.$disconnect();
  };
}
