// A page rendered per request gets its nonce from the proxy itself, with no request of the proxy's own to the app (a
// visitor's shared pages: cached-page.test.ts): a client cannot choose the nonce (its Content-Security-Policy request
// header is replaced), and no resource request can hand one to Next.js; the address a page was asked for reaches the
// render the same way.
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

const CHOSEN = "AAAAAAAAAAAAAAAAAAAAAA==";

function pageRequest(headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost:3000/pools", { headers: { accept: "text/html", ...headers } });
}

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

afterEach(() => jest.restoreAllMocks());

test("a page gets a fresh nonce, the same one in the policy sent and the one Next.js renders with, and no second request", async () => {
  const fetchSpy = jest.spyOn(global, "fetch");
  const response = await proxy(pageRequest({ "content-security-policy": `script-src 'nonce-${CHOSEN}'` }));
  const policy = response.headers.get("content-security-policy");
  const nonce = nonceOf(policy);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonce).not.toBe(CHOSEN);
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  // What the page render sees: the request headers Next.js forwards carry the same nonce.
  expect(nonceOf(response.headers.get("x-middleware-request-content-security-policy"))).toBe(nonce);
  expect(fetchSpy).not.toHaveBeenCalled();
});

test("two page requests get two different nonces", async () => {
  const [first, second] = await Promise.all([proxy(pageRequest()), proxy(pageRequest())]);
  expect(nonceOf(first.headers.get("content-security-policy"))).not.toBe(nonceOf(second.headers.get("content-security-policy")));
});

test("a resource request cannot hand Next.js a nonce", async () => {
  const request = new NextRequest("http://localhost:3000/pools", { headers: { rsc: "1", "content-security-policy": `script-src 'nonce-${CHOSEN}'` } });
  const response = await proxy(request);
  // The request Next.js renders is the one the proxy hands on (override-headers lists its whole header set).
  const kept = response.headers.get("x-middleware-override-headers")?.split(",") ?? null;
  expect(kept).not.toBeNull();
  expect(kept).not.toContain("content-security-policy");
  expect(kept).toContain("rsc");
});

test("the render gets the address the browser asked for, never one a client chose, and without Next's _rsc query", async () => {
  const forwarded = (response: Response) => response.headers.get("x-middleware-request-x-pickline-address");
  const page = await proxy(new NextRequest("http://localhost:3000/hockey/nhl/picks/feed?filter=today", { headers: { accept: "text/html", "x-pickline-address": "//evil.example" } }));
  expect(forwarded(page)).toBe("/hockey/nhl/picks/feed?filter=today");
  const navigation = await proxy(new NextRequest("http://localhost:3000/hockey/nhl/picks/feed?_rsc=1a2b", { headers: { rsc: "1", "x-pickline-address": "/x" } }));
  expect(forwarded(navigation)).toBe("/hockey/nhl/picks/feed");
});
