// sendBatch(): many messages in one call to Resend's batch endpoint, or, without Resend, one outbox line each.
import crypto from "node:crypto";
import type { Resend } from "resend";
import { deliverLocally, resendClient, resendMessage, type Mail } from "./send";

/** Resend's batch endpoint takes at most this many messages a call. */
export const MAX_BATCH = 100;

export type BatchClient = Pick<Resend, "batch">;

/**
 * Resend's answers to a key it has already seen, with another payload or while that request is still running: the
 * messages under this key were accepted once, so sending them again is exactly what the key is there to prevent.
 */
const ALREADY_ACCEPTED = new Set(["invalid_idempotent_request", "concurrent_idempotent_requests"]);

/**
 * The batch's key is made of its messages' own keys (picker, kind and period), so a retry of the same messages is the
 * same request to Resend, which then sends nothing again for 24 hours, even if the first attempt's answer was lost.
 */
export function batchIdempotencyKey(mails: Mail[]): string {
  const keys = mails.map((mail) => mail.idempotencyKey).sort();
  return `batch-${crypto.createHash("sha256").update(keys.join("\n")).digest("hex")}`;
}

/** All or nothing (Resend validates the whole batch before sending any): throws when the batch was refused. */
export async function sendBatch(mails: Mail[], client: BatchClient | null = resendClient()): Promise<void> {
  if (mails.length === 0) return;
  if (mails.length > MAX_BATCH) throw new RangeError(`a batch holds at most ${MAX_BATCH} messages, got ${mails.length}`);
  if (client) {
    const { error } = await client.batch.send(mails.map(resendMessage), { idempotencyKey: batchIdempotencyKey(mails) });
    if (error && !ALREADY_ACCEPTED.has(error.name)) throw new Error(`Resend refused the batch: ${error.name}: ${error.message}`);
    return;
  }
  await deliverLocally(...mails);
}
