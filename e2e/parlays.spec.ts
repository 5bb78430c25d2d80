// A verified picker builds a three-leg parlay on the dashboard, checks the totals against the product's formulas, keeps it over a reload, confirms again after a line moves, and finds it in their parlays.
import { expect, test, type BrowserContext } from "@playwright/test";
import { demoPicker, signIn } from "./sign-in";
import { expectNoAxeViolations, gamesLaterToday, openParlayBuilder, sql, type Game } from "./support";
import { exactQuote } from "../tests/support/exact-odds";

async function signInDemoPicker(context: BrowserContext) {
  // Not the first demo picker: other journeys sign that one in and make picks of their own.
  const user = await demoPicker(2);
  await signIn(context, user);
  return user;
}

/** The builder's totals for a stake of 100, from the exact product of the legs' odds (written out apart from lib/domain/odds). */
function expectedTotals(lines: number[]) {
  const exact = exactQuote(lines);
  const money = (n: string) => Number(n).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const betText = exact.betTotal > 0 ? `+${exact.betTotal}` : String(exact.betTotal);
  return { decimal: Number(exact.decimal), betTotal: exact.betTotal, betText, payout: money(exact.payout), profit: money(exact.profit) };
}

test("a verified picker builds, keeps and confirms a three-leg parlay, then finds it in their parlays", async ({ page, context }) => {
  const user = await signInDemoPicker(context);
  const games = await gamesLaterToday([[-150, 130], [200, -240], [-110, -110]]);
  // Legs: the away side of the first game (+130), the home side of the second (+200), the home side of the third (-110).
  const totals = expectedTotals([130, 200, -110]);

  await page.goto("/hockey/nhl?filter=today");
  const row = (game: Game) => page.locator(`article[data-fixture-id="${game.id}"]`);
  await expect(row(games[2])).toBeVisible();
  await expectNoAxeViolations(page);

  await openParlayBuilder(page);
  const panel = page.getByTestId("parlay-panel");
  await expect(panel.getByRole("heading", { name: "New parlay" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Confirm parlay" })).toBeDisabled();

  await row(games[0]).getByRole("button", { name: `Add ${games[0].away} to parlay` }).click();
  await row(games[1]).getByRole("button", { name: `Add ${games[1].home} to parlay` }).click();
  // The wrong side first, then the other side of the same game replaces it.
  await row(games[2]).getByRole("button", { name: `Add ${games[2].away} to parlay` }).click();
  await row(games[2]).getByRole("button", { name: `Add ${games[2].home} to parlay` }).click();

  const legs = panel.getByTestId("parlay-leg");
  await expect(legs).toHaveCount(3);
  await expect(legs.nth(2)).toContainText(games[2].home);
  await expect(panel.getByTestId("parlay-bet-total")).toHaveText(totals.betText);
  await expect(panel.getByTestId("parlay-payout")).toHaveText(totals.payout);
  await expect(panel.getByTestId("parlay-profit")).toHaveText(totals.profit);
  await expectNoAxeViolations(page);

  // The builder survives a reload until it is confirmed.
  await page.reload();
  await expect(page.getByTestId("parlay-leg")).toHaveCount(3);
  await expect(page.getByTestId("parlay-bet-total")).toHaveText(totals.betText);

  // The line of the second game moves before the picker confirms: the server refuses with the
  // current lines, the panel shows them with the new totals, and the picker confirms again.
  await sql(`UPDATE "Fixture" SET "homeMoneyLine" = 210, "updatedAt" = now() WHERE id = $1`, [games[1].id]);
  const moved = expectedTotals([130, 210, -110]);
  await page.getByRole("button", { name: "Confirm parlay" }).click();
  await expect(page.getByTestId("parlay-panel").getByRole("alert")).toHaveText("The odds have changed: check the new lines and confirm again");
  await expect(page.getByTestId("parlay-leg-line").nth(1)).toHaveText("was +200, now +210");
  await expect(page.getByTestId("parlay-bet-total")).toHaveText(moved.betText);
  await expect(page.getByTestId("parlay-payout")).toHaveText(moved.payout);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Confirm parlay" }).click();
  await expect(page.getByText("Parlay successfully created!")).toBeVisible();
  await expect(page.getByText("Parlay successfully created!")).toBeInViewport();
  await expect(page.getByTestId("parlay-panel")).toHaveCount(0);

  const response = await page.request.get(`/api/picker/parlays/${user.id}`);
  expect(response.ok()).toBe(true);
  const { payload } = (await response.json()) as { payload: { items: { betTotal: number; decimalOdds: number; state: string; picks: { fixtureId: number; side: string; moneyLine: number }[] }[] } };
  const newest = payload.items[0];
  expect(newest).toMatchObject({ betTotal: moved.betTotal, decimalOdds: moved.decimal, state: "PENDING" });
  expect(newest.picks.map((leg) => [leg.fixtureId, leg.side, leg.moneyLine])).toEqual([
    [games[0].id, "AWAY", 130],
    [games[1].id, "HOME", 210],
    [games[2].id, "HOME", -110],
  ]);

  // Confirmed means forgotten: a reload shows normal picking mode again.
  await page.reload();
  await expect(page.getByRole("button", { name: "Create new parlay" })).toBeEnabled();
  await expect(page.getByTestId("parlay-panel")).toHaveCount(0);
});

test("a side without a money line is offered neither as a pick nor as a parlay leg, on the board or the fixture page", async ({ page, context }) => {
  await signInDemoPicker(context);
  const [game] = await gamesLaterToday([[-150, 130]]);
  await sql(`UPDATE "Fixture" SET "homeMoneyLine" = NULL, "updatedAt" = now() WHERE id = $1`, [game.id]);
  // The home side's button: its name is what it shows (the team, its record, "No line"), then why it does nothing.
  const noLine = { name: /: no money line yet$/ };

  await page.goto("/hockey/nhl?filter=today");
  const row = page.locator(`article[data-fixture-id="${game.id}"]`);
  await expect(row.getByRole("button", noLine).filter({ hasText: game.home })).toBeDisabled();
  await expect(row.getByRole("button", { name: `Pick ${game.away}` })).toBeEnabled();
  await expectNoAxeViolations(page);

  await openParlayBuilder(page);
  const panel = page.getByTestId("parlay-panel");
  await expect(panel.getByRole("heading", { name: "New parlay" })).toBeVisible();
  await expect(row.getByRole("button", noLine).filter({ hasText: game.home })).toBeDisabled();
  await expect(row.getByRole("button", { name: `Add ${game.home} to parlay` })).toHaveCount(0);
  await row.getByRole("button", { name: `Add ${game.away} to parlay` }).click();
  await expect(panel.getByTestId("parlay-leg")).toHaveCount(1);
  await expect(panel.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await panel.getByRole("button", { name: "Cancel" }).click();

  await page.goto(`/hockey/nhl/fixture/${game.id}`);
  await expect(page.getByRole("button", noLine).filter({ hasText: game.home })).toBeDisabled();
  await expect(page.getByRole("button", { name: `Pick ${game.away}` })).toBeEnabled();
});
