// Render errors: instrumentation's onRequestError keeps Sentry's own captureRequestError (tagged with our request id)
// and flushes it in a task scheduled with after(), so the event is out before the instance may be frozen.
import { after } from "next/server";
import * as Sentry from "@sentry/nextjs";
import { onRequestError } from "@/instrumentation";
import { REQUEST_ID_HEADER } from "@/lib/observability/request-id";
import { captureLogLines } from "../../support/log-lines";

jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: jest.fn() }));
jest.mock("@sentry/nextjs", () => {
  const scope = { setTag: jest.fn() };
  return { scope, withScope: jest.fn((work: (s: typeof scope) => void) => work(scope)), captureRequestError: jest.fn(), flush: jest.fn(async () => true) };
});

const log = captureLogLines();
const saved = { dsn: process.env.SENTRY_DSN, runtime: process.env.NEXT_RUNTIME };
const restore = (name: string, value: string | undefined) => (value === undefined ? delete process.env[name] : (process.env[name] = value));

beforeEach(() => {
  jest.clearAllMocks();
  process.env.NEXT_RUNTIME = "nodejs";
});
afterAll(() => {
  restore("SENTRY_DSN", saved.dsn);
  restore("NEXT_RUNTIME", saved.runtime);
});

const error = Object.assign(new Error("the league has no games"), { digest: "987" });
const request = { path: "/football/nfl", method: "GET", headers: { [REQUEST_ID_HEADER]: "cccccccccccccccc" } };
const context = { routerKind: "App Router", routePath: "/[sport]/[league]", routeType: "render", renderSource: "react-server-components", revalidateReason: undefined } as const;

test("with SENTRY_DSN set: one log line, then Sentry's captureRequestError with the request id, flushed within 2 s after the response", async () => {
  process.env.SENTRY_DSN = "https://public@o0.ingest.sentry.io/0";
  await onRequestError(error, request, context);
  expect(log.lines).toEqual([expect.objectContaining({ level: "error", requestId: "cccccccccccccccc", digest: "987" })]);
  expect(after).toHaveBeenCalledTimes(1);
  const task = jest.mocked(after).mock.calls[0][0];
  await (typeof task === "function" ? task() : task);
  expect(Sentry.captureRequestError).toHaveBeenCalledWith(error, request, context);
  expect((Sentry as unknown as { scope: { setTag: jest.Mock } }).scope.setTag).toHaveBeenCalledWith("requestId", "cccccccccccccccc");
  expect(Sentry.flush).toHaveBeenCalledWith(2000);
});

test("without SENTRY_DSN: the log line only; nothing is scheduled, sent or waited for", async () => {
  delete process.env.SENTRY_DSN;
  await onRequestError(error, request, context);
  expect(log.lines).toHaveLength(1);
  expect(after).not.toHaveBeenCalled();
  expect(Sentry.captureRequestError).not.toHaveBeenCalled();
  expect(Sentry.flush).not.toHaveBeenCalled();
});

test("a link's token in the query reaches neither the log line nor Sentry", async () => {
  process.env.SENTRY_DSN = "https://public@o0.ingest.sentry.io/0";
  const withToken = { ...request, path: "/login/magic?token=secret-sign-in-token" };
  await onRequestError(error, withToken, context);
  expect(JSON.stringify(log.lines)).not.toContain("secret-sign-in-token");
  expect(log.lines[0]).toMatchObject({ path: "/login/magic" });
  const task = jest.mocked(after).mock.calls[0][0];
  await (typeof task === "function" ? task() : task);
  expect(Sentry.captureRequestError).toHaveBeenCalledWith(error, { ...withToken, path: "/login/magic" }, context);
});
