// The server's one logger (pino): one JSON line per entry on stdout, which Vercel and journald collect; readable in development.
import pino, { type DestinationStream, type Level, type Logger } from "pino";
import { env } from "@/lib/settings";
import { errorFields } from "./error-fields";
import { escapeJsonLine } from "./log-line";
import { readableLine } from "./readable-log";
import { requestLogFields } from "./request-context";

export type LogLevel = Level | "silent";

let current: Logger | undefined;

/**
 * Written on this thread, synchronously, never through a pino transport: transports run in worker threads, which a
 * frozen serverless instance cuts off mid-line (and which Turbopack cannot bundle). A line is out before the response.
 */
function stdout(): DestinationStream {
  if (env().NODE_ENV === "development") return { write: (line) => void process.stdout.write(readableLine(line)) };
  return pino.destination({ dest: 1, sync: true });
}

function create(destination: DestinationStream, level: LogLevel): Logger {
  return pino(
    {
      level,
      // No pid or hostname: the host stamps each line with its own instance.
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Level names, not numbers: log drains and people filter on "error".
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorFields },
      // Every line written while a request is served names it; a line's own requestId (a background task's) wins.
      mixin: requestLogFields,
    },
    // Looked up on each write: pino swaps a stdout that hit EPIPE for a no-op.
    { write: (line: string) => destination.write(escapeJsonLine(line)) },
  );
}

export function logger(): Logger {
  if (!current) {
    const settings = env();
    current = create(stdout(), settings.LOG_LEVEL ?? (settings.NODE_ENV === "test" ? "silent" : "info"));
  }
  return current;
}

/** Tests read the lines: every entry from now on goes to `destination` at `level`; null returns to stdout. */
export function logTo(destination: DestinationStream | null, level: LogLevel = "info"): void {
  current = destination ? create(destination, level) : undefined;
}
