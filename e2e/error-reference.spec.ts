// The error screen's "Reference" names the one request that failed (the proxy's request id, also in the server's log line),
// not Next's digest, which is the same for every request failing the same way.
import { expect, test, type Response } from "@playwright/test";
import { sql } from "./support";

const idOf = (response: Response | null) => /request;desc="([0-9a-f]{16})"/.exec(response?.headers()["server-timing"] ?? "")?.[1];

test("pages failing alike show different references, each the id of the request that failed", async ({ page, context }) => {
  // The client navigation below starts from the landing page, loaded before the outage: loaded after it, the page
  // would fail too unless an earlier journey had left its counts in the cache.
  const landing = await context.newPage();
  await landing.goto("/");
  // The boards read fixtures on every request: without the table they fail the same way, with the same digest.
  await sql(`ALTER TABLE "Fixture" RENAME TO "Fixture_offline_e2e"`);
  try {
    const references: string[] = [];
    for (const path of ["/football/nfl", "/basketball/nba"]) {
      const response = await page.goto(path);
      const id = idOf(response);
      expect(id, `${path} answers with its request id`).toBeDefined();
      await expect(page.getByRole("heading", { name: "Oops! Something went wrong..." })).toBeVisible();
      await expect(page.getByTestId("request-id")).toHaveText(id!);
      references.push(id!);
    }

    // A client navigation that fails: the reference is the id of one of that navigation's own requests (its RSC fetch,
    // or the document request the router falls back to when that fetch fails), never another page's.
    const navigationIds: string[] = [];
    landing.on("response", (response) => {
      if (new URL(response.url()).pathname === "/hockey/nhl" && idOf(response)) navigationIds.push(idOf(response)!);
    });
    await landing.locator('a[href="/hockey/nhl"]').first().click();
    await expect(landing).toHaveURL(/\/hockey\/nhl$/);
    await expect(landing.getByRole("heading", { name: "Oops! Something went wrong..." })).toBeVisible();
    await expect(landing.getByTestId("request-id")).toHaveText(/^[0-9a-f]{16}$/);
    const shown = await landing.getByTestId("request-id").textContent();
    expect(navigationIds).toContain(shown);
    references.push(shown!);

    expect(new Set(references).size).toBe(3);
  } finally {
    await sql(`ALTER TABLE "Fixture_offline_e2e" RENAME TO "Fixture"`);
  }
  await page.goto("/football/nfl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("NFL picks");
});
