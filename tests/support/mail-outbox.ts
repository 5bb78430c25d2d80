// Points the mail outbox at a fresh temporary file per test file and reads the links mailed to an address.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function temporaryOutbox(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pickline-mail-")), "outbox.jsonl");
  process.env.MAIL_OUTBOX = file;
  return file;
}

export type SentMail = { to: string; subject: string; html: string; text: string; url: string; createdAt: string };

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

/** The last link mailed to the address, split into the page path and its token, with the address it went to. */
export function lastLink(address: string): { path: string; token: string; email: string } {
  const mails = mailsTo(address);
  if (mails.length === 0) throw new Error(`No mail was sent to ${address}`);
  const mail = mails[mails.length - 1];
  const url = new URL(mail.url);
  return { path: url.pathname, token: url.searchParams.get("token")!, email: mail.to };
}
