// One time zone per viewer: a game reads the same, in the viewer's own zone and labelled, on the board, its fixture page and its daily pick.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, sql } from "./support";

const APP_ZONE = process.env.APP_TIMEZONE || "America/New_York";
const LEAGUES = [
  ["football", "nfl", "NFL"],
  ["basketball", "nba", "NBA"],
  ["hockey", "nhl", "NHL"],
  ["baseball", "mlb", "MLB"],
] as const;

type Game = { id: number; sport: string; league: string; startsAt: Date };

/** The product's 'ddd, M/D, h:mm A' and the zone's short name, computed apart from the app's own formatter. */
function expectedTime(instant: Date, timeZone: string): string {
  const options = { timeZone, weekday: "short", month: "numeric", day: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZoneName: "short" } as const;
  const part = Object.fromEntries(new Intl.DateTimeFormat("en-US", options).formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.weekday}, ${part.month}/${part.day}, ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
}

/** A game on a league board (this week) that also has a published daily pick; the page is left on that board. */
async function boardGameWithDailyPick(page: Page): Promise<Game> {
  for (const [sport, league, dbLeague] of LEAGUES) {
    await page.goto(`/${sport}/${league}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const ids = await page.locator("[data-fixture-id]").evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("data-fixture-id"))));
    if (ids.length === 0) continue;
    const [row] = await sql<{ id: number; startsAt: Date }>(
      `SELECT id, "startsAt" FROM "Fixture" WHERE id = ANY($1::int[]) AND league = $2::"League" AND report IS NOT NULL AND "reportPublishedAt" <= now()
       ORDER BY "startsAt", id LIMIT 1`,
      [ids, dbLeague],
    );
    if (row) return { ...row, sport, league };
  }
  throw new Error("no game on a league board has a published daily pick");
}

const rowTime = (page: Page, id: number) => page.locator(`[data-fixture-id="${id}"] time`);

for (const timezoneId of ["Asia/Tokyo", "America/Los_Angeles"]) {
  test.describe(`a viewer in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("sees one game at the same labelled time on the board, its fixture page and its daily pick", async ({ page }) => {
      const game = await boardGameWithDailyPick(page);
      const text = expectedTime(game.startsAt, timezoneId);
      expect(text, "the viewer's zone must differ from the server's for this check to mean anything").not.toBe(expectedTime(game.startsAt, APP_ZONE));
      await expect(rowTime(page, game.id)).toHaveText(text);
      await expectNoAxeViolations(page);

      await page.goto(`/${game.sport}/${game.league}/fixture/${game.id}`);
      await expect(rowTime(page, game.id)).toHaveText(text);

      await page.goto(`/picks/daily/${game.sport}/${game.league}/${game.id}`);
      await expect(page.getByRole("region", { name: "The game" }).locator("time")).toHaveText(text);
      await expectNoAxeViolations(page);
    });
  });
}

/** The time's box and the status after it, as laid out in a fresh context (with or without JavaScript). */
async function measure(browser: Browser, baseURL: string, path: string, id: number, width: number, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL, timezoneId: "Asia/Tokyo", viewport: { width, height: 900 }, javaScriptEnabled });
  try {
    const page = await context.newPage();
    await page.goto(path);
    const time = rowTime(page, id);
    await expect(time).toBeVisible();
    if (javaScriptEnabled) await expect(time).not.toHaveText(/E[SD]T$/);
    const box = await time.boundingBox();
    const status = await page.locator(`[data-fixture-id="${id}"] [data-status]`).first().boundingBox();
    return { text: (await time.textContent()) ?? "", width: box?.width, statusX: status?.x };
  } finally {
    await context.close();
  }
}

test("switching to the viewer's zone after hydration moves nothing; the server's HTML keeps APP_TIMEZONE, labelled", async ({ page, browser, baseURL }) => {
  const game = await boardGameWithDailyPick(page);
  const path = `/${game.sport}/${game.league}/fixture/${game.id}`;
  for (const width of [375, 1824]) {
    const server = await measure(browser, baseURL!, path, game.id, width, false);
    const hydrated = await measure(browser, baseURL!, path, game.id, width, true);
    expect(server.text).toBe(expectedTime(game.startsAt, APP_ZONE));
    expect(hydrated.text).toBe(expectedTime(game.startsAt, "Asia/Tokyo"));
    expect(hydrated.width).toBeCloseTo(server.width!, 1);
    expect(hydrated.statusX).toBeCloseTo(server.statusX!, 1);
  }
});
