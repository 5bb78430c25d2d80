// A visitor's shared pages: the proxy fetches the page's shared copy from the app's configured origin, swaps the nonce
// the copy was rendered with for a fresh one (and only that nonce), and answers with a Cache-Control a shared cache may
// keep; a caller with a session cookie gets the page rendered for them, never the copy.
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import nextConfig from "@/next.config";
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
    new Response(body, {
      status: 200,
      headers: {
        "content-type": "text/html; charset=utf-8",
        vary: "rsc, Cookie, Accept-Encoding",
        link: `</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; nonce="${RENDERED}"; type="font/woff2"`,
      },
      ...init,
    }),
  );
}

afterEach(() => jest.restoreAllMocks());

test("public paths map to their shared copies; pages rendered per caller do not", () => {
  const copy = (path: string) => cachedPageFor(new URL(`http://localhost${path}`));
  expect(copy("/")).toEqual({ family: "landing", path: "/" });
  expect(copy("/rules")).toEqual({ family: "staticPage", path: "/rules" });
  expect(copy("/privacy")?.family).toBe("staticPage");
  expect(copy("/contact")?.family).toBe("staticPage");
  expect(copy("/picks/daily?sport=football&league=nfl")).toEqual({ family: "dailyPicks", path: "/picks/daily?sport=football&league=nfl" });
  expect(copy("/picks/daily/football/nfl/42")?.family).toBe("dailyPicks");
  expect(copy("/picks/daily/football/nfl/42?_rsc=x1")?.path).toBe("/picks/daily/football/nfl/42");
  expect(copy("/picks/daily/football/nfl/older/40")?.family).toBe("dailyPicks");
  expect(copy("/football/nfl")).toEqual({ family: "leagueBoard", path: "/football/nfl" });
  expect(copy("/hockey/nhl?filter=today")).toEqual({ family: "leagueBoard", path: "/hockey/nhl?filter=today" });
  expect(copy("/basketball/nba/fixture/12")).toEqual({ family: "fixturePage", path: "/basketball/nba/fixture/12" });
  expect(copy("/leaderboard?period=THIS_WEEK")).toEqual({ family: "leaderboard", path: "/leaderboard?period=THIS_WEEK" });
  expect(copy("/picker/someone")).toEqual({ family: "pickerProfile", path: "/picker/someone" });
  for (const perCaller of ["/football/nba", "/football/nba/fixture/12", "/football/nfl/fixture/x", "/football/nfl/picks/feed", "/picker/someone/followers", "/pools", "/picks/daily", "/picks/daily/football/nfl/42/opengraph-image", "/notifications"]) {
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
  // The render's font preload goes with it, under the answer's nonce.
  expect(response.headers.get("link")).toBe(`</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; nonce="${nonce}"; type="font/woff2"`);
  // Fetched from the configured origin, not from whatever Host the request named, with the proxy's secret.
  const [url, init] = fetchSpy.mock.calls[0] as [URL, RequestInit];
  expect(String(url)).toBe(`${siteOrigin()}/rules`);
  expect(new Headers(init.headers).get(CACHED_COPY_HEADER)).toBeTruthy();
  expect(new Headers(init.headers).get("cookie")).toBeNull();
  // As a client Next renders the metadata in <head> for: the copy also answers link previews that read no script.
  const agent = new Headers(init.headers).get("user-agent") ?? "";
  expect(nextConfig("phase-production-server").htmlLimitedBots?.test(agent)).toBe(true);
  expect(nextConfig("phase-production-server").htmlLimitedBots?.test("Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)")).toBe(true);
  expect(nextConfig("phase-production-server").htmlLimitedBots?.test("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toBe(false);
});

test("two answers from the same copy carry two different nonces", async () => {
  serveCopy();
  const first = await proxy(page("/rules"));
  serveCopy();
  const second = await proxy(page("/rules"));
  expect(nonceOf(first.headers.get("content-security-policy"))).not.toBe(nonceOf(second.headers.get("content-security-policy")));
});

test("a caller with a session cookie gets the page rendered for them, never the shared copy", async () => {
  const fetchSpy = serveCopy();
  for (const path of ["/", "/rules", "/picks/daily/football/nfl/7", "/picks/daily?sport=football&league=nfl"]) {
    const response = await proxy(page(path, { cookie: "authjs.session-token=abc" }));
    // Handed on to Next.js to render under a nonce of its own (x-middleware-next), not answered from a copy.
    expect([path, response.headers.get("x-middleware-next")]).toEqual([path, "1"]);
    expect(nonceOf(response.headers.get("x-middleware-request-content-security-policy"))).toBeTruthy();
    expect(response.headers.get("x-middleware-request-cookie")).toBe("authjs.session-token=abc");
  }
  expect(fetchSpy).not.toHaveBeenCalled();
});

test("the request's Host never chooses where the copy comes from", async () => {
  const fetchSpy = serveCopy();
  await proxy(page("/picks/daily/football/nfl/7", { host: "attacker.example" }));
  expect(String(fetchSpy.mock.calls[0][0])).toBe(`${siteOrigin()}/picks/daily/football/nfl/7`);
});

test("a copy whose nonce cannot be found is refused, not sent with its scripts blocked", async () => {
  serveCopy("<html><head><script src=/x.js></script></head></html>");
  const response = await proxy(page("/"));
  expect(response.status).toBe(503);
  expect(stampNonce("<p>no scripts</p>", "n")).toBe("<p>no scripts</p>");
  expect(renderedNonce(`<body><script nonce="${RENDERED}">`)).toBe(RENDERED);
});

test("the proxy's own fetch renders the page as nobody's under a fresh nonce; a guessed secret is an ordinary request", async () => {
  const fetchSpy = serveCopy();
  await proxy(page("/contact"));
  const secret = new Headers((fetchSpy.mock.calls.at(-1) as [URL, RequestInit])[1].headers).get(CACHED_COPY_HEADER)!;
  const inner = await proxy(page("/rules", { [CACHED_COPY_HEADER]: secret, cookie: "authjs.session-token=abc" }));
  expect(inner.headers.get("x-middleware-next")).toBe("1");
  expect(nonceOf(inner.headers.get("x-middleware-request-content-security-policy"))).toBeTruthy();
  expect(inner.headers.get("x-middleware-override-headers")?.split(",")).not.toContain("cookie");
  expect(inner.headers.get("cdn-cache-control")).toBe("public, s-maxage=3600, stale-while-revalidate=86400");
  fetchSpy.mockClear();
  // A guessed secret gets what any visitor gets: the shared copy (here the one kept from the first request).
  const guessed = await proxy(page("/contact", { [CACHED_COPY_HEADER]: "guessed" }));
  expect(guessed.headers.get("x-middleware-next")).toBeNull();
  expect(guessed.headers.get("x-pickline-copy")).toBe("HIT");
});

test("client navigations to a shared page are rendered as they are, with no fetch of the copy", async () => {
  const fetchSpy = serveCopy();
  const response = await proxy(new NextRequest("http://localhost:3000/rules", { headers: { rsc: "1", "next-router-prefetch": "1" } }));
  expect(response.headers.get("x-middleware-next")).toBe("1");
  expect(fetchSpy).not.toHaveBeenCalled();
});

test("a warm server answers a visitor from the copy in its memory, with no request to the app, each time under a new nonce", async () => {
  const fetchSpy = serveCopy();
  const first = await proxy(page("/picker/warm-copy"));
  const second = await proxy(page("/picker/warm-copy"));
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  expect([first.headers.get("x-pickline-copy"), second.headers.get("x-pickline-copy")]).toEqual(["MISS", "HIT"]);
  const nonce = nonceOf(second.headers.get("content-security-policy"));
  expect(nonce).not.toBe(nonceOf(first.headers.get("content-security-policy")));
  expect((await second.text()).split(`nonce="${nonce}"`)).toHaveLength(4);
  expect(second.headers.get("cache-control")).toBe("public, s-maxage=60, stale-while-revalidate=600");
});

test("a page that is not found is fetched again for the next visitor, never kept", async () => {
  const fetchSpy = serveCopy(COPY, { status: 404 });
  expect((await proxy(page("/picker/nobody-here"))).status).toBe(404);
  expect((await proxy(page("/picker/nobody-here"))).status).toBe(404);
  expect(fetchSpy).toHaveBeenCalledTimes(2);
});

test("a visitor whose page's copy cannot be fetched gets the page rendered for them instead of an error", async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  jest.spyOn(global, "fetch").mockRejectedValue(new TypeError("fetch failed"));
  const response = await proxy(page("/picker/unreachable-origin"));
  expect(response.headers.get("x-middleware-next")).toBe("1");
  expect(nonceOf(response.headers.get("x-middleware-request-content-security-policy"))).toBeTruthy();
});

test("a page whose copy failed to render is rendered for the visitor, so its error screen names the visitor's own request", async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  const fetchSpy = serveCopy(COPY, { status: 500 });
  const response = await proxy(page("/picker/failing-render"));
  expect(response.headers.get("x-middleware-next")).toBe("1");
  expect(response.headers.get("cache-control")).toBeNull();
  await proxy(page("/picker/failing-render"));
  expect(fetchSpy).toHaveBeenCalledTimes(2);
});

// React marks a boundary whose content failed to render on the server in one of two ways: in place, when the failure
// came before the boundary was sent, or by an instruction streamed after its loading fallback.
const FAILED_BOUNDARIES = {
  "marked in place": '<!--$!--><template data-dgst="73545790"></template><!--/$-->',
  "marked after its fallback was streamed":
    '<!--$?--><template id="B:0"></template><div role="status">Loading games</div><!--/$-->' +
    `<script nonce="${RENDERED}">$RX=function(b,c){var a=document.getElementById(b)};;$RX("B:0","3112972816")</script>`,
};

test.each(Object.entries(FAILED_BOUNDARIES))("a page whose render failed after it began streaming (200, %s) is neither shared nor kept", async (_, boundary) => {
  const failed = COPY.replace("<p>report</p>", boundary);
  const fetchSpy = serveCopy(failed);
  for (const round of [1, 2]) {
    const response = await proxy(page("/picker/streamed-failure"));
    expect({ round, next: response.headers.get("x-middleware-next") }).toEqual({ round, next: "1" });
  }
  expect(fetchSpy).toHaveBeenCalledTimes(2);
});
