// The API reference page in Chromium: it renders the OpenAPI document under its own script policy, lists every
// documented call, and loads nothing from another host (no CSP violation, no console error). Its renderer is a static
// file of the build, named by its bytes, never a function's response.
import { expect, test } from "@playwright/test";

type Operation = { summary: string };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

test("the API reference renders every documented call from our own origin", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const consoleErrors: string[] = [];
  const foreign: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) foreign.push(request.url());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });

  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });

  const response = await page.goto("/api/docs");
  expect(response?.status()).toBe(200);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);

  const reference = (await (await page.request.get("/api/openapi.json")).json()) as OpenApiDocument;
  const summaries = Object.values(reference.paths).flatMap((item) => Object.values(item).map((operation) => operation.summary));
  expect(summaries.length).toBeGreaterThan(2);
  await expect(page.getByRole("heading", { name: "Pickline API" }).first()).toBeVisible({ timeout: 30_000 });
  const sidebar = page.locator("nav, aside").first();
  for (const summary of summaries) await expect(sidebar.getByText(summary, { exact: true }).first()).toBeAttached();

  expect(scripts).toEqual([expect.stringMatching(/^\/api-reference\/scalar\.[0-9a-f]{16}\.js$/)]);
  const script = await page.request.get(scripts[0]);
  expect(script.status()).toBe(200);
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await page.request.get("/api/docs/reference.js")).status()).toBe(404);

  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(foreign).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
