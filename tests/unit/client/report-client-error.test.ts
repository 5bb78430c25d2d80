// Without Sentry, a browser error goes to the server log as the declared report call, and may outlive the page.
import { reportClientError } from "@/lib/client/report-client-error";

const realFetch = global.fetch;

afterEach(() => {
  global.fetch = realFetch;
});

describe("reportClientError", () => {
  it("posts the report to /api/client-errors as JSON, with keepalive", async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ payload: { requestId: "r1" } }), { status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    reportClientError(new TypeError("boom"), { where: "ErrorScreen", digest: "d1" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/client-errors");
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: expect.objectContaining({ "content-type": "application/json" }) });
    expect(JSON.parse(init.body as string)).toEqual({ message: "TypeError: boom", where: "ErrorScreen", digest: "d1" });
  });

  it("never throws into the failing code: a refused report and a missing fetch are swallowed", async () => {
    const unhandled = jest.fn();
    process.on("unhandledRejection", unhandled);
    try {
      global.fetch = jest.fn(async () => new Response(JSON.stringify({ error: { code: "FORBIDDEN", message: "no" } }), { status: 403 })) as unknown as typeof fetch;
      expect(() => reportClientError("refused", { where: "a" })).not.toThrow();
      global.fetch = undefined as unknown as typeof fetch;
      expect(() => reportClientError("no fetch", { where: "b" })).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
