// POST /api/client-errors: one anonymous report is one JSON error line in the server log, size-bounded and rate-limited per client.
import { POST as report } from "@/app/api/client-errors/route";
import { apiRequest, readJson } from "../support/requests";
import { captureLogLines } from "../support/log-lines";

const log = captureLogLines();
/** The reports' own lines; each request also writes its request line. */
const reports = () => log.lines.filter((line) => line.err?.type === "ClientError");
const reportLines = () => log.raw.filter((line) => line.includes('"ClientError"'));

const send = (body: unknown, ip = "198.51.100.40") => report(apiRequest("/api/client-errors", { method: "POST", body, headers: { "x-forwarded-for": ip } }));

test("CR/LF, control and format characters cannot break or restyle the line: one report, one line, read back exactly", async () => {
  const message = "boom\r\n[pickline] forged line\u001b[31m\u2028\u202e";
  const response = await send({ message, where: "form\nsignup", digest: "d\r1" });
  expect(response.status).toBe(200);
  expect(reportLines()).toHaveLength(1);
  const [line] = reportLines();
  expect(line.trimEnd()).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202e]/);
  expect(reports()[0]).toMatchObject({ level: "error", where: "client form\nsignup (digest d\r1)", err: { message } });
  expect(reports()[0].requestId).toBe(log.lines.find((entry) => entry.path === "/api/client-errors")?.requestId);
});

test("an over-long message is refused and nothing is logged", async () => {
  const response = await send({ message: "x".repeat(2049), where: "form" });
  expect(response.status).toBe(400);
  expect(reports()).toHaveLength(0);
});

test("the 31st report from one client within a minute is RATE_LIMITED and not logged; another client still reports", async () => {
  for (let i = 0; i < 30; i += 1) expect((await send({ message: `boom ${i}`, where: "flood" }, "198.51.100.41")).status).toBe(200);
  expect(reports()).toHaveLength(30);
  const limited = await send({ message: "boom 30", where: "flood" }, "198.51.100.41");
  expect(limited.status).toBe(429);
  expect((await readJson(limited)).error?.code).toBe("RATE_LIMITED");
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(reports()).toHaveLength(30);
  expect((await send({ message: "other", where: "flood" }, "198.51.100.42")).status).toBe(200);
  expect(reports()).toHaveLength(31);
});
