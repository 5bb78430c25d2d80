// The server log as a test reads it: every JSON line the logger writes from now on, parsed, until the test ends.
import { logTo } from "@/lib/observability/logger";

export type LogLine = Record<string, unknown> & { level: string; msg: string; err?: { type: string; message: string; stack?: string } };

/** Call in a test file's top level: each test starts with an empty list; `raw` keeps the lines as written. */
export function captureLogLines(): { lines: LogLine[]; raw: string[] } {
  const captured = { lines: [] as LogLine[], raw: [] as string[] };
  beforeEach(() => {
    captured.lines.length = 0;
    captured.raw.length = 0;
    logTo({
      write: (line: string) => {
        captured.raw.push(line);
        captured.lines.push(JSON.parse(line) as LogLine);
      },
    });
  });
  afterEach(() => logTo(null));
  return captured;
}
