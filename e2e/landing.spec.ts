// A visitor lands on / and follows a league card to its dashboard.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, sql } from "./support";

test("the landing page shows a card per league with the pickers the database holds", async ({ page }) => {
  const rows = await sql<{ league: string; pickers: number }>(
    `SELECT lower(f."league"::text) AS league, COUNT(DISTINCT p."userId")::int AS pickers
     FROM "Pick" p JOIN "Fixture" f ON f.id = p."fixtureId" GROUP BY f."league"`,
  );
  const expected = Object.fromEntries(rows.map((row) => [row.league, row.pickers]));
  expect(Object.keys(expected).sort()).toEqual(["mlb", "nba", "nfl", "nhl"]);

  // The counts are cached for a minute, and earlier journeys add pickers: the page catches up within that minute.
  test.setTimeout(120_000);
  await expect(async () => {
    await page.goto("/");
    const cards = page.getByRole("list", { name: "Leagues" }).getByRole("link");
    await expect(cards).toHaveCount(4);
    for (const league of ["nfl", "nba", "nhl", "mlb"]) {
      const count = expected[league];
      await expect(page.locator(`[data-league="${league}"]`)).toContainText(`${count} ${count === 1 ? "picker" : "pickers"} in this league`, { timeout: 1_000 });
    }
  }).toPass({ timeout: 75_000, intervals: [1_000] });
  await expectNoAxeViolations(page);

  await page.locator('[data-league="nhl"]').click();
  await expect(page).toHaveURL(/\/hockey\/nhl$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("NHL");
});

test("a sport and league that do not belong together are not found", async ({ page }) => {
  const response = await page.goto("/hockey/nba");
  expect(response?.status()).toBe(404);
});
