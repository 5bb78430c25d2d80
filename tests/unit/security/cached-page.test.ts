// A visitor's shared pages: the proxy fetches the page's shared copy from the app's configured origin, swaps the nonce
// the copy was rendered with for a fresh one (and only that nonce), and answers with a Cache-Control a shared cache may
// keep; a signed-in caller's answer stays private. The copies' own paths are reached only through the proxy's fetch.
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { CACHED_COPY_HEADER, cachedPageFor, renderedNonce, stampNonce } from "@/lib/security/cached-page";
import { siteOrigin } from "@/lib/settings";

const RENDERED = "cmVuZGVyLW5vbmNlLTAxMjM0NQ==";
/** A copy as Next renders it: its own scripts carry the render's nonce; the injected one in the body does not. */
const COPY = [
  "<!DOCTYPE html><html><head>",
  `<link rel="preload" as="script" href="/_next/static/chunks/main.js" nonce="${RENDERED}"/>`,
  `<script src="/_next/static/chunks/main.js" async="" nonce="${RENDERED}"></script><title>Rules</title></head>`,
  `<body><p>report</p><script>alert("injected")</script>`,
  `<script nonce="${RENDERED}">(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`,
].join("");

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
const page = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: { accept: "text/html", ...headers } });

function serveCopy(body = COPY, init: ResponseInit = {}) {
  return jest.spyOn(global, "fetch").mockImplementation(async () =>
    new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8", vary: "rsc, Accept-Encoding", "x-nextjs-cache": "HIT" }, ...init }),
  );
}

afterEach(() => jest.restoreAllMocks());

test("public paths map to their shared copies; pages rendered per caller do not", () => {
  const copy = (path: string) => cachedPageFor(new URL(`http://localhost${path}`));
  expect(copy("/")).toEqual({ family: "landing", copyPath: "/cached/shared" });
  expect(copy("/rules")).toEqual({ family: "staticPage", copyPath: "/cached/shared/rules" });
  expect(copy("/privacy")?.family).toBe("staticPage");
  expect(copy("/contact")?.family).toBe("staticPage");
  expect(copy("/picks/daily?sport=football&league=nfl")).toEqual({ family: "dailyPicks", copyPath: "/picks/daily?sport=football&league=nfl" });
  expect(copy("/picks/daily/football/nfl/42")?.family).toBe("dailyPicks");
  expect(copy("/picks/daily/football/nfl/42?_rsc=x1")?.copyPath).toBe("/picks/daily/football/nfl/42");
  expect(copy("/picks/daily/football/nfl/older/40")?.family).toBe("dailyPicks");
  for (const perCaller of ["/leaderboard", "/football/nfl", "/picker/someone", "/picks/daily", "/picks/daily/football/nfl/42/opengraph-image", "/notifications"]) {
    expect(copy(perCaller)).toBeNull();
  }
});

test("a visitor gets the shared copy under a fresh nonce: only the render's own scripts carry it", async () => {
  const fetchSpy = serveCopy();
  const response = await proxy(page("/rules"));
  const nonce = nonceOf(response.headers.get("content-security-policy"));
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const html = await response.text();
  expect(html).not.toContain(RENDERED);
  expect(html.split(`nonce="${nonce}"`)).toHaveLength(4);
  expect(html).toContain(`<script>alert("injected")</script>`);
  expect(response.headers.get("content-security-policy")).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers.get("cache-control")).toBe("public, s-maxage=3600, stale-while-revalidate=86400");
  expect(response.headers.get("vary") ?? "").not.toMatch(/cookie/i);
  // Fetched from the configured origin, not from whatever Host the request named, with the proxy's secret.
  const [url, init] = fetchSpy.mock.calls[0] as [URL, RequestInit];
  expect(String(url)).toBe(`${siteOrigin()}/cached/shared/rules`);
  expect(new Headers(init.headers).get(CACHED_COPY_HEADER)).toBeTruthy();
  expect(new Headers(init.headers).get("cookie")).toBeNull();
});

test("two answers from the same copy carry two different nonces", async () => {
  serveCopy();
  const first = await proxy(page("/rules"));
  serveCopy();
  const second = await proxy(page("/rules"));
  expect(nonceOf(first.headers.get("content-security-policy"))).not.toBe(nonceOf(second.headers.get("content-security-policy")));
});

test("a signed-in caller's answer is private, and the request's Host never chooses where the copy comes from", async () => {
  const fetchSpy = serveCopy();
  const response = await proxy(page("/picks/daily/football/nfl/7", { cookie: "authjs.session-token=abc", host: "attacker.example" }));
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(String(fetchSpy.mock.calls[0][0])).toBe(`${siteOrigin()}/picks/daily/football/nfl/7`);
});

test("a copy whose nonce cannot be found is refused, not sent with its scripts blocked", async () => {
  serveCopy("<html><head><script src=/x.js></script></head></html>");
  const response = await proxy(page("/"));
  expect(response.status).toBe(503);
  expect(stampNonce("<p>no scripts</p>", "n")).toBe("<p>no scripts</p>");
  expect(renderedNonce(`<body><script nonce="${RENDERED}">`)).toBe(RENDERED);
});

test("a copy's own path is not found from outside, and rendered under a fresh nonce for the proxy's fetch", async () => {
  const fetchSpy = jest.spyOn(global, "fetch");
  for (const path of ["/cached/shared/rules", "/cached/other", "/cached"]) {
    const outside = await proxy(page(path, { [CACHED_COPY_HEADER]: "guessed" }));
    expect([path, outside.headers.get("x-middleware-rewrite")?.endsWith("/_not-found")]).toEqual([path, true]);
  }
  // The proxy's own fetch: the secret comes from the header the proxy sent in the test above.
  serveCopy();
  await proxy(page("/rules"));
  const secret = new Headers((fetchSpy.mock.calls.at(-1) as [URL, RequestInit])[1].headers).get(CACHED_COPY_HEADER)!;
  const inner = await proxy(page("/cached/shared/rules", { [CACHED_COPY_HEADER]: secret }));
  expect(inner.headers.get("x-middleware-rewrite")).toBeNull();
  expect(nonceOf(inner.headers.get("x-middleware-request-content-security-policy"))).toBeTruthy();
});

test("a client navigation to a shared page has the copy made as a document first, then goes on at the copy's path", async () => {
  // Next writes the HTML of a copy a payload request made without a nonce: the proxy's document fetch makes it first.
  const navigate = async (path: string) => {
    const fetchSpy = serveCopy();
    const response = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { rsc: "1", "next-router-prefetch": "1" } }));
    const [url, init] = fetchSpy.mock.calls[0] as [URL, RequestInit];
    expect(new Headers(init.headers).get("accept")).toBe("text/html");
    jest.restoreAllMocks();
    return { response, fetched: String(url) };
  };
  const rules = await navigate("/rules");
  expect(rules.fetched).toBe(`${siteOrigin()}/cached/shared/rules`);
  expect(new URL(rules.response.headers.get("x-middleware-rewrite")!).pathname).toBe("/cached/shared/rules");
  const daily = await navigate("/picks/daily/football/nfl/7");
  expect(daily.fetched).toBe(`${siteOrigin()}/picks/daily/football/nfl/7`);
  expect(daily.response.headers.get("x-middleware-next")).toBe("1");
});
