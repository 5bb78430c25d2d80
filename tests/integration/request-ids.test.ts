// Every response carries its request id (X-Request-Id), and every log line written while serving the request carries
// it too, however deep in a use case it is written; the host's own id (Vercel's x-vercel-id) goes beside it in both.
import { NextRequest } from "next/server";
import { handler } from "@/lib/api/handler";
import { AppError } from "@/lib/errors/app-error";
import { logger } from "@/lib/observability/logger";
import { REQUEST_ID_HEADER } from "@/lib/observability/request-id";
import { proxy } from "@/proxy";
import { apiRequest, routeContext } from "../support/requests";
import { captureLogLines } from "../support/log-lines";

const log = captureLogLines();
const ID = /^[0-9a-f]{16}$/;
const VERCEL_ID = "iad1::fra1::abcde-1732842000000-0123456789ab";

/** A use case that logs on its own, as the mail and sign-in code do, after an await. */
async function deepUseCase(): Promise<{ done: true }> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  logger().warn({ provider: "demo" }, "the provider was slow");
  return { done: true };
}

const succeeding = handler({ auth: "none" }, () => deepUseCase());
const refusing = handler({ auth: "none" }, async () => {
  await deepUseCase();
  throw new AppError("NOT_FOUND");
});

describe("an API request", () => {
  it("answers with its request id, and each line written while serving it carries that id", async () => {
    const response = await succeeding(apiRequest("/api/things"), routeContext({}));
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(ID);
    expect(log.lines.map((line) => [line.msg, line.requestId])).toEqual([
      ["the provider was slow", requestId],
      ["GET /api/things 200", requestId],
    ]);
  });

  it("gives concurrent requests their own ids, line by line", async () => {
    const responses = await Promise.all([1, 2, 3].map(() => succeeding(apiRequest("/api/things"), routeContext({}))));
    const ids = responses.map((response) => response.headers.get("x-request-id"));
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(log.lines.filter((line) => line.requestId === id).map((line) => line.msg).sort()).toEqual(["GET /api/things 200", "the provider was slow"]);
  });

  it("keeps the id the proxy gave it, and carries the host's id on its lines and its response", async () => {
    const request = apiRequest("/api/things", { headers: { [REQUEST_ID_HEADER]: "0123456789abcdef", "x-vercel-id": VERCEL_ID } });
    const response = await refusing(request, routeContext({}));
    expect(response.status).toBe(404);
    expect(response.headers.get("x-request-id")).toBe("0123456789abcdef");
    expect(response.headers.get("x-vercel-id")).toBe(VERCEL_ID);
    expect(log.lines).toHaveLength(2);
    for (const line of log.lines) expect(line).toMatchObject({ requestId: "0123456789abcdef", vercelId: VERCEL_ID });
  });

  it("writes no request's id on a line written outside any request", () => {
    logger().info("the nightly sync started");
    expect(log.lines[0].requestId).toBeUndefined();
  });
});

describe("the proxy", () => {
  const through = (path: string, headers: Record<string, string> = {}, method = "GET") => proxy(new NextRequest(`http://localhost:3000${path}`, { method, headers }));

  it("gives an API request an id of its own, replacing one a client sent, and answers with it", async () => {
    const response = await through("/api/leaderboard", { [REQUEST_ID_HEADER]: "ffffffffffffffff" });
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(ID);
    expect(requestId).not.toBe("ffffffffffffffff");
    expect(response.headers.get(`x-middleware-request-${REQUEST_ID_HEADER}`)).toBe(requestId);
  });

  it("puts an id on the refusals it answers itself: no such API call, a method not served", async () => {
    for (const response of [await through("/api/no-such-call"), await through("/api/leaderboard", {}, "DELETE")]) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("x-request-id")).toMatch(ID);
    }
  });

  it("answers a page, a client navigation and a public file with their request id", async () => {
    const page = await through("/rules", { accept: "text/html" });
    const navigation = await through("/rules", { rsc: "1" });
    const file = await through("/icon-192.png");
    for (const response of [page, navigation, file]) {
      const requestId = response.headers.get("x-request-id");
      expect(requestId).toMatch(ID);
      expect(response.headers.get(`x-middleware-request-${REQUEST_ID_HEADER}`)).toBe(requestId);
    }
  });
});
