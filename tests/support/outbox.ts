// The one reader of the mail outbox (MAIL_OUTBOX, one JSON message a line) for integration tests and journeys alike.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OutboxMessage } from "@/lib/mail/outbox";

/** Points the outbox at a fresh temporary file, so one test file's mail never meets another's. */
export function temporaryOutbox(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pickline-mail-")), "outbox.jsonl");
  process.env.MAIL_OUTBOX = file;
  return file;
}

export type SentMail = OutboxMessage;

/** Every message sent to the address, oldest first; none while the outbox file does not exist yet. */
export function mailsTo(address: string): SentMail[] {
  const file = process.env.MAIL_OUTBOX!;
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SentMail)
    .filter((mail) => mail.to === address);
}

export function latestMailTo(address: string): SentMail | undefined {
  return mailsTo(address).at(-1);
}

/** The link in the newest mail to the address (a sign-up, login or invite link), if any has arrived yet. */
export function magicLinkFor(address: string): string | undefined {
  return latestMailTo(address)?.url ?? undefined;
}

/** The last link mailed to the address, split into the page path and its token, with the address it went to. */
export function lastLink(address: string): { path: string; token: string; email: string } {
  const mail = latestMailTo(address);
  if (!mail?.url) throw new Error(`No link was mailed to ${address}`);
  const url = new URL(mail.url);
  return { path: url.pathname, token: url.searchParams.get("token")!, email: mail.to };
}
