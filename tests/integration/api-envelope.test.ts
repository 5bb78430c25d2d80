// Every answer under /api is the JSON envelope: a path no route serves is NOT_FOUND, and a method its route does not
// serve is 405 METHOD_NOT_ALLOWED with an Allow header, where Next.js alone would answer its HTML not-found page or a
// bare 405. Requests pass the proxy as under `next start`; the routes and their methods are read from app/api, so a
// new route joins the test by itself.
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config as proxyConfig, proxy } from "@/proxy";
import { apiRoutes } from "../support/api-routes";
import { ORIGIN } from "../support/requests";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** The proxy's answer, or null when it lets the request through to the route (or never sees it). */
async function proxied(method: string, pathname: string): Promise<Response | null> {
  const url = `${ORIGIN}${pathname}`;
  if (!unstable_doesMiddlewareMatch({ config: proxyConfig, url })) return null;
  const response = await proxy(new NextRequest(url, { method, headers: { host: "localhost:3000" } }));
  return response.headers.get("x-middleware-next") === "1" ? null : response;
}

async function envelope(response: Response | null) {
  if (!response) return null;
  const body = response.status === 405 || response.status === 404 ? await response.json() : null;
  return { status: response.status, allow: response.headers.get("allow"), code: body?.error?.code, message: typeof body?.error?.message };
}

/** A path the route serves: each parameter filled (a catch-all with the one path its declaration names). */
const pathOf = (template: string) => template.replace("[...nextauth]", "callback/google").replace(/\[[^\]]+\]/g, "x1");

/** What Next.js serves for a route: its methods, HEAD with GET and OPTIONS always. */
const served = (methods: string[]) => [...new Set([...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"])].sort();

const routes = apiRoutes().map((route) => ({ ...route, path: pathOf(route.template), allow: served(route.methods) }));

test.each(routes)("$template: its methods pass, every other is 405 in the envelope with Allow", async ({ path, allow }) => {
  for (const method of allow) expect([method, await proxied(method, path)]).toEqual([method, null]);
  for (const method of METHODS.filter((m) => !allow.includes(m))) {
    expect([method, await envelope(await proxied(method, path))]).toEqual([
      method,
      { status: 405, allow: allow.join(", "), code: "METHOD_NOT_ALLOWED", message: "string" },
    ]);
  }
});

test.each(["/api", "/api/", "/api/nope", "/api/football/nfl", "/api/football/nfl/pick/extra", "/api/auth/session", "/api/pools/x1/unknown", "/api//parlay"])(
  "%s is NOT_FOUND in the envelope, whatever the method",
  async (path) => {
    for (const method of METHODS) {
      expect([method, await envelope(await proxied(method, path))]).toEqual([method, { status: 404, allow: null, code: "NOT_FOUND", message: "string" }]);
    }
  },
);
