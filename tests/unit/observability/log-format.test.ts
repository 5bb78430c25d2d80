// The log's two forms: JSON lines no reporter can break or restyle, and development's readable rendering of them.
import { escapeJsonLine } from "@/lib/observability/log-line";
import { readableLine } from "@/lib/observability/readable-log";

test("characters JSON leaves raw are escaped, and the line still parses to exactly what was logged", () => {
  const message = "a\u2028b\u2029c\u202ed\u0085e\u{E0001}f";
  const line = escapeJsonLine(`${JSON.stringify({ msg: message })}\n`);
  expect(line.trimEnd()).toMatch(/^[\x20-\x7e]*$/);
  expect(JSON.parse(line)).toEqual({ msg: message });
});

test("development reads a request line as one short line, its error's stack indented below", () => {
  const entry = {
    level: "error", time: "2026-01-02T03:04:05.678Z", requestId: "0123456789abcdef",
    method: "GET", route: "/api/picker/[key]", path: "/api/picker/ann", status: 500, durationMs: 12.3,
    msg: "GET /api/picker/ann 500",
    err: { type: "TypeError", message: "boom", stack: "TypeError: boom\n    at run (handler.ts:1:1)" },
  };
  expect(readableLine(JSON.stringify(entry))).toBe(
    "03:04:05.678 ERROR GET /api/picker/ann 500 12.3 ms (request 0123456789abcdef) route=/api/picker/[key]\n" +
      "    TypeError: boom\n" +
      "        at run (handler.ts:1:1)\n",
  );
});

test("a reporter's control characters stay visible escapes in development too", () => {
  const line = readableLine(JSON.stringify({ level: "error", time: "2026-01-02T03:04:05.678Z", msg: "client x\r\n[forged]\u001b[31m failed" }));
  expect(line).toBe("03:04:05.678 ERROR client x\\u000d\\u000a[forged]\\u001b[31m failed\n");
});
