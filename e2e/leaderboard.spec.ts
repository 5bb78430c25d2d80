// The leaderboard journey: period tabs change the ranking, every list matches the database, and the caller's row is pinned.
import { expect, test, type Page } from "@playwright/test";
import { formatPoints } from "../lib/domain/format";
import { signIn } from "./sign-in";
import { expectNoAxeViolations, sql } from "./support";

const TIME_ZONE = process.env.APP_TIMEZONE || "America/New_York";
const SETTLED = `SELECT "userId", points, "settledAt" FROM "Pick" WHERE kind = 'NORMAL' AND state = 'FINAL'
  UNION ALL SELECT "userId", points, "settledAt" FROM "Parlay" WHERE state = 'FINAL'`;

/**
 * Expected top 25 from the settled picks and parlays themselves (not the standings the page reads), competition-ranked
 * on the exact totals: two pickers both shown as "1.09 pts." (1.0909 and 1.0870) are not tied. Scores are written by the
 * app's own formatter: a total of 3.425 reads "3.43", where Number#toFixed gives "3.42" (its binary value is below 3.425).
 */
async function expected(period: "TODAY" | "ALL") {
  const rows =
    period === "ALL"
      ? await sql<{ userId: string; points: string }>(
          `SELECT "userId", sum(points)::text AS points FROM (${SETTLED}) s GROUP BY 1 HAVING sum(points) > 0`,
        )
      : await sql<{ userId: string; points: string }>(
          `SELECT "userId", sum(points)::text AS points FROM (${SETTLED}) s
           WHERE ("settledAt" AT TIME ZONE $1)::date = (now() AT TIME ZONE $1)::date GROUP BY 1 HAVING sum(points) > 0`,
          [TIME_ZONE],
        );
  const sorted = rows.sort((a, b) => Number(b.points) - Number(a.points) || (a.userId < b.userId ? -1 : 1));
  return sorted.slice(0, 25).map((row) => ({
    userId: row.userId,
    rank: 1 + sorted.filter((other) => Number(other.points) > Number(row.points)).length,
    score: `${formatPoints(row.points)} pts.`,
  }));
}

async function shown(page: Page) {
  const list = page.getByRole("list", { name: "Leaderboard" });
  const rows = list.getByTestId("leaderboard-row");
  return Promise.all(
    (await rows.all()).map(async (row) => ({
      userId: (await row.getAttribute("data-user-id"))!,
      rank: Number(await row.locator("span").first().textContent()),
      score: (await row.locator("span").last().textContent())!,
    })),
  );
}

test("the period tabs change the ranking, and each one matches the database", async ({ page }) => {
  await page.goto("/leaderboard");
  await expect(page.getByRole("heading", { level: 1, name: "Leaderboard" })).toBeVisible();
  // The periods are links to their own URLs: a nav with aria-current, not an ARIA tablist.
  const periods = page.getByRole("navigation", { name: "Time period" });
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(periods.getByRole("link", { name: "This week" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  await periods.getByRole("link", { name: "All" }).click();
  await expect(periods.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  const all = await expected("ALL");
  expect(all.length).toBeGreaterThan(0);
  await expect(page.getByTestId("leaderboard-row")).toHaveCount(all.length);
  expect(await shown(page)).toEqual(all);
  const first = page.getByTestId("leaderboard-row").first();
  await expect(first.getByRole("link")).toHaveAttribute("href", /^\/picker\/.+/);

  await periods.getByRole("link", { name: "Today" }).click();
  await expect(periods.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "page");
  const today = await expected("TODAY");
  if (today.length === 0) {
    await expect(page.getByText(/No points scored in this period yet/)).toBeVisible();
  } else {
    await expect(page.getByTestId("leaderboard-row")).toHaveCount(today.length);
    expect(await shown(page)).toEqual(today);
  }
  expect(today).not.toEqual(all);
  await expectNoAxeViolations(page);
});

test("a signed-in picker below the first page sees their own row pinned", async ({ page, context }) => {
  const ranked = await sql<{ id: string; username: string }>(
    `SELECT u.id, u.username FROM "Standing" s JOIN "User" u ON u.id = s."userId"
     WHERE s.points > 0 ORDER BY s.points DESC, u.id OFFSET 25 LIMIT 1`,
  );
  // The demo world is deterministic: most of its 40 pickers have scored, so someone is ranked below 25.
  expect(ranked).toHaveLength(1);
  const [user] = ranked;
  await signIn(context, user);

  await page.goto("/leaderboard?period=ALL");
  const pinned = page.getByRole("list", { name: "Your rank" });
  await expect(pinned).toContainText(user.username);
  await expect(pinned).toContainText("(you)");
  await expectNoAxeViolations(page);
});

/**
 * Expected Sharpest board (all time) from the picks themselves, in exact numeric arithmetic: picks counted, average CLV.
 * A pick's closing price is its side's in its market; a spread or total has one only if the line closed at its point.
 */
async function expectedSharpest() {
  const rows = await sql<{ userId: string; average: string }>(
    `SELECT p."userId", avg(money_line_decimal(p."moneyLine") / money_line_decimal(c.line) - 1)::text AS average
     FROM "Pick" p JOIN "Fixture" f ON f.id = p."fixtureId"
     CROSS JOIN LATERAL (SELECT CASE p.market
       WHEN 'MONEY_LINE' THEN CASE WHEN p.side = 'HOME' THEN f."closingHomeMoneyLine" ELSE f."closingAwayMoneyLine" END
       WHEN 'SPREAD' THEN CASE WHEN (CASE WHEN p.side = 'HOME' THEN f."closingHomeSpread" ELSE -f."closingHomeSpread" END) = p.point
         THEN CASE WHEN p.side = 'HOME' THEN f."closingHomeSpreadPrice" ELSE f."closingAwaySpreadPrice" END END
       ELSE CASE WHEN f."closingTotalPoints" = p.point THEN CASE WHEN p.side = 'OVER' THEN f."closingOverPrice" ELSE f."closingUnderPrice" END END
     END AS line) c
     WHERE p.kind = 'NORMAL' AND p.state = 'FINAL' AND p.outcome <> 'PUSH' AND p."opposingMoneyLine" IS NOT NULL AND c.line IS NOT NULL
     GROUP BY p."userId" HAVING count(*) >= 20`,
  );
  const sorted = rows.map((row) => ({ userId: row.userId, clv: Number(row.average) * 100 })).sort((a, b) => b.clv - a.clv);
  return sorted.slice(0, 25).map((row) => ({ ...row, rank: 1 + sorted.filter((other) => other.clv > row.clv).length }));
}

test("the Sharpest board is one keypress away and ranks the demo's pickers by average CLV, as their picks say", async ({ page }) => {
  await page.goto("/leaderboard?period=ALL");
  const ranking = page.getByRole("navigation", { name: "Ranking" });
  await expect(ranking.getByRole("link", { name: "Points" })).toHaveAttribute("aria-current", "page");
  await ranking.getByRole("link", { name: "Points" }).focus();
  await page.keyboard.press("Tab");
  const sharpest = ranking.getByRole("link", { name: "Sharpest" });
  await expect(sharpest).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(sharpest).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveURL(/sort=clv/);
  // The period stays, and the period tabs keep the board.
  const periods = page.getByRole("navigation", { name: "Time period" });
  await expect(periods.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await expect(periods.getByRole("link", { name: "Today" })).toHaveAttribute("href", /sort=clv/);

  const expected = await expectedSharpest();
  // The demo world must show a board, not an empty list.
  expect(expected.length).toBeGreaterThan(2);
  const rows = page.getByRole("list", { name: "Sharpest pickers" }).getByTestId("leaderboard-row");
  await expect(rows).toHaveCount(expected.length);
  const shown = await Promise.all(
    (await rows.all()).map(async (row) => ({
      userId: (await row.getAttribute("data-user-id"))!,
      rank: Number(await row.locator("span").first().textContent()),
      clv: Number((await row.getByText(/% CLV$/).textContent())!.replace("−", "-").replace(/[+% A-Z]/g, "")),
    })),
  );
  expect(shown.map(({ userId, rank }) => ({ userId, rank }))).toEqual(expected.map(({ userId, rank }) => ({ userId, rank })));
  for (const [i, row] of shown.entries()) expect(Math.abs(row.clv - expected[i].clv)).toBeLessThan(0.006);
  await expect(rows.first()).toContainText(/beat the close \d+% · \d+ picks/);
  await expectNoAxeViolations(page);
});
