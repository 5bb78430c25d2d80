// Development's view of the JSON log: one short line per entry, the error's stack indented below it.
import { visibleText } from "./log-line";

type Entry = Record<string, unknown> & { err?: { type?: string; message?: string; stack?: string } };

/** Shown in the line's own words; any other field follows as key=value. */
const WOVEN = new Set(["level", "time", "msg", "err", "where", "requestId", "method", "path", "status", "durationMs"]);

const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** "12:00:01.234 ERROR GET /api/x 500 12.3 ms (request …) route=/api/[id]" and the stack; a line it cannot read as it is. */
export function readableLine(json: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return json;
  }
  const time = typeof entry.time === "string" ? entry.time.slice(11, 23) : "";
  const duration = typeof entry.durationMs === "number" ? ` ${entry.durationMs} ms` : "";
  const request = entry.requestId ? ` (request ${text(entry.requestId)})` : "";
  const fields = Object.entries(entry).filter(([key]) => !WOVEN.has(key)).map(([key, value]) => ` ${key}=${text(value)}`);
  const head = `${time} ${text(entry.level ?? "").toUpperCase().padEnd(5)} ${text(entry.msg ?? "")}${duration}${request}${fields.join("")}`;
  const { err } = entry;
  const stack = err ? (err.stack ?? `${err.type}: ${err.message}`).split("\n").map((line) => `\n    ${visibleText(line)}`).join("") : "";
  return `${visibleText(head)}${stack}\n`;
}
