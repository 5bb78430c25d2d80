// sendBatch(): many messages in one call to Resend's batch endpoint, or, without Resend, one outbox line each.
import crypto from "node:crypto";
import type { Resend } from "resend";
import { deliveryOf, type Delivery } from "./delivery";
import { deliverLocally, resendClient, resendMessage, type Mail } from "./send";

/** Resend's batch endpoint takes at most this many messages a call. */
export const MAX_BATCH = 100;

export type BatchClient = Pick<Resend, "batch">;

/**
 * The batch's key is made of its messages' own keys, so only a repeat of the very same messages is the same request to
 * Resend. It does not stop duplicates across runs, which group messages differently: the caller's claims do that.
 */
export function batchIdempotencyKey(mails: Mail[]): string {
  const keys = mails.map((mail) => mail.idempotencyKey).sort();
  return `batch-${crypto.createHash("sha256").update(keys.join("\n")).digest("hex")}`;
}

/**
 * All or nothing: Resend validates the whole batch before sending any. Never throws for the provider's answer: it says
 * whether the messages went, surely did not, or may have (see Delivery), and the caller decides what to give back.
 */
export async function sendBatch(mails: Mail[], client: BatchClient | null = resendClient()): Promise<Delivery> {
  if (mails.length === 0) return "sent";
  if (mails.length > MAX_BATCH) throw new RangeError(`a batch holds at most ${MAX_BATCH} messages, got ${mails.length}`);
  if (!client) {
    await deliverLocally(...mails);
    return "sent";
  }
  try {
    const { error } = await client.batch.send(mails.map(resendMessage), { idempotencyKey: batchIdempotencyKey(mails) });
    return deliveryOf(error);
  } catch {
    // The request may have reached Resend before the connection broke.
    return "unknown";
  }
}
