// route(declaration, run): what a route handler takes from its declaration, called with real Requests.
import { z } from "zod";
import { route } from "@/lib/api/handler";
import { endpoint } from "@/lib/contracts/endpoint";
import { apiRequest, readJson, routeContext } from "../support/requests";

const counted = z.object({ count: z.number().int() });

const echoCount = endpoint({
  method: "POST",
  path: "/api/test/{id}",
  auth: "none",
  summary: "Echoes a count",
  tag: "test",
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: counted,
  bodyLimit: 64,
  response: counted.extend({ id: z.number().int() }),
  errors: ["FORBIDDEN", "VALIDATION_ERROR", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
});

test("parses params and body as declared and answers the payload", async () => {
  const serve = route(echoCount, ({ params, body }) => ({ id: params.id, count: body.count }));
  const response = await serve(apiRequest("/api/test/4", { method: "POST", body: { count: 2 } }), routeContext({ id: "4" }));
  expect(response.status).toBe(200);
  expect(await readJson(response)).toEqual({ payload: { id: 4, count: 2 } });
  expect(serve.declaration).toBe(echoCount);
});

test("takes the body limit from its declaration", async () => {
  const serve = route(echoCount, ({ params, body }) => ({ id: params.id, count: body.count }));
  const response = await serve(apiRequest("/api/test/4", { method: "POST", body: { count: 2, padding: "x".repeat(100) } }), routeContext({ id: "4" }));
  expect(response.status).toBe(413);
  expect((await readJson(response)).error?.code).toBe("PAYLOAD_TOO_LARGE");
});

test("a payload that breaks the declared response is a 500, never sent", async () => {
  // The cast stands for a use case whose runtime value drifted from its declared type.
  const serve = route(echoCount, ({ params }) => ({ id: params.id, count: "two" }) as unknown as { id: number; count: number });
  const response = await serve(apiRequest("/api/test/4", { method: "POST", body: { count: 2 } }), routeContext({ id: "4" }));
  expect(response.status).toBe(500);
  const body = await readJson(response);
  expect(body.error?.code).toBe("UNKNOWN");
  expect(JSON.stringify(body)).not.toContain("two");
});

test("a call declared to answer null cannot answer data", async () => {
  const nothing = endpoint({ method: "GET", path: "/api/test", auth: "none", summary: "Answers nothing", tag: "test", response: null, errors: [] });
  const leaky = route(nothing, () => ({ secret: 1 }) as unknown as null);
  expect((await leaky(apiRequest("/api/test"))).status).toBe(500);
  const quiet = route(nothing, () => null);
  expect(await readJson(await quiet(apiRequest("/api/test")))).toEqual({ payload: null });
});

test("auth comes from the declaration: a signed-in call refuses a request without a session", async () => {
  const mine = endpoint({ method: "GET", path: "/api/test/me", auth: "auth", summary: "The caller", tag: "test", response: z.string(), errors: ["UNAUTHORIZED"] });
  const response = await route(mine, ({ caller }) => caller.id)(apiRequest("/api/test/me"));
  expect(response.status).toBe(401);
});

test("a raw call's Response is sent as it is", async () => {
  const csv = endpoint({
    method: "GET",
    path: "/api/test.csv",
    auth: "none",
    summary: "A CSV",
    tag: "test",
    response: null,
    raw: { status: 200, contentType: "text/csv", description: "Two columns" },
    errors: [],
  });
  const response = await route(csv, () => new Response("a,b\n", { headers: { "content-type": "text/csv" } }))(apiRequest("/api/test.csv"));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv");
  expect(await response.text()).toBe("a,b\n");
});
