// The local outbox: without RESEND_API_KEY every message is appended as one JSON line, for /dev/mail and the end-to-end tests to read.
import { env } from "@/lib/settings";
import fs from "node:fs/promises";
import path from "node:path";

export type OutboxMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  url: string | null;
  headers?: Record<string, string>;
  createdAt: string;
};

export function outboxPath(): string {
  // Never traced into the deployment: the outbox is a development and test device.
  return env().MAIL_OUTBOX || path.join(/*turbopackIgnore: true*/ process.cwd(), ".data", "mail", "outbox.jsonl");
}

/** Each message its own line, all of them in one write: a batch lands whole, not interleaved with another writer's. */
export async function appendToOutbox(...messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const file = outboxPath();
  await fs.mkdir(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
  await fs.appendFile(/*turbopackIgnore: true*/ file, messages.map((message) => `${JSON.stringify(message)}\n`).join(""), "utf8");
}

/** The newest messages first, at most `limit` (the /dev/mail page). */
export async function readOutbox(limit = 50): Promise<OutboxMessage[]> {
  let content: string;
  try {
    content = await fs.readFile(/*turbopackIgnore: true*/ outboxPath(), "utf8");
  } catch {
    return [];
  }
  const lines = content.split("\n").filter(Boolean);
  return lines
    .slice(-limit)
    .reverse()
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as OutboxMessage];
      } catch {
        return [];
      }
    });
}
