// A visitor's everyday journeys make no request that fails: the header search asks nothing of the account API, and
// moving to and through the daily picks lists prefetches only pages that exist.
import { expect, test, type Page } from "@playwright/test";

/** Every response of the page that answered 4xx or 5xx, with what the client router asked for. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on("response", (response) => {
    if (response.status() < 400) return;
    const segment = response.request().headers()["next-router-segment-prefetch"];
    failures.push(`${response.status()} ${response.request().method()} ${response.url()}${segment ? ` (segment ${segment})` : ""}`);
  });
  return failures;
}

test.use({ viewport: { width: 1050, height: 900 } });

// Twice, each in a fresh browser: the router's prefetches race, and a wrong guess showed in one run out of two or so.
for (const round of [1, 2]) {
  test(`search pickers, then the daily picks of every league, without a failed request (round ${round})`, async ({ page }) => {
    const failures = watchFailures(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Search pickers" }).click();
    await page.getByRole("searchbox", { name: "Find a picker" }).fill("a");
    await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Daily free picks" }).click();
    await expect(page).toHaveURL(/\/picks\/daily\?sport=football&league=nfl$/);
    await page.waitForLoadState("networkidle");
    for (const [name, sport, league] of [["NBA", "basketball", "nba"], ["NHL", "hockey", "nhl"], ["MLB", "baseball", "mlb"]]) {
      await page.getByRole("navigation", { name: "Leagues" }).getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/picks/daily\\?sport=${sport}&league=${league}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Free daily ${name} picks`);
      await page.waitForLoadState("networkidle");
    }
    expect(failures).toEqual([]);
  });
}

test("/picks/daily alone still leads to the NFL list, through a redirect that carries the security headers", async ({ request }) => {
  const response = await request.get("/picks/daily", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  const location = new URL(response.headers()["location"], "http://127.0.0.1");
  expect(`${location.pathname}${location.search}`).toBe("/picks/daily?sport=football&league=nfl");
  expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
});
