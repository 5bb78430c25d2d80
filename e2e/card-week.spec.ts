// A card pool's week on one screen in Chromium: three members on an NHL card, the grid of members by games with the
// others' picks hidden until kickoff and the caller's own shown, the sticky member column while the games scroll inside
// their own region (by keyboard too) at 375 px without the page scrolling sideways, the tables and the season, the week
// selector, and axe at 375, 1050 and 1824 px; a pool of more members than a page shows the rest on demand.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations, gamesLaterToday, sql } from "./support";
import { signInAsNewPicker } from "./sign-in";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function call(request: APIRequestContext, method: "post" | "put", url: string, token: string, data: unknown) {
  const response = await request[method](url, { headers: bearer(token), data });
  expect({ url, status: response.status() }).toEqual({ url, status: 200 });
  return (await response.json()).payload;
}

test("the week's grid hides the others' picks, keeps each member's points in view and fits a phone", async ({ browser }) => {
  test.setTimeout(180_000);
  const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext()));
  const [owner, ann, bob] = await Promise.all(contexts.map((context, index) => signInAsNewPicker(context, { prefix: ["cardowner", "cardann", "cardbob"][index] })));
  const request = contexts[0].request;
  const pool = await call(request, "post", "/api/pools", owner.token, {
    name: "Card week",
    kind: "CARD",
    leagues: ["nhl"],
    card: { scoring: "CONFIDENCE", market: "MONEY_LINE", dropWeeks: 1 },
  });
  for (const member of [ann, bob]) await call(request, "post", `/api/pools/join/${pool.inviteCode}`, member.token, {});
  const [first, second] = await gamesLaterToday([[-150, 130], [120, -140]]);
  await call(request, "put", `/api/pools/${pool.id}/card/picks`, ann.token, { fixtureId: first.id, side: "HOME" });
  await call(request, "put", `/api/pools/${pool.id}/card/picks`, bob.token, { fixtureId: second.id, side: "AWAY" });
  await call(request, "put", `/api/pools/${pool.id}/card/picks`, owner.token, { fixtureId: first.id, side: "AWAY" });
  const [{ games }] = await sql<{ games: number }>(
    `SELECT count(*)::int AS games FROM "Fixture" WHERE league = 'NHL' AND "startsAt" >= date_trunc('week', now()) - interval '1 day' AND "startsAt" < date_trunc('week', now()) + interval '8 days'`,
  );
  expect(games).toBeGreaterThanOrEqual(2);

  const page = await contexts[0].newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/pools/${pool.id}`);
  const grid = page.getByRole("region", { name: /^Picks, / });
  await expect(grid).toBeVisible();
  const annRow = grid.getByRole("row", { name: new RegExp(`^${ann.username}`) });
  const myRow = grid.getByRole("row", { name: new RegExp(`^${owner.username} \\(you\\)`) });
  // Another member's pick before kickoff says only that it was made; the caller's own shows its side and number.
  await expect(annRow.getByRole("cell", { name: "Picked ✓" })).toHaveCount(1);
  await expect(myRow.getByRole("rowheader")).toContainText(/pts\. · up to \d+\.\d\d/);
  await expect(myRow.getByRole("cell").filter({ hasText: "pts. at stake" })).toHaveCount(1);

  // The page never scrolls sideways; the grid scrolls inside its region, from the keyboard too, its member column kept.
  for (const width of [375, 1050, 1824]) {
    await page.setViewportSize({ width, height: 900 });
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect({ width, fits }).toEqual({ width, fits: true });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  const header = myRow.getByRole("rowheader");
  const before = await header.boundingBox();
  // Two games and the guess already need more than a phone's width.
  expect(await grid.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
  await grid.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => grid.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
  expect((await header.boundingBox())?.x).toBeCloseTo(before!.x, 0);
  await expect(header).toBeInViewport();
  await page.locator("section", { has: page.locator("#card-week-heading") }).screenshot({ path: "test-results/card-week-375.png" });

  // The week's and the season's tables, the season's rule, and the week selector on this week.
  await expect(page.getByRole("heading", { name: /^Table, / })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Season table" })).toBeVisible();
  await expect(page.getByText("Each member's worst week is left out of the season table.")).toBeVisible();
  await expect(page.getByText(/the season counts from the week of [A-Z][a-z]{2} \d{1,2}\. Ties: Members level on points in a week are separated by the closer guess/)).toBeVisible();
  const week = page.getByRole("combobox", { name: "Week" });
  await expect(week.locator("option:checked")).toHaveText(/\(this week\)$/);
  await expectNoAxeViolations(page);
  await Promise.all(contexts.map((context) => context.close()));
});

test("a pool of more members than a page shows the rest on demand, from the keyboard, at every width, the caller's row always in it", async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const owner = await signInAsNewPicker(context, { prefix: "cardcrowd" });
  const pool = await call(context.request, "post", "/api/pools", owner.token, { name: "Card crowd", kind: "CARD", leagues: ["nhl"], card: {} });
  await gamesLaterToday([[-150, 130]]);
  // 59 members whose ids sort before the owner's: the week's order (by member until the week is settled) puts the owner 60th.
  const run = `${Date.now()}`;
  await sql(
    `INSERT INTO "User" (id, email, username, "updatedAt")
     SELECT 'a' || $1 || '-' || lpad(n::text, 2, '0'), 'crowd-' || $1 || '-' || n || '@example.test', 'crowd' || lpad(n::text, 2, '0') || 'x' || $1, now()
     FROM generate_series(1, 59) n`,
    [run],
  );
  await sql(`INSERT INTO "PoolMember" ("poolId", "userId") SELECT $1, id FROM "User" WHERE id LIKE 'a' || $2 || '-%'`, [pool.id, run]);

  const page = await context.newPage();
  for (const width of [375, 1050, 1824]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/pools/${pool.id}`);
    const grid = page.getByRole("region", { name: /^Picks, / });
    // The grid's own section, inside the page's.
    const section = page.locator("section", { has: grid }).last();
    const members = grid.getByRole("rowheader");
    await expect(members).toHaveCount(51);
    await expect(members.last()).toContainText(`${owner.username} (you)`);
    await expect(section.getByRole("status")).toHaveText("51 members shown");
    const more = section.getByRole("button", { name: "Show more members" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(section.getByRole("status")).toHaveText("60 members shown");
    await expect(members).toHaveCount(60);
    await expect(members.last()).toContainText(`${owner.username} (you)`);
    await expect(more).toHaveCount(0);
    await expect(section.getByRole("status")).toBeFocused();
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect({ width, fits }).toEqual({ width, fits: true });
    await expectNoAxeViolations(page);
    await section.screenshot({ path: `test-results/card-week-members-${width}.png` });
  }
  await context.close();
});
