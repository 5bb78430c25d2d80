// What the mail provider's answer says about the messages of one request: sent, surely not sent (and whether trying
// again can help), or unknown, when they may have gone out although no acceptance came back.
import type { ErrorResponse } from "resend";

/**
 * - sent: accepted.
 * - invalid: refused for its content (a 400 or 422 validation error): none went, and one bad message (an invalid
 *   address) is enough for Resend to refuse a whole batch.
 * - refused: any other definite 4xx (a bad key, a sender not verified): none went.
 * - later: 429, a rate limit or the day's or month's quota: none went, and more calls now would be refused too.
 * - unknown: no answer (a lost connection, a timeout), a 5xx, or a 409 idempotency conflict (another request with this
 *   key is running, or one with another payload was accepted): the messages may have gone out.
 */
export type Delivery = "sent" | "invalid" | "refused" | "later" | "unknown";

const CONTENT_ERRORS = new Set(["validation_error", "invalid_parameter", "missing_required_field"]);

export type Failure = Exclude<Delivery, "sent">;
type ProviderError = Pick<ErrorResponse, "name" | "statusCode">;

export function deliveryOf(error: ProviderError | null): Delivery {
  return error ? failureOf(error) : "sent";
}

export function failureOf(error: ProviderError): Failure {
  const status = error.statusCode;
  if (status === null || status < 400 || status >= 500 || status === 409) return "unknown";
  if (status === 429) return "later";
  if ((status === 400 || status === 422) && CONTENT_ERRORS.has(error.name)) return "invalid";
  return "refused";
}

/** Thrown by send() when the provider did not accept the message, saying what that means for sending it again. */
export class MailNotSent extends Error {
  constructor(
    readonly delivery: Failure,
    message: string,
  ) {
    super(message);
    this.name = "MailNotSent";
  }
}
