// POST /api/client-errors: one anonymous report is one escaped server log line, size-bounded and rate-limited per client.
import { POST as report } from "@/app/api/client-errors/route";
import { apiRequest, readJson } from "../support/requests";

let logged: string[] = [];

beforeEach(() => {
  logged = [];
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
});

afterEach(() => jest.restoreAllMocks());

const send = (body: unknown, ip = "198.51.100.40") => report(apiRequest("/api/client-errors", { method: "POST", body, headers: { "x-forwarded-for": ip } }));

test("CR/LF and other control characters in a report are escaped: one report, one log line", async () => {
  const response = await send({ message: "boom\r\n[pickline] forged line\u001b[31m\u2028", where: "form\nsignup", digest: "d\r1" });
  expect(response.status).toBe(200);
  expect(logged).toHaveLength(1);
  const [line] = logged;
  expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  expect(line).toContain("boom\\r\\n[pickline] forged line\\u001b[31m\\u2028");
  expect(line).toContain("form\\nsignup");
  expect(line).toContain("d\\r1");
});

test("an over-long message is refused and nothing is logged", async () => {
  const response = await send({ message: "x".repeat(2049), where: "form" });
  expect(response.status).toBe(400);
  expect(logged).toHaveLength(0);
});

test("the 31st report from one client within a minute is RATE_LIMITED and not logged; another client still reports", async () => {
  for (let i = 0; i < 30; i += 1) expect((await send({ message: `boom ${i}`, where: "flood" }, "198.51.100.41")).status).toBe(200);
  expect(logged).toHaveLength(30);
  const limited = await send({ message: "boom 30", where: "flood" }, "198.51.100.41");
  expect(limited.status).toBe(429);
  expect((await readJson(limited)).error?.code).toBe("RATE_LIMITED");
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(logged).toHaveLength(30);
  expect((await send({ message: "other", where: "flood" }, "198.51.100.42")).status).toBe(200);
  expect(logged).toHaveLength(31);
});
