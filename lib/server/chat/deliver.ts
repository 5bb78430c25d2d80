// A message to a pool's group chat through its stored hook, counting failures in a row: at the limit the hook is turned
// off and its owner told, so a deleted webhook is not called for ever.
import "server-only";
import { isChatHookUrl, parseChatHookUrl, type ChatHookUrl } from "@/lib/domain/chat-hook-url";
import { chatPayload, type ChatMessage } from "@/lib/domain/chat-message";
import { db } from "@/lib/db";
import { postToHook, type PostOptions, type PostOutcome } from "./post-to-hook";
import { open } from "./seal";

export const CHAT_HOOK_MAX_FAILURES = 5;

/** The hook's URL as stored, or undefined when it no longer opens (the key changed) or no longer passes the rules. */
export function openHook(sealedUrl: string): ChatHookUrl | undefined {
  const plain = open(sealedUrl);
  const parsed = plain === undefined ? undefined : parseChatHookUrl(plain);
  return parsed && isChatHookUrl(parsed) ? parsed : undefined;
}

/** Posts when the pool has a hook that is on; false when it has none, or the post failed (and was counted). */
export async function postToPoolChat(poolId: string, message: ChatMessage, options?: PostOptions): Promise<boolean> {
  const hook = await db.poolChatHook.findUnique({ where: { poolId }, select: { sealedUrl: true, disabledAt: true } });
  if (!hook || hook.disabledAt) return false;
  const url = openHook(hook.sealedUrl);
  const outcome: PostOutcome = url ? await postToHook(url, chatPayload(url.service, message), options) : { ok: false, reason: "the stored webhook no longer opens" };
  await recordOutcome(poolId, outcome, url ? CHAT_HOOK_MAX_FAILURES : 1);
  return outcome.ok;
}

/** A success clears the count; a failure adds one, and the one that reaches `limit` turns the hook off and notes it. */
export async function recordOutcome(poolId: string, outcome: PostOutcome, limit = CHAT_HOOK_MAX_FAILURES): Promise<void> {
  if (outcome.ok) {
    await db.poolChatHook.updateMany({ where: { poolId, failures: { gt: 0 } }, data: { failures: 0 } });
    return;
  }
  // One statement: two failing posts at once cannot both miss the limit, nor both tell the owner.
  await db.$executeRaw`
    WITH counted AS (
      UPDATE "PoolChatHook" h SET "failures" = h."failures" + 1,
        "disabledAt" = CASE WHEN h."failures" + 1 >= ${limit} THEN now() END
      WHERE h."poolId" = ${poolId} AND h."disabledAt" IS NULL
      RETURNING h."poolId", h."failures", h."disabledAt")
    INSERT INTO "Notification" ("userId", "type", "details")
    SELECT p."ownerId", 'CHAT_HOOK_OFF', jsonb_build_object('poolId', p."id", 'poolName', p."name", 'failures', c."failures", 'reason', ${outcome.reason.slice(0, 120)}::text)
    FROM counted c JOIN "Pool" p ON p."id" = c."poolId" WHERE c."disabledAt" IS NOT NULL`;
}
