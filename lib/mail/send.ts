// send(): Resend when configured (with an idempotency key), otherwise the local outbox plus a console line (in a preview, the line alone).
import { Resend } from "resend";
import { env, mailTransport } from "@/lib/settings";
import { failureOf, MailNotSent } from "./delivery";
import { appendToOutbox, type OutboxMessage } from "./outbox";

export type Mail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The link the message carries, printed in development and kept in the outbox for tests. */
  url?: string;
  /** Resend drops a second send with the same key, so a retried request never mails twice. */
  idempotencyKey: string;
  /** Extra message headers, e.g. List-Unsubscribe on every mail a picker opted into. */
  headers?: Record<string, string>;
};

const DEFAULT_FROM = "Pickline <login@pickline.app>";

/** The Resend client when mail goes through Resend; null when it goes to the outbox. */
export function resendClient(): Resend | null {
  const settings = env();
  return mailTransport() === "resend" && settings.RESEND_API_KEY ? new Resend(settings.RESEND_API_KEY) : null;
}

export function resendMessage(mail: Mail) {
  return { from: env().MAIL_FROM ?? DEFAULT_FROM, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers };
}

function outboxMessage(mail: Mail): OutboxMessage {
  return {
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    url: mail.url ?? null,
    ...(mail.headers ? { headers: mail.headers } : {}),
    createdAt: new Date().toISOString(),
  };
}

/**
 * Without Resend, for send() and sendBatch() alike: each message is one outbox line, and its link is printed. A
 * preview's mail is the printed line alone: Vercel's file system is read-only, and a failed write would fail the
 * request that sent it.
 */
export async function deliverLocally(...mails: Mail[]): Promise<void> {
  if (mailTransport() !== "log") await appendToOutbox(...mails.map(outboxMessage));
  for (const mail of mails) console.info(`[mail] ${mail.subject} → ${mail.to}${mail.url ? `: ${mail.url}` : ""}`);
}

/** Throws MailNotSent when Resend did not accept the message, saying whether it may have gone all the same. */
export async function send(mail: Mail): Promise<void> {
  const resend = resendClient();
  if (resend) {
    const { error } = await resend.emails.send(resendMessage(mail), { idempotencyKey: mail.idempotencyKey });
    if (error) throw new MailNotSent(failureOf(error), `Resend refused the message: ${error.name}: ${error.message}`);
    return;
  }
  await deliverLocally(mail);
}
