// A client cannot pass for the proxy's own page fetch: its x-pickline-inner-page and Content-Security-Policy request
// headers are dropped, and its page gets a nonce it did not choose.
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

const CHOSEN = "AAAAAAAAAAAAAAAAAAAAAA==";

function pageRequest(headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost:3000/rules", { headers: { accept: "text/html", ...headers } });
}

const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

afterEach(() => jest.restoreAllMocks());

test("a page request carrying the internal header and a chosen nonce gets a fresh nonce, and neither header reaches the page", async () => {
  const fetchSpy = jest.spyOn(global, "fetch").mockImplementation(async () => new Response("<html></html>", { headers: { "content-type": "text/html" } }));
  const response = await proxy(pageRequest({ "x-pickline-inner-page": "1", "content-security-policy": `script-src 'nonce-${CHOSEN}'` }));
  const nonce = nonceOf(response.headers.get("content-security-policy"));
  expect(nonce).toBeTruthy();
  expect(nonce).not.toBe(CHOSEN);
  // What the page render sees: the headers Next.js forwards, or the proxy's own fetch with a fresh nonce.
  const forwarded = response.headers.get("x-middleware-request-content-security-policy");
  if (forwarded !== null) expect(nonceOf(forwarded)).toBe(nonce);
  expect(response.headers.get("x-middleware-request-x-pickline-inner-page")).toBeNull();
  for (const [, init] of fetchSpy.mock.calls) {
    const sent = new Headers((init as RequestInit).headers);
    expect(nonceOf(sent.get("content-security-policy"))).not.toBe(CHOSEN);
  }
});

test("a resource request cannot hand Next.js a nonce either", async () => {
  const request = new NextRequest("http://localhost:3000/rules", { headers: { rsc: "1", "x-pickline-inner-page": "0", "content-security-policy": `script-src 'nonce-${CHOSEN}'` } });
  const response = await proxy(request);
  // The request Next.js renders is the one the proxy hands on (override-headers lists its whole header set).
  const kept = response.headers.get("x-middleware-override-headers")?.split(",") ?? null;
  expect(kept).not.toBeNull();
  expect(kept).not.toContain("content-security-policy");
  expect(kept).not.toContain("x-pickline-inner-page");
  expect(kept).toContain("rsc");
});

test("the proxy's own page fetch is still recognised and rendered with the nonce it carries", async () => {
  const fetchSpy = jest.spyOn(global, "fetch").mockImplementation(async () => new Response("<html></html>", { headers: { "content-type": "text/html" } }));
  const outer = await proxy(pageRequest());
  const nonce = nonceOf(outer.headers.get("content-security-policy"));
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [url, init] = fetchSpy.mock.calls[0];
  const inner = await proxy(new NextRequest(String(url), { headers: new Headers((init as RequestInit).headers) }));
  expect(nonceOf(inner.headers.get("content-security-policy"))).toBe(nonce);
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});
