// Each failing request has its own reference: the proxy's request id reaches the render (and so the log line written by
// onRequestError) and the browser (Server-Timing, which the error screen reads), instead of Next's per-content digest.
import { NextRequest } from "next/server";
import { findRequestReference } from "@/lib/observability/failed-request-reference";
import { REQUEST_ID_HEADER } from "@/lib/observability/request-id";
import { proxy } from "@/proxy";
import { captureLogLines } from "../../support/log-lines";

const timingId = (response: Response) => /(?:^|,\s*)request;desc="([0-9a-f]{16})"/.exec(response.headers.get("server-timing") ?? "")?.[1];

afterEach(() => jest.restoreAllMocks());
const log = captureLogLines();

const runtime = process.env.NEXT_RUNTIME;
afterAll(() => {
  if (runtime === undefined) delete process.env.NEXT_RUNTIME;
  else process.env.NEXT_RUNTIME = runtime;
});

test("each page request gets its own id, handed to the render and sent back in Server-Timing; a client cannot choose it", async () => {
  const ids: string[] = [];
  for (const path of ["/football/nfl", "/basketball/nba"]) {
    const response = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { accept: "text/html", [REQUEST_ID_HEADER]: "0123456789abcdef" } }));
    const id = timingId(response);
    expect(id).toBeDefined();
    // The request Next.js renders is the one the proxy hands on.
    expect(response.headers.get(`x-middleware-request-${REQUEST_ID_HEADER}`)).toBe(id);
    ids.push(id!);
  }
  expect(new Set([...ids, "0123456789abcdef"]).size).toBe(3);
});

test("a client navigation's RSC fetch carries its id to the render and back too", async () => {
  const request = new NextRequest("http://localhost:3000/football/nfl?_rsc=abc", { headers: { rsc: "1", [REQUEST_ID_HEADER]: "0123456789abcdef" } });
  const response = await proxy(request);
  const id = timingId(response);
  expect(id).toBeDefined();
  expect(id).not.toBe("0123456789abcdef");
  expect(response.headers.get(`x-middleware-request-${REQUEST_ID_HEADER}`)).toBe(id);
});

test("onRequestError logs the request's own id, so two requests failing alike log two references", async () => {
  // Instrumentation reports on the Node.js runtime only.
  process.env.NEXT_RUNTIME = "nodejs";
  const { onRequestError } = await import("@/instrumentation");
  const error = Object.assign(new Error("relation does not exist"), { digest: "1234567" });
  const context = { routerKind: "App Router", routePath: "/[sport]/[league]", routeType: "render", renderSource: "react-server-components", revalidateReason: undefined } as const;
  await onRequestError(error, { path: "/football/nfl", method: "GET", headers: { [REQUEST_ID_HEADER]: "aaaaaaaaaaaaaaaa" } }, context);
  await onRequestError(error, { path: "/basketball/nba", method: "GET", headers: { [REQUEST_ID_HEADER]: "bbbbbbbbbbbbbbbb" } }, context);
  expect(log.lines).toEqual([
    expect.objectContaining({ level: "error", requestId: "aaaaaaaaaaaaaaaa", method: "GET", path: "/football/nfl", route: "/[sport]/[league]", digest: "1234567" }),
    expect.objectContaining({ level: "error", requestId: "bbbbbbbbbbbbbbbb", path: "/basketball/nba", err: expect.objectContaining({ message: "relation does not exist" }) }),
  ]);
});

describe("the error screen's reference", () => {
  const timed = (name: string, entryType: string, id?: string) =>
    ({ name, entryType, serverTiming: id ? [{ name: "request", description: id, duration: 0 }] : [] }) as unknown as PerformanceEntry;
  const here = new URL("http://localhost:3000/basketball/nba?filter=today");

  test("is the newest fetch of this page's RSC payload, else the document load of this page", () => {
    const entries = [
      timed("http://localhost:3000/football/nfl", "navigation", "1111111111111111"),
      timed("http://localhost:3000/basketball/nba?_rsc=x1", "resource", "2222222222222222"),
      timed("http://localhost:3000/basketball/nba?filter=today&_rsc=x2", "resource", "3333333333333333"),
      timed("http://localhost:3000/hockey/nhl?_rsc=x3", "resource", "4444444444444444"),
      timed("http://localhost:3000/api/user/shell", "resource"),
    ];
    expect(findRequestReference(entries, here)).toBe("3333333333333333");
    expect(findRequestReference(entries.slice(0, 1), new URL("http://localhost:3000/football/nfl"))).toBe("1111111111111111");
    expect(findRequestReference(entries.slice(0, 1), here)).toBeNull();
  });

  test("ignores values that are not our ids", () => {
    expect(findRequestReference([timed("http://localhost:3000/basketball/nba?_rsc=1", "resource", "<script>")], here)).toBeNull();
  });
});
