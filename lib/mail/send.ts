// send(): Resend when RESEND_API_KEY is set (with an idempotency key), otherwise the local outbox plus a console line.
import "server-only";
import { Resend } from "resend";
import { appendToOutbox } from "./outbox";

export type Mail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The link the message carries, printed in development and kept in the outbox for tests. */
  url?: string;
  /** Resend drops a second send with the same key, so a retried request never mails twice. */
  idempotencyKey: string;
};

const DEFAULT_FROM = "Pickline <login@pickline.app>";

export async function send(mail: Mail): Promise<void> {
  const apiKey = process.env.RESEND_API_KEY;
  if (apiKey) {
    const resend = new Resend(apiKey);
    const { error } = await resend.emails.send(
      { from: process.env.MAIL_FROM || DEFAULT_FROM, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text },
      { idempotencyKey: mail.idempotencyKey },
    );
    if (error) throw new Error(`Resend refused the message: ${error.name}: ${error.message}`);
    return;
  }
  await appendToOutbox({
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    url: mail.url ?? null,
    createdAt: new Date().toISOString(),
  });
  console.info(`[mail] ${mail.subject} → ${mail.to}${mail.url ? `: ${mail.url}` : ""}`);
}
