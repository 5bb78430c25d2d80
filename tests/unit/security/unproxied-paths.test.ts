// The proxy's matcher leaves out every static file, icon, the manifest, robots.txt, the sitemap, share images and
// public scripts, and next.config.ts gives each of them the fixed security headers the proxy gave them before; pages
// and API paths still pass the proxy.
import fs from "node:fs";
import path from "node:path";
import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import nextConfig from "@/next.config";
import { config as proxyConfig } from "@/proxy";
import { PUBLIC_FILE_POLICIES, RESOURCE_POLICY } from "@/lib/security/policies";

const ORIGIN = "http://localhost:3000";

/** Every file of public/ (the build's written ones too), and the metadata files of app/, at the addresses Next.js serves them under. */
const filesOnDisk = () => [
  ...fs
    .readdirSync(path.join(process.cwd(), "public"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(path.join(process.cwd(), "public"), path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
  ...fs.readdirSync(path.join(process.cwd(), "app")).filter((name) => /^(?:icon|apple-icon|favicon)\./.test(name)).map((name) => `/${name}`),
];

const UNPROXIED = [
  ...filesOnDisk(),
  "/icon.svg?5f3c1a2b",
  "/manifest.webmanifest",
  "/robots.txt",
  "/sitemap.xml",
  "/favicon.ico",
  "/_next/static/chunks/main.js",
  "/_next/image?url=%2Ficon-192.png&w=64&q=75",
  "/pick/42/image/3",
  "/parlay/7/image/1",
  "/picker/ada/image/2",
  "/api-reference/scalar.0123456789abcdef.js",
  "/sw.js",
  "/offline.html",
  "/picks/daily/football/nfl/12/opengraph-image",
  "/picks/daily/football/nfl/12/opengraph-image-1a2b3c",
  "/picks/daily/football/nfl/12/twitter-image",
];

const PROXIED = [
  "/", "/rules", "/leaderboard", "/picks/daily", "/picks/daily/football/nfl/12", "/hockey/nhl", "/hockey/nhl/fixture/3",
  "/pick/42", "/parlay/7", "/picker/ada", "/picker/icon", "/picker/image", "/login", "/signup", "/notifications",
  "/api/health", "/api/user/shell", "/api/no-such-call", "/icons-and-more/page",
];

test("the proxy never runs for static files, icons, the manifest, robots.txt, the sitemap or share images", () => {
  expect(filesOnDisk().length).toBeGreaterThan(3);
  for (const url of UNPROXIED) expect([url, unstable_doesMiddlewareMatch({ config: proxyConfig, url: `${ORIGIN}${url}` })]).toEqual([url, false]);
});

test("the proxy still runs for every page and API path", () => {
  for (const url of PROXIED) expect([url, unstable_doesMiddlewareMatch({ config: proxyConfig, url: `${ORIGIN}${url}` })]).toEqual([url, true]);
});

test("what the proxy skips gets the resource policy and the fixed security headers from next.config.ts", async () => {
  for (const url of UNPROXIED) {
    const response = await unstable_getResponseFromNextConfig({ url: `${ORIGIN}${url}`, nextConfig });
    // The service worker and its offline page keep policies of their own, over the resource policy.
    expect([url, response.headers.get("content-security-policy")]).toEqual([url, PUBLIC_FILE_POLICIES[url] ?? RESOURCE_POLICY]);
    expect([url, response.headers.get("x-content-type-options")]).toEqual([url, "nosniff"]);
  }
});
