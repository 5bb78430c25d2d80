// What Pickline posts in a group chat, written once and rendered for each service: a bold title, plain lines, and a
// compact table in a code block, cut to fit the service's message size.
import type { ChatService } from "./chat-hook-url";

export type ChatMessage = { title: string; lines?: string[]; table?: { head: string[]; rows: string[][] }; more?: string };

/** Discord refuses content over 2,000 characters; Slack's limit is far higher, but a chat post should stay short. */
const CONTENT_LIMIT = 1_900;
export const CHAT_TABLE_ROWS = 25;

/** Discord: mentions in a member's name or an announcement (@everyone) never ping anyone. Slack: <!channel> is escaped. */
export function chatPayload(service: ChatService, message: ChatMessage): Record<string, unknown> {
  const content = chatText(message, service);
  return service === "DISCORD" ? { content, username: "Pickline", allowed_mentions: { parse: [] } } : { text: content };
}

/** Discord's bold is **text**, Slack's *text*; Slack also reads <, > and & as markup, so they are escaped there. */
export function chatText(message: ChatMessage, service: ChatService): string {
  const escape = service === "SLACK" ? escapeSlack : (text: string) => text;
  const bold = service === "SLACK" ? "*" : "**";
  const title = `${bold}${escape(oneLine(message.title))}${bold}`;
  const lines = (message.lines ?? []).map((line) => escape(line));
  const table = message.table ? codeBlock(message.table.head, message.table.rows, escape) : [];
  const more = message.more ? [escape(message.more)] : [];
  const parts = [title, ...lines, ...table, ...more];
  let text = parts.join("\n");
  if (text.length > CONTENT_LIMIT) text = `${text.slice(0, CONTENT_LIMIT - 5)}…${table.length ? "\n```" : ""}`;
  return text;
}

function codeBlock(head: string[], rows: string[][], escape: (text: string) => string): string[] {
  const cells = [head, ...rows].map((row) => row.map((cell) => oneLine(cell).replace(/`/g, "'")));
  const widths = head.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
  const lines = cells.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
  return ["```", ...lines.map(escape), "```"];
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function escapeSlack(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
