// The league board at phone, desktop and big-screen widths: rows fit the viewport, upcoming games come first, axe passes; screenshots kept.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, sql } from "./support";

const WIDTHS = [375, 1050, 1824] as const;

for (const width of WIDTHS) {
  test(`the NFL board at ${width}px fits the screen and lists the games still to come first`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 1050 ? 812 : 960 });
    const response = await page.goto("/football/nfl?filter=all");
    expect(response?.status()).toBe(200);
    const rows = page.locator("article[data-fixture-id]");
    await expect(rows.first()).toBeVisible();
    // Nothing wider than the viewport: no sideways scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The board opens on today's and later games (README, Decisions), not at the start of the season.
    const firstId = Number(await rows.first().getAttribute("data-fixture-id"));
    const [first] = await sql<{ startsAt: Date }>(`SELECT "startsAt" FROM "Fixture" WHERE id = $1`, [firstId]);
    expect(first.startsAt.getTime()).toBeGreaterThan(Date.now() - 24 * 3_600_000);
    const file = testInfo.outputPath(`board-${width}.png`);
    await page.screenshot({ path: file, fullPage: false, animations: "disabled" });
    await testInfo.attach(`board-${width}`, { path: file, contentType: "image/png" });
    await expectNoAxeViolations(page);
  });
}
