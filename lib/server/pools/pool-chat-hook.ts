// The owner's group-chat webhook: set (sealed, shown masked), read, removed, and tried with a test message.
import "server-only";
import type { ChatHookState } from "@/lib/contracts/pool-chat";
import { isChatHookUrl, maskChatHookUrl, parseChatHookUrl } from "@/lib/domain/chat-hook-url";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import type { Caller } from "@/lib/server/auth/caller";
import { requireVerified } from "@/lib/server/auth/require-verified";
import { hitRateLimits } from "@/lib/server/auth/rate-limit";
import { CHAT_HOOK_MAX_FAILURES, openHook, recordOutcome } from "@/lib/server/chat/deliver";
import { postToHook } from "@/lib/server/chat/post-to-hook";
import { chatPayload } from "@/lib/domain/chat-message";
import { seal } from "@/lib/server/chat/seal";
import { ownedPool } from "./pool-access";

/** A test message is the owner waiting on a button: a few a minute is plenty, and keeps the button from spamming the chat. */
export const CHAT_TESTS_PER_MINUTE = 3;

const view = { service: true, maskedUrl: true, disabledAt: true, failures: true } as const;

type Row = { service: "DISCORD" | "SLACK"; maskedUrl: string; disabledAt: Date | null; failures: number };

function toState(row: Row | null): ChatHookState {
  return { hook: row ? { service: row.service, maskedUrl: row.maskedUrl, on: row.disabledAt === null, failures: row.failures } : null };
}

export async function getChatHook(caller: Pick<Caller, "id">, poolId: string): Promise<ChatHookState> {
  await ownedPool(poolId, caller.id);
  return toState(await db.poolChatHook.findUnique({ where: { poolId }, select: view }));
}

/**
 * Pasting a hook (again) turns it on with a clean count. Its posts start from now: picks of games already started,
 * weeks already closed and slates already settled are not replayed into the chat.
 */
export async function setChatHook(caller: Caller, poolId: string, url: string): Promise<ChatHookState> {
  requireVerified(caller);
  const pool = await ownedPool(poolId, caller.id);
  const parsed = parseChatHookUrl(url);
  if (!isChatHookUrl(parsed)) throw new AppError("VALIDATION_ERROR", { message: parsed.reason, issues: [{ path: "url", message: parsed.reason }] });
  const survivor = await db.survivorPool.findUnique({ where: { poolId }, select: { settledThrough: true } });
  const fields = {
    service: parsed.service,
    sealedUrl: seal(parsed.url),
    maskedUrl: maskChatHookUrl(parsed),
    failures: 0,
    disabledAt: null,
    revealedThrough: new Date(),
    weeksThrough: pool.closedThrough,
    slatesThrough: survivor?.settledThrough ?? null,
  };
  const row = await db.poolChatHook.upsert({ where: { poolId }, create: { poolId, ...fields }, update: fields, select: view });
  return toState(row);
}

export async function removeChatHook(caller: Caller, poolId: string): Promise<ChatHookState> {
  requireVerified(caller);
  await ownedPool(poolId, caller.id);
  await db.poolChatHook.deleteMany({ where: { poolId } });
  return { hook: null };
}

/**
 * The one post made while a request waits: the owner asked for it and needs to know whether it arrived. One attempt
 * with a short timeout; a failure counts towards turning the hook off like any other.
 */
export async function sendChatTest(caller: Caller, poolId: string): Promise<{ sent: true }> {
  requireVerified(caller);
  const pool = await ownedPool(poolId, caller.id);
  const row = await db.poolChatHook.findUnique({ where: { poolId }, select: { sealedUrl: true, disabledAt: true } });
  if (!row) throw new AppError("NOT_FOUND", { message: "This pool has no group chat yet: paste a webhook URL first" });
  if (row.disabledAt) throw new AppError("CHAT_HOOK_FAILED", { message: `The group chat was turned off after ${CHAT_HOOK_MAX_FAILURES} failed posts: paste the webhook URL again` });
  await hitRateLimits([{ bucket: `pool-chat-test:${poolId}`, max: CHAT_TESTS_PER_MINUTE, windowSeconds: 60 }]);
  const hook = openHook(row.sealedUrl);
  const outcome = hook
    ? await postToHook(hook, chatPayload(hook.service, { title: `Pickline is connected to ${pool.name}`, lines: ["Picks show up here once each game starts, with the week's winner and the owner's announcements."] }), { attempts: 1, timeoutMs: 5_000 })
    : { ok: false as const, reason: "the stored webhook no longer opens" };
  await recordOutcome(poolId, outcome, hook ? CHAT_HOOK_MAX_FAILURES : 1);
  if (!outcome.ok) throw new AppError("CHAT_HOOK_FAILED", { message: `The group chat did not take the test message (${outcome.reason})` });
  return { sent: true };
}
