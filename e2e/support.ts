// Shared helpers for the journeys: direct database reads, games of their own and an axe check (signing in is ./sign-in).
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";

export function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  return sqlOn<T>(process.env.E2E_DATABASE_URL!, text, values);
}

/** The same on another database of the end-to-end server (the live journey's own). */
export async function sqlOn<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Axe's WCAG 2.0 and 2.1 A and AA rules, and its label-in-name check (WCAG 2.5.3): an element named by aria-label or
 * aria-labelledby must hold the text it shows in its name, so a picker using speech input can say what they see. That
 * check is experimental in axe, off unless enabled by name, which the options below do before the tags are chosen
 * (setting the options replaces the tags).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Every page has a title; while a router.refresh() streams the new render (after an upload, a follow) the <title>
  // can be absent for a moment, and axe must not sample that instant.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
}

/**
 * Axe's label-in-name check alone on the elements `selector` matches, which must find at least one element to check:
 * proves a page's buttons of a kind are checked at all, which the whole-page check above cannot say.
 */
export async function expectLabelsInNames(page: Page, selector: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).withRules(["label-content-name-mismatch"]).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`))).toEqual([]);
  expect(results.passes.flatMap((pass) => pass.nodes).length).toBeGreaterThan(0);
}

const TZ = process.env.APP_TIMEZONE || "America/New_York";

export type Game = { id: number; home: string; away: string };

/** Picks the game's home side on today's NHL board, and waits for its row to say it is the picker's pick. */
export async function pickHomeToday(page: Page, game: Game): Promise<void> {
  await page.goto("/hockey/nhl?filter=today");
  const row = page.locator(`article[data-fixture-id="${game.id}"]`);
  await row.getByRole("button", { name: `Pick ${game.home}` }).click();
  await expect(row.getByText("Your pick")).toBeVisible();
}

/**
 * The games kick off now by the database's clock (the lock and the hidden-picks rules read it): not earlier, so a member
 * who joined a pool a moment ago was in it for them (the automatic picks count only those).
 */
export async function kickOff(gameIds: number[]): Promise<void> {
  await sql(`UPDATE "Fixture" SET "startsAt" = now() WHERE id = ANY($1::int[])`, [gameIds]);
}

/** One scheduled run, as the cron calls it: the feed's sync, then settlement of what it finds over. */
export async function runScheduledSync(request: APIRequestContext): Promise<void> {
  const sync = await request.get("/api/cron/sync", { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } });
  expect(sync.status()).toBe(200);
}

/** Turns a checkbox on from the keyboard (focus, then Space), as a keyboard user does, from off. */
export async function checkWithSpace(page: Page, name: string): Promise<void> {
  const box = page.getByRole("checkbox", { name });
  await expect(box).not.toBeChecked();
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
}

/**
 * NHL games of their own, later today in the app's time zone, with known lines (home, away). Their provider is "e2e",
 * which no sync reads; a journey whose games the sync must settle gives the feed's own ("demo").
 */
export async function gamesLaterToday(lines: [number, number][], provider = "e2e"): Promise<Game[]> {
  const run = crypto.randomBytes(4).toString("hex");
  const games: Game[] = [];
  for (const [index, [home, away]] of lines.entries()) {
    const [game] = await sql<Game>(
      `WITH teams AS (SELECT id, name, row_number() OVER (ORDER BY id) AS n FROM "Team" WHERE league = 'NHL'),
            inserted AS (
              INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", provider, "providerEventId", "updatedAt")
              SELECT 'NHL', now() + (((date_trunc('day', now() AT TIME ZONE $1) + interval '1 day') AT TIME ZONE $1) - now()) / 2, 'PREGAME',
                (SELECT id FROM teams WHERE n = $2), (SELECT id FROM teams WHERE n = $3), $4, $5, $7, $6, now()
              RETURNING id, "homeTeamId", "awayTeamId")
       SELECT i.id, h.name AS home, a.name AS away FROM inserted i JOIN "Team" h ON h.id = i."homeTeamId" JOIN "Team" a ON a.id = i."awayTeamId"`,
      [TZ, 2 * index + 1, 2 * index + 2, home, away, `e2e-parlay-${run}-${index}`, provider],
    );
    games.push(game);
  }
  return games;
}

/**
 * Opens the board's parlay builder. A click that lands before the page hydrates does nothing (the server's HTML has no
 * handler yet): press again until the builder is open, as a picker would.
 */
export async function openParlayBuilder(page: Page) {
  const create = page.getByRole("button", { name: "Create new parlay" });
  await expect(async () => {
    if ((await create.getAttribute("aria-pressed")) !== "true") await create.click();
    await expect(create).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Whether the page is wider than the screen (a strip scrolling inside itself is not), naming what reaches past its edge. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.documentElement.scrollWidth <= window.innerWidth
      ? []
      : [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
          .slice(0, 5),
  );
}
