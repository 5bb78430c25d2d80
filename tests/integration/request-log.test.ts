// Each API request writes one JSON log line as it is answered; a failure's error is in that line and never in the
// response, and reaches Sentry (when configured) through after(), flushed before the instance may be frozen.
import { after } from "next/server";
import * as Sentry from "@sentry/nextjs";
import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { AppError } from "@/lib/errors/app-error";
import { apiRequest, routeContext } from "../support/requests";
import { captureLogLines } from "../support/log-lines";

jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: jest.fn() }));
jest.mock("@sentry/nextjs", () => ({ captureException: jest.fn(), flush: jest.fn(async () => true) }));

const log = captureLogLines();
const DSN = "https://public@o0.ingest.sentry.io/0";
const dsn = process.env.SENTRY_DSN;

beforeEach(() => {
  jest.mocked(after).mockClear();
  jest.mocked(Sentry.captureException).mockClear();
  jest.mocked(Sentry.flush).mockClear();
});
afterEach(() => {
  if (dsn === undefined) delete process.env.SENTRY_DSN;
  else process.env.SENTRY_DSN = dsn;
});

const failure = new TypeError("the scoreboard feed returned nothing");
const broken = handler({ auth: "none", params: z.object({ sport: z.string(), id: z.coerce.number() }) }, () => {
  throw failure;
});
const callBroken = () => broken(apiRequest("/api/scores/hockey/42?limit=5"), routeContext({ sport: "hockey", id: "42" }));

test("a failing request writes one error line: its request id, route, status, duration and error; the response has no stack", async () => {
  const response = await callBroken();
  expect(response.status).toBe(500);
  const requestId = response.headers.get("x-request-id");
  expect(requestId).toMatch(/^[0-9a-f]{16}$/);
  const body = await response.text();
  expect(body).not.toContain("scoreboard");
  expect(body).not.toContain("TypeError");
  expect(body).not.toContain("request-log.test");

  expect(log.lines).toHaveLength(1);
  const [line] = log.lines;
  expect(line).toMatchObject({
    level: "error",
    requestId,
    method: "GET",
    route: "/api/scores/[sport]/[id]",
    path: "/api/scores/hockey/42",
    status: 500,
    code: "UNKNOWN",
    err: { type: "TypeError", message: "the scoreboard feed returned nothing", stack: expect.stringContaining("request-log.test.ts") },
  });
  expect(typeof line.durationMs).toBe("number");
  expect(line.durationMs).toBeGreaterThanOrEqual(0);
  expect(new Date(String(line.time)).toISOString()).toBe(line.time);
  expect(log.raw[0]).toMatch(/^\{.*\}\n$/s);
  expect(log.raw[0].trimEnd()).not.toContain("\n");
});

test("a successful request writes one info line with status 200 and no error", async () => {
  const fine = handler({ auth: "none" }, () => ({ ok: true }));
  const response = await fine(apiRequest("/api/health"));
  expect(response.status).toBe(200);
  expect(log.lines).toHaveLength(1);
  expect(log.lines[0]).toMatchObject({ level: "info", method: "GET", route: "/api/health", path: "/api/health", status: 200, msg: "GET /api/health 200" });
  expect(log.lines[0].requestId).toMatch(/^[0-9a-f]{16}$/);
  expect(typeof log.lines[0].durationMs).toBe("number");
  expect(log.lines[0]).not.toHaveProperty("err");
});

test("a static route's params, which Next.js resolves to undefined in production, read as none", async () => {
  const fine = handler({ auth: "none" }, () => ({ ok: true }));
  const response = await fine(apiRequest("/api/health"), { params: Promise.resolve(undefined) as unknown as Promise<Record<string, string>> });
  expect(response.status).toBe(200);
  expect(log.lines[0]).toMatchObject({ route: "/api/health", status: 200 });
});

test("a refusal is one warn line with its catalogue code and no error", async () => {
  const refusing = handler({ auth: "none" }, () => {
    throw new AppError("CONFLICT");
  });
  const response = await refusing(apiRequest("/api/pools/join", { method: "POST", body: {} }));
  expect(response.status).toBe(409);
  expect(log.lines).toEqual([expect.objectContaining({ level: "warn", method: "POST", status: 409, code: "CONFLICT", requestId: response.headers.get("x-request-id") })]);
  expect(log.lines[0]).not.toHaveProperty("err");
});

describe("Sentry", () => {
  test("with SENTRY_DSN set, the error is captured and flushed (at most 2 s) in a task scheduled with after()", async () => {
    process.env.SENTRY_DSN = DSN;
    const response = await callBroken();
    expect(after).toHaveBeenCalledTimes(1);
    const task = jest.mocked(after).mock.calls[0][0];
    await (typeof task === "function" ? task() : task);
    expect(Sentry.captureException).toHaveBeenCalledWith(failure, {
      tags: { requestId: response.headers.get("x-request-id"), where: "GET /api/scores/hockey/42" },
    });
    expect(Sentry.flush).toHaveBeenCalledWith(2000);
    expect(jest.mocked(Sentry.flush).mock.invocationCallOrder[0]).toBeGreaterThan(jest.mocked(Sentry.captureException).mock.invocationCallOrder[0]);
  });

  test("without SENTRY_DSN nothing is scheduled, sent or waited for", async () => {
    delete process.env.SENTRY_DSN;
    expect((await callBroken()).status).toBe(500);
    expect(after).not.toHaveBeenCalled();
    expect(Sentry.captureException).not.toHaveBeenCalled();
    expect(Sentry.flush).not.toHaveBeenCalled();
  });
});
