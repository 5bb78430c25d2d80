// Spreads and totals on the board: at 375, 1050 and 1824 px every market of a game fits its row (no sideways scroll,
// no axe violation); a new picker picks a spread with the keyboard and a total with a tap, keeps both after a reload,
// and builds a parlay mixing the three markets.
import { expect, test, type Page } from "@playwright/test";
import { expectLabelsInNames, expectNoAxeViolations, gamesLaterToday, openParlayBuilder, sql, type Game } from "./support";
import { signInAsNewPicker } from "./sign-in";

/** Gives a game a spread (home point, -110 a side) and a total (-105 over, -115 under). */
async function offerMarkets(game: Game, homeSpread: number, total: number) {
  await sql(
    `UPDATE "Fixture" SET "homeSpread" = $2, "homeSpreadPrice" = -110, "awaySpreadPrice" = -110,
       "totalPoints" = $3, "overPrice" = -105, "underPrice" = -115 WHERE id = $1`,
    [game.id, homeSpread, total],
  );
}

const row = (page: Page, game: Game) => page.locator(`article[data-fixture-id="${game.id}"]`);

for (const width of [375, 1050, 1824]) {
  test(`three markets fit a game's row at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The demo world's games: most offer a spread and a total.
    await page.goto("/football/nfl?filter=all");
    const strip = page.locator("article").filter({ has: page.getByRole("group", { name: "Spread" }) }).filter({ has: page.getByRole("group", { name: "Total" }) }).first();
    await expect(strip.getByRole("group", { name: "Spread" }).getByRole("button")).toHaveCount(2);
    await expect(strip.getByRole("group", { name: "Total" }).getByRole("button")).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Each side is a comfortable tap target.
    for (const height of await strip.getByRole("group").getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height))) {
      expect(height).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
    // Each market button's name holds the line it shows, for speech input (WCAG 2.5.3).
    await expectLabelsInNames(page, "button[data-market]");
  });
}

test("a new picker picks a spread with the keyboard and a total with a tap, and keeps both", async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const user = await signInAsNewPicker(context, { prefix: "slip" });
  const [first, second] = await gamesLaterToday([[-150, 130], [120, -140]]);
  await offerMarkets(first, -3, 5.5);
  await offerMarkets(second, 1.5, 6);
  await page.goto("/hockey/nhl?filter=today");

  const spread = row(page, first).getByRole("button", { name: `pick the spread for ${first.away}` });
  await spread.focus();
  await page.keyboard.press("Enter");
  await expect(row(page, first).getByRole("group", { name: "Spread" }).getByText("Your pick")).toBeVisible();
  await row(page, second).getByRole("button", { name: "U 6 -115: pick the under" }).click();
  await expect(row(page, second).getByRole("group", { name: "Total" }).getByText("Your pick")).toBeVisible();
  // One pick per game: the other markets of a picked game are no longer offered.
  await expect(row(page, first).getByRole("button")).toHaveCount(0);

  await page.reload();
  await expect(row(page, first).getByRole("group", { name: "Spread" }).getByText("Your pick")).toBeVisible();
  const picks = await sql(`SELECT "fixtureId", market::text, side::text, point::float8 AS point, "moneyLine" FROM "Pick" WHERE "userId" = $1 ORDER BY "fixtureId"`, [user.id]);
  expect(picks).toEqual([
    { fixtureId: first.id, market: "SPREAD", side: "AWAY", point: 3, moneyLine: -110 },
    { fixtureId: second.id, market: "TOTAL", side: "UNDER", point: 6, moneyLine: -115 },
  ]);
  await page.goto(`/picker/${user.username}/picks`);
  // The profile's cards read as bet slips: the team's abbreviation, the point and the price taken.
  await expect(page.getByText(/^\S+ \+3 \(-110\)$/)).toBeVisible();
  await expect(page.getByText("Under 6 (-115)", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a parlay mixes a money line, a spread and a total, one leg per game", async ({ page, context }) => {
  const user = await signInAsNewPicker(context, { prefix: "mix" });
  const games = await gamesLaterToday([[-150, 130], [200, -240], [-110, -110]]);
  for (const game of games) await offerMarkets(game, -1.5, 5.5);
  await page.goto("/hockey/nhl?filter=today");
  await openParlayBuilder(page);
  const panel = page.getByTestId("parlay-panel");
  await row(page, games[0]).getByRole("button", { name: `Add ${games[0].away} to parlay` }).click();
  // A spread of the second game, then its total: the total replaces it (one leg per game).
  await row(page, games[1]).getByRole("button", { name: `-1.5 -110: add the spread for ${games[1].home} to parlay` }).click();
  await row(page, games[1]).getByRole("button", { name: "O 5.5 -105: add the over to parlay" }).click();
  await row(page, games[2]).getByRole("button", { name: `+1.5 -110: add the spread for ${games[2].away} to parlay` }).click();
  await expect(panel.getByTestId("parlay-leg")).toHaveCount(3);
  await expect(panel.getByTestId("parlay-leg").nth(1)).toContainText("Over 5.5");
  await expectNoAxeViolations(page);
  await panel.getByRole("button", { name: "Confirm parlay" }).click();
  await expect(page.getByText("Parlay successfully created!")).toBeVisible();
  const legs = await sql(
    `SELECT p.market::text, p.side::text, p.point::float8 AS point, p."moneyLine" FROM "Pick" p JOIN "Parlay" x ON x.id = p."parlayId"
     WHERE x."userId" = $1 ORDER BY p."fixtureId"`,
    [user.id],
  );
  expect(legs).toEqual([
    { market: "MONEY_LINE", side: "AWAY", point: null, moneyLine: 130 },
    { market: "TOTAL", side: "OVER", point: 5.5, moneyLine: -105 },
    { market: "SPREAD", side: "AWAY", point: 1.5, moneyLine: -110 },
  ]);
});
