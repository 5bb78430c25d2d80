// The owner pins an announcement on the pool page (replacing the last) and every other member is told; or takes it down.
import "server-only";
import type { Announcement } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { hitRateLimits } from "@/lib/server/auth/rate-limit";
import { postToPoolChatLater } from "@/lib/server/chat/post-after-response";
import { sendPoolNewsPushesLater } from "@/lib/server/push/push-after-response";
import { ownedPool } from "./pool-access";

/** Each announcement notifies up to 10,000 members: a handful a day is plenty for any commissioner. */
export const ANNOUNCEMENTS_PER_DAY = 5;
/** What the notification quotes; the pool page shows the whole text. */
const QUOTED = 140;

export async function postAnnouncement(caller: Caller, poolId: string, text: string): Promise<Announcement> {
  requireVerified(caller);
  const pool = await ownedPool(poolId, caller.id);
  await hitRateLimits([{ bucket: `pool-announce:${poolId}`, max: ANNOUNCEMENTS_PER_DAY, windowSeconds: 24 * 60 * 60 }]);
  const at = new Date();
  const quote = text.length > QUOTED ? `${text.slice(0, QUOTED - 1)}…` : text;
  await db.$transaction([
    db.pool.update({ where: { id: poolId }, data: { announcement: text, announcedAt: at } }),
    db.$executeRaw`
      INSERT INTO "Notification" ("userId", "type", "details")
      SELECT pm."userId", 'POOL_ANNOUNCEMENT', jsonb_build_object('poolId', ${pool.id}::text, 'poolName', ${pool.name}::text, 'text', ${quote}::text)
      FROM "PoolMember" pm WHERE pm."poolId" = ${poolId} AND pm."userId" <> ${caller.id}`,
  ]);
  postToPoolChatLater(poolId, { title: `Announcement in ${pool.name}`, lines: [text] });
  sendPoolNewsPushesLater();
  return { text, at: at.toISOString() };
}

export async function clearAnnouncement(caller: Caller, poolId: string): Promise<Announcement> {
  requireVerified(caller);
  await ownedPool(poolId, caller.id);
  await db.pool.update({ where: { id: poolId }, data: { announcement: null, announcedAt: null } });
  return { text: null, at: null };
}
