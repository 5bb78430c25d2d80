// Pages answer on the canonical host only: in production and previews a page request arriving under another name of
// the deployment is sent there for good (308, same path and query); API calls answer wherever they arrive; development
// and a production build tried on this machine never redirect.
import { NextRequest } from "next/server";
import { canonicalRedirect } from "@/lib/security/canonical-origin";
import { scopedEnvironment } from "../../support/scoped-environment";

const NAMES = ["NODE_ENV", "SITE_URL", "VERCEL", "VERCEL_ENV", "VERCEL_URL", "VERCEL_BRANCH_URL", "PREVIEW_DATABASE_URL", "PORT"];
const setNames = scopedEnvironment(NAMES);
const setEnvironment = (values: Record<string, string>) => setNames({ NODE_ENV: "test", ...values });

const PRODUCTION = { NODE_ENV: "production", SITE_URL: "https://www.pickline.example" };
const VERCEL_PRODUCTION = { ...PRODUCTION, VERCEL: "1", VERCEL_ENV: "production" };
const PREVIEW = { NODE_ENV: "production", VERCEL: "1", VERCEL_ENV: "preview", VERCEL_URL: "pickline-abc123-acme.vercel.app", VERCEL_BRANCH_URL: "pickline-git-feature-acme.vercel.app" };

/** A request as the app receives it: the URL Next.js built, and the headers the proxy in front set. */
function request(url: string, headers: Record<string, string>, method = "GET") {
  return new NextRequest(url, { method, headers: { accept: "text/html", ...headers } });
}

test("self-hosted production: the apex is sent to the www origin for good, path and query kept", () => {
  setEnvironment(PRODUCTION);
  const response = canonicalRedirect(request("http://pickline.example/picks/daily/football/nfl?cursor=20&x=%C3%A9", { host: "pickline.example" }));
  expect(response?.status).toBe(308);
  expect(response?.headers.get("location")).toBe("https://www.pickline.example/picks/daily/football/nfl?cursor=20&x=%C3%A9");
});

test("HEAD is redirected as GET is; a page POST (a form or server action) is not", () => {
  setEnvironment(PRODUCTION);
  expect(canonicalRedirect(request("http://pickline.example/rules", { host: "pickline.example" }, "HEAD"))?.status).toBe(308);
  expect(canonicalRedirect(request("http://pickline.example/rules", { host: "pickline.example" }, "POST"))).toBeNull();
});

test("the canonical host is served where it is, whatever its letter case or an explicit default port", () => {
  setEnvironment(PRODUCTION);
  expect(canonicalRedirect(request("https://www.pickline.example/", { host: "www.pickline.example" }))).toBeNull();
  expect(canonicalRedirect(request("https://www.pickline.example/", { host: "WWW.Pickline.example:443" }))).toBeNull();
});

test("API calls are answered on whichever host they arrive", () => {
  setEnvironment(PRODUCTION);
  expect(canonicalRedirect(request("http://pickline.example/api/leaderboard?limit=5", { host: "pickline.example" }))).toBeNull();
  expect(canonicalRedirect(request("http://pickline.example/api", { host: "pickline.example" }))).toBeNull();
});

test("on Vercel the host Vercel's edge forwards decides: the project's other vercel.app names go to the canonical origin", () => {
  setEnvironment({ ...VERCEL_PRODUCTION, VERCEL_URL: "pickline-abc123-acme.vercel.app" });
  const arriving = request("https://pickline-acme.vercel.app/leaderboard?period=week", {
    host: "pickline-acme.vercel.app",
    "x-forwarded-host": "pickline-acme.vercel.app",
  });
  expect(canonicalRedirect(arriving)?.headers.get("location")).toBe("https://www.pickline.example/leaderboard?period=week");
  const canonical = request("https://www.pickline.example/leaderboard", { host: "www.pickline.example", "x-forwarded-host": "www.pickline.example" });
  expect(canonicalRedirect(canonical)).toBeNull();
});

test("a production deployment answers on its own deployment URL, so it can be opened before it is promoted", () => {
  setEnvironment({ ...VERCEL_PRODUCTION, VERCEL_URL: "pickline-abc123-acme.vercel.app" });
  const own = request("https://pickline-abc123-acme.vercel.app/leaderboard", {
    host: "pickline-abc123-acme.vercel.app",
    "x-forwarded-host": "Pickline-ABC123-acme.vercel.app",
  });
  expect(canonicalRedirect(own)).toBeNull();
  const apex = request("https://pickline.example/leaderboard", { host: "pickline.example", "x-forwarded-host": "pickline.example" });
  expect(canonicalRedirect(apex)?.headers.get("location")).toBe("https://www.pickline.example/leaderboard");
});

test("self-hosted, a client's X-Forwarded-Host is not believed: the Host the proxy passed on decides", () => {
  setEnvironment(PRODUCTION);
  const forged = request("https://www.pickline.example/rules", { host: "www.pickline.example", "x-forwarded-host": "evil.example" });
  expect(canonicalRedirect(forged)).toBeNull();
});

test("a preview's canonical origin is its branch URL: its deployment URL is sent there, never to production", () => {
  setEnvironment(PREVIEW);
  const arriving = request("https://pickline-abc123-acme.vercel.app/rules?a=1", {
    host: "pickline-abc123-acme.vercel.app",
    "x-forwarded-host": "pickline-abc123-acme.vercel.app",
  });
  expect(canonicalRedirect(arriving)?.headers.get("location")).toBe("https://pickline-git-feature-acme.vercel.app/rules?a=1");
  const onBranch = request("https://pickline-git-feature-acme.vercel.app/rules", { "x-forwarded-host": "pickline-git-feature-acme.vercel.app" });
  expect(canonicalRedirect(onBranch)).toBeNull();
});

test("development never redirects, whatever the host", () => {
  setEnvironment({ NODE_ENV: "development", SITE_URL: "https://www.pickline.example" });
  expect(canonicalRedirect(request("http://localhost:3000/rules", { host: "localhost:3000" }))).toBeNull();
  expect(canonicalRedirect(request("http://pickline.example/rules", { host: "pickline.example" }))).toBeNull();
});

test("a production build tried on this machine keeps answering on localhost and 127.0.0.1", () => {
  setEnvironment({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3200" });
  expect(canonicalRedirect(request("http://localhost:3200/rules", { host: "localhost:3200" }))).toBeNull();
  expect(canonicalRedirect(request("http://127.0.0.1:3200/rules", { host: "127.0.0.1:3200" }))).toBeNull();
});

test("the redirect carries the site's security headers, as every other response does", () => {
  setEnvironment(PRODUCTION);
  const response = canonicalRedirect(request("http://pickline.example/", { host: "pickline.example" }));
  expect(response?.headers.get("content-security-policy")).toContain("default-src 'none'");
  expect(response?.headers.get("x-content-type-options")).toBe("nosniff");
});

test("the proxy sends a page on the other name to the canonical origin before anything else runs", async () => {
  setEnvironment(VERCEL_PRODUCTION);
  const { proxy } = await import("@/proxy");
  const response = await proxy(request("https://pickline.example/leaderboard", { host: "pickline.example", "x-forwarded-host": "pickline.example" }));
  expect(response.status).toBe(308);
  expect(response.headers.get("location")).toBe("https://www.pickline.example/leaderboard");
});
