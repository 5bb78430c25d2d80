// A weekly card pool on the demo world, on a phone: the owner creates a Pick 3 confidence card against the spread,
// picks three games, moves a pick up the confidence order with the keyboard (said aloud, the focus kept), changes a
// pick (its number stays), guesses the tiebreak total; nothing is wider than 375 px, and the card reads at 1050 and
// 1824 px, axe clean throughout.
import crypto from "node:crypto";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { pickSide, spreadGamesLaterToday, type CardGame } from "./card-games";
import { signInAsNewPicker } from "./sign-in";
import { expectNoAxeViolations, sql } from "./support";

const numbersOf = (poolId: string) =>
  sql<{ fixtureId: number; side: string; confidence: number }>(`SELECT "fixtureId", side::text, confidence FROM "CardPick" WHERE "poolId" = $1 ORDER BY confidence DESC`, [poolId]);

/** The card at a width, kept with the test's artifacts for a look at its layout. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a confidence card against the spread made, ordered by keyboard and changed on a phone, with the tiebreak guess", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await signInAsNewPicker(context, { prefix: "card" });
  const [first, second, third] = await spreadGamesLaterToday([-1.5, -1.5, -1.5]);
  const page = await context.newPage();

  await page.goto("/pools");
  const name = `Sunday Card ${crypto.randomBytes(3).toString("hex")}`;
  await page.getByLabel("Pool name").fill(name);
  await page.getByRole("radio", { name: /^Weekly card/ }).check();
  for (const league of ["NFL", "NBA", "MLB"]) await page.getByRole("checkbox", { name: league }).uncheck();
  await page.getByRole("radio", { name: /^Pick N/ }).check();
  await page.getByLabel("Games each member picks (N)").fill("3");
  await page.getByRole("radio", { name: "Against the spread" }).check();
  await page.getByRole("radio", { name: /^Confidence/ }).check();
  await expectNoAxeViolations(page);
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.getByRole("button", { name: "Create pool" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const poolId = new URL(page.url()).pathname.split("/").at(-1)!;
  const [stored] = await sql<{ picking: string; pickCount: number; market: string; scoring: string }>(
    `SELECT picking::text, "pickCount", market::text, scoring::text FROM "CardPool" WHERE "poolId" = $1`,
    [poolId],
  );
  expect(stored).toEqual({ picking: "PICK_N", pickCount: 3, market: "SPREAD", scoring: "CONFIDENCE" });

  // Three picks: each takes the lowest free number, so the first game holds 1 and the third 3.
  const row = (game: CardGame) => page.locator(`li[data-fixture-id="${game.id}"]`);
  await expect(row(first).getByText(/-140 · \d+% chance/)).toBeVisible();
  await pickSide(row(first), `${first.home} -1.5`);
  await pickSide(row(second), `${second.away} +1.5`);
  await pickSide(row(third), `${third.home} -1.5`);
  await expect(page.getByText("3 of 3 games chosen: your card is full")).toBeVisible();
  const order = page.getByRole("list", { name: "Your picks by confidence, highest first" });
  await expect(order.getByRole("listitem")).toHaveCount(3);
  await expect(order.getByRole("listitem").first()).toContainText(`${third.home} -1.5`);
  await expect(page.getByText(/Expected points as ordered: \d+\.\d\d/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The keyboard alone: the first game's pick climbs two steps, said each time, the focus staying on its button.
  const up = page.getByRole("button", { name: `Move ${first.home} -1.5 up (more points)` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`${first.home} -1.5 now has 2 points.`)).toBeVisible();
  await expect(up).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`${first.home} -1.5 now has 3 points.`)).toBeVisible();
  await expect(order.getByRole("listitem").first()).toContainText(`${first.home} -1.5`);
  await expect(up).toBeDisabled();
  expect(await numbersOf(poolId)).toEqual([
    { fixtureId: first.id, side: "HOME", confidence: 3 },
    { fixtureId: third.id, side: "HOME", confidence: 2 },
    { fixtureId: second.id, side: "AWAY", confidence: 1 },
  ]);

  // A change of side before kickoff keeps the pick's number.
  await pickSide(row(second), `${second.home} -1.5`);
  await expect(page.getByText(`You picked ${second.home} -1.5 for 1 point.`)).toBeVisible();
  expect((await numbersOf(poolId)).find((entry) => entry.fixtureId === second.id)).toEqual({ fixtureId: second.id, side: "HOME", confidence: 1 });

  // The tiebreak: the total of the week's last game.
  await page.getByRole("spinbutton", { name: /^Total points of/ }).fill("6");
  await page.getByRole("button", { name: "Save guess" }).click();
  await expect(page.getByText("Your guess is saved: 6 points.")).toBeVisible();
  const [guess] = await sql<{ guess: number }>(`SELECT guess FROM "CardTiebreakGuess" WHERE "poolId" = $1`, [poolId]);
  expect(guess.guess).toBe(6);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, "card-375");

  // The same card on a laptop and a big screen.
  for (const width of [1050, 1824]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "My card" })).toBeVisible();
    await expect(order.getByRole("listitem").first()).toContainText(`${first.home} -1.5`);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, testInfo, `card-${width}`);
  }
  await context.close();
});
