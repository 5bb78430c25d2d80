// Free daily picks: the list redirect, a complete report without JavaScript, structured data, sitemap, robots and publishing from /admin.
import crypto from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { renderMarkdown } from "../lib/markdown/render-markdown";
import { signInAsNewPicker } from "./sign-in";
import { expectNoAxeViolations, sql } from "./support";

type PublishedRow = { id: number; report: string; home: string; away: string; startsAt: Date };

async function latestNflReport(): Promise<PublishedRow> {
  const [row] = await sql<PublishedRow>(
    `SELECT f.id, f.report, h.name AS home, a.name AS away, f."startsAt"
     FROM "Fixture" f JOIN "Team" h ON h.id = f."homeTeamId" JOIN "Team" a ON a.id = f."awayTeamId"
     WHERE f.league = 'NFL' AND f.report IS NOT NULL AND f."reportPublishedAt" <= now()
     ORDER BY f."startsAt" DESC, f.id DESC LIMIT 1`,
  );
  expect(row, "the seed publishes NFL reports").toBeTruthy();
  return row;
}

/** The text a browser shows for the report, from the same renderer, for comparison with the page. */
async function expectedReportText(page: Page, markdown: string): Promise<string> {
  return page.evaluate((html) => {
    const div = document.createElement("div");
    div.innerHTML = html;
    document.body.appendChild(div);
    const text = div.innerText;
    div.remove();
    return text;
  }, renderMarkdown(markdown));
}

async function signInAs(context: BrowserContext, role: "USER" | "ADMIN"): Promise<string> {
  const id = `e2e_${role.toLowerCase()}_${crypto.randomBytes(4).toString("hex")}`;
  await signInAsNewPicker(context, { id, username: id, role });
  return id;
}

test("/picks/daily without a league redirects to the NFL list, newest game first, with the season label", async ({ page }) => {
  const nfl = await sql<{ id: number }>(
    `SELECT id FROM "Fixture" WHERE league = 'NFL' AND report IS NOT NULL AND "reportPublishedAt" <= now() ORDER BY "startsAt" DESC, id DESC LIMIT 20`,
  );
  await page.goto("/picks/daily");
  await expect(page).toHaveURL(/\/picks\/daily\?sport=football&league=nfl$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free daily NFL picks");
  await expect(page.getByText(/^Season \d{4}\/\d{2}$/)).toBeVisible();
  const links = page.getByRole("list", { name: "Free daily picks" }).getByRole("link");
  // The list's read is cached a minute: a report whose publication time passed since the last read shows once it
  // expires, so a reload may be needed.
  await expect(async () => {
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    if (hrefs.length !== nfl.length) await page.reload();
    expect(hrefs).toEqual(nfl.map((row) => `/picks/daily/football/nfl/${row.id}`));
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  await page.getByRole("navigation", { name: "Leagues" }).getByRole("link", { name: "MLB" }).click();
  await expect(page).toHaveURL(/sport=baseball&league=mlb$/);
  await expect(page.getByText(/^Season \d{4}$/)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a daily pick shows its title, game and the whole report, and invites visitors to sign up", async ({ page }) => {
    const pick = await latestNflReport();
    await page.goto(`/picks/daily/football/nfl/${pick.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Free daily NFL pick: ${pick.home}-${pick.away}`);
    const report = page.getByTestId("daily-pick-report");
    const expected = await expectedReportText(page, pick.report);
    expect(expected.length).toBeGreaterThan(200);
    expect((await report.innerText()).trim()).toBe(expected.trim());
    await expect(report.locator("table")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Sign up to pick" })).toHaveAttribute("href", "/signup");
    // axe needs page JavaScript: the accessibility check of this page runs in the structured-data journey below.
  });
});

test("the JSON-LD and meta tags describe the pick", async ({ page, request }) => {
  const pick = await latestNflReport();
  const path = `/picks/daily/football/nfl/${pick.id}`;
  await page.goto(path);
  await expectNoAxeViolations(page);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = scripts.flatMap((text) => (JSON.parse(text) as { "@graph"?: Record<string, unknown>[] })["@graph"] ?? []);
  const event = graph.find((node) => node["@type"] === "SportsEvent") as { homeTeam: { name: string }; awayTeam: { name: string }; startDate: string };
  expect(event.homeTeam.name).toBe(pick.home);
  expect(event.awayTeam.name).toBe(pick.away);
  expect(new Date(event.startDate).getTime()).toBe(new Date(pick.startsAt).getTime());
  const article = graph.find((node) => node["@type"] === "Article") as { headline: string; datePublished: string; author: { name: string } };
  expect(article.headline).toBe(`Free daily NFL pick: ${pick.home}-${pick.away}`);
  expect(article.author.name).toBe("Pickline");
  expect(Number.isNaN(Date.parse(article.datePublished))).toBe(false);

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `Free daily NFL pick: ${pick.home}-${pick.away}`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
    const url = new URL((await page.locator(selector).first().getAttribute("content")) ?? "", "http://x");
    const image = await request.get(url.pathname + url.search);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
});

test("sitemap.xml is well-formed XML listing the daily picks, and robots.txt points to it", async ({ page, request }) => {
  const pick = await latestNflReport();
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    return Array.from(doc.getElementsByTagName("url")).map((u) => ({
      loc: u.getElementsByTagName("loc")[0]?.textContent ?? "",
      lastmod: u.getElementsByTagName("lastmod")[0]?.textContent ?? "",
    }));
  }, xml);
  expect(parsed, "sitemap.xml parses").not.toBeNull();
  const locs = parsed!.map((u) => new URL(u.loc).pathname + new URL(u.loc).search);
  expect(locs).toEqual(expect.arrayContaining(["/", "/leaderboard", "/rules", "/football/nfl", "/picks/daily?sport=football&league=nfl", `/picks/daily/football/nfl/${pick.id}`]));
  expect(parsed!.every((u) => !Number.isNaN(Date.parse(u.lastmod)))).toBe(true);

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  for (const path of ["/api/", "/admin", "/login", "/signup", "/verify", "/logout", "/notifications"]) expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test("a signed-in picker is sent to the fixture page to pick", async ({ page, context }) => {
  const pick = await latestNflReport();
  await signInAs(context, "USER");
  await page.goto(`/picks/daily/football/nfl/${pick.id}`);
  await expect(page.getByRole("link", { name: /Pick this game|See the game/ })).toHaveAttribute("href", `/football/nfl/fixture/${pick.id}`);
});

test("/admin is not found for a picker", async ({ page, context }) => {
  await signInAs(context, "USER");
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(404);
});

test("publishing a report from /admin puts it on the public list at once", async ({ page, context }) => {
  await signInAs(context, "ADMIN");
  const [fixture] = await sql<{ id: number; home: string; away: string }>(
    `SELECT f.id, h.name AS home, a.name AS away FROM "Fixture" f
     JOIN "Team" h ON h.id = f."homeTeamId" JOIN "Team" a ON a.id = f."awayTeamId"
     WHERE f.league = 'NFL' AND f.report IS NULL AND f.status = 'PREGAME' AND f."startsAt" > now()
     ORDER BY f."startsAt" ASC LIMIT 1`,
  );
  // Visit the list first so that it is cached: publishing must refresh it.
  await page.goto("/picks/daily?sport=football&league=nfl");
  await expect(page.locator(`a[href="/picks/daily/football/nfl/${fixture.id}"]`)).toHaveCount(0);

  await page.goto(`/admin?league=nfl&fixture=${fixture.id}`);
  await expect(page.getByRole("heading", { name: `Report: ${fixture.away} at ${fixture.home}` })).toBeVisible();
  await page.getByLabel("Report (markdown)").fill("## Admin pick\n\n| Side | Line |\n| --- | --- |\n| Home | -120 |\n\n[bad](javascript:alert(1))");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Admin pick" })).toBeVisible();
  await expect(preview.getByRole("cell", { name: "-120" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "bad" })).toHaveAttribute("href", "");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published");
  await expect(page.getByRole("table", { name: "Recent admin changes" }).getByRole("row").nth(1)).toContainText("Report published");

  await page.goto("/picks/daily?sport=football&league=nfl");
  const link = page.locator(`a[href="/picks/daily/football/nfl/${fixture.id}"]`);
  await expect(link).toHaveText(`Free daily NFL pick: ${fixture.home}-${fixture.away}`);
  await link.click();
  await expect(page.getByTestId("daily-pick-report").getByRole("heading", { name: "Admin pick" })).toBeVisible();
  const audit = await sql<{ action: string }>(`SELECT action::text FROM "AdminAudit" WHERE "fixtureId" = $1 ORDER BY id`, [fixture.id]);
  expect(audit.map((row) => row.action)).toEqual(["REPORT_SAVED", "REPORT_PUBLISHED"]);
});

test("an admin corrects a final result from /admin and the change is listed", async ({ page, context }) => {
  await signInAs(context, "ADMIN");
  const [game] = await sql<{ id: number; home: string; away: string; homeScore: number; awayScore: number }>(
    `SELECT f.id, h.name AS home, a.name AS away, f."homeScore", f."awayScore" FROM "Fixture" f
     JOIN "Team" h ON h.id = f."homeTeamId" JOIN "Team" a ON a.id = f."awayTeamId"
     WHERE f.league = 'NBA' AND f.status = 'FINAL' AND f."homeScore" <> f."awayScore" AND f."startsAt" > now() - interval '3 days'
       -- Not a game of the demo survivor pool: its correction would re-settle the pool the survivor journey starts from.
       AND NOT EXISTS (SELECT 1 FROM "SurvivorPick" sp WHERE sp."fixtureId" = f.id)
     ORDER BY f."startsAt" DESC LIMIT 1`,
  );
  expect(game, "the demo season plays NBA games every day").toBeTruthy();
  await page.goto(`/admin?league=nba&fixture=${game.id}`);
  const form = page.getByRole("form", { name: "Correct the final result" });
  await form.getByLabel(game.home).fill(String(game.awayScore));
  await form.getByLabel(game.away).fill(String(game.homeScore));
  await form.getByRole("button", { name: "Correct result" }).click();
  await expect(form.getByRole("status")).toHaveText("Result corrected and re-settled");
  await expect(page.getByRole("table", { name: "Recent admin changes" }).getByRole("row").nth(1)).toContainText("Result corrected");
  const [stored] = await sql<{ homeScore: number; awayScore: number; winnerSide: string }>(
    `SELECT "homeScore", "awayScore", "winnerSide"::text FROM "Fixture" WHERE id = $1`,
    [game.id],
  );
  expect(stored).toEqual({ homeScore: game.awayScore, awayScore: game.homeScore, winnerSide: game.awayScore > game.homeScore ? "HOME" : "AWAY" });

  // An admin without a username is listed by e-mail address, one long word: it wraps in its cell, and every column of
  // the table stays in view on a phone; where the table does scroll, its box is reachable from the keyboard (axe).
  const longName = "an.administrator.without.a.nickname@pickline-example-company.test";
  await sql(`INSERT INTO "AdminAudit" ("actorId", "actorName", action, "fixtureId", details) VALUES ('e2e', $1, 'REPORT_SAVED', $2, '{}')`, [longName, game.id]);
  await page.reload();
  const region = page.getByRole("region", { name: "Table of recent admin changes" });
  await expect(region.getByRole("row").nth(1)).toContainText(longName);
  for (const width of [375, 1050, 1824]) {
    await page.setViewportSize({ width, height: 900 });
    const fits = await region.evaluate((box) => box.scrollWidth <= box.clientWidth);
    expect({ width, fits }).toEqual({ width, fits: true });
    await expectNoAxeViolations(page);
  }
});
