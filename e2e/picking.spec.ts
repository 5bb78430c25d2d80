// A verified picker filters a league to today, picks a team, sees it with the new share, keeps it after a reload, and cannot pick a started game.
import { expect, test, type BrowserContext } from "@playwright/test";
import { demoPicker, signIn } from "./sign-in";
import { expectNoAxeViolations, sql } from "./support";

const TZ = process.env.APP_TIMEZONE || "America/New_York";

async function signInDemoPicker(context: BrowserContext) {
  const user = await demoPicker();
  await signIn(context, user);
  return user;
}

/** homePicks and awayPicks as the board's shares count them: a hidden pending pick is in neither until the game starts. */
type Candidate = { id: number; league: string; home: string; homePicks: number; awayPicks: number };

/** A pregame game later today (app time zone) with both lines that this picker has not picked; one is made if none is left today. */
async function todaysOpenGame(userId: string): Promise<Candidate> {
  const query = `
    SELECT f.id, lower(f.league::text) AS league, h.name AS home,
      (SELECT count(*) FROM "Pick" p WHERE p."fixtureId" = f.id AND p.kind = 'NORMAL' AND p.side = 'HOME' AND NOT p."countedHidden")::int AS "homePicks",
      (SELECT count(*) FROM "Pick" p WHERE p."fixtureId" = f.id AND p.kind = 'NORMAL' AND p.side = 'AWAY' AND NOT p."countedHidden")::int AS "awayPicks"
    FROM "Fixture" f JOIN "Team" h ON h.id = f."homeTeamId"
    WHERE f.status = 'PREGAME' AND f."startsAt" > now() + interval '10 minutes'
      AND (f."startsAt" AT TIME ZONE $2)::date = (now() AT TIME ZONE $2)::date
      AND f."homeMoneyLine" IS NOT NULL AND f."awayMoneyLine" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "Pick" p WHERE p."fixtureId" = f.id AND p."userId" = $1)
    ORDER BY f."startsAt" LIMIT 1`;
  const [found] = await sql<Candidate>(query, [userId, TZ]);
  if (found) return found;
  // Late in the evening every game of today has started: add one halfway to local midnight.
  await sql(
    `INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", provider, "providerEventId", "updatedAt")
     SELECT 'NHL', now() + (((date_trunc('day', now() AT TIME ZONE $1) + interval '1 day') AT TIME ZONE $1) - now()) / 2, 'PREGAME',
       (SELECT id FROM "Team" WHERE league = 'NHL' ORDER BY id LIMIT 1), (SELECT id FROM "Team" WHERE league = 'NHL' ORDER BY id OFFSET 1 LIMIT 1),
       -140, 120, 'e2e', 'e2e-today', now()`,
    [TZ],
  );
  const [made] = await sql<Candidate>(query, [userId, TZ]);
  return made;
}

const SPORT: Record<string, string> = { nfl: "football", nba: "basketball", nhl: "hockey", mlb: "baseball" };

test("a verified picker picks today's game in one click and keeps the pick", async ({ page, context }) => {
  const user = await signInDemoPicker(context);
  const game = await todaysOpenGame(user.id);
  const sport = SPORT[game.league];

  await page.goto(`/${sport}/${game.league}`);
  await expect(page.getByText("Click on team to pick")).toBeVisible();
  await page.getByRole("navigation", { name: "Time filter" }).getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(/filter=today/);

  const row = page.locator(`article[data-fixture-id="${game.id}"]`);
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  const total = game.homePicks + game.awayPicks + 1;
  const expected = Math.round(((game.homePicks + 1) / total) * 100);
  await row.getByRole("button", { name: `Pick ${game.home}` }).click();
  await expect(row.getByText("Your pick")).toBeVisible();
  await expect(row.getByTestId("pick-share").first()).toBeVisible();
  await expect(row).toContainText(`${expected}% (${game.homePicks + 1})`);

  await expect
    .poll(async () => (await sql(`SELECT side FROM "Pick" WHERE "userId" = $1 AND "fixtureId" = $2`, [user.id, game.id])).length)
    .toBe(1);

  await page.reload();
  const again = page.locator(`article[data-fixture-id="${game.id}"]`);
  await expect(again.getByText("Your pick")).toBeVisible();
  await expect(again).toContainText(`${expected}% (${game.homePicks + 1})`);
  await expect(again.getByRole("button")).toHaveCount(0);
});

test("a game that has started cannot be picked, on the page or through the API", async ({ page, context, baseURL }) => {
  const user = await signInDemoPicker(context);
  // A game the feed still calls PREGAME but whose start has passed by the database clock.
  const [game] = await sql<{ id: number; league: string; home: string }>(
    `UPDATE "Fixture" f SET "startsAt" = now() - interval '1 minute'
     FROM "Team" h
     WHERE h.id = f."homeTeamId" AND f.id = (
       SELECT id FROM "Fixture" WHERE status = 'PREGAME' AND "homeMoneyLine" IS NOT NULL AND "startsAt" > now() + interval '1 day'
         AND NOT EXISTS (SELECT 1 FROM "Pick" p WHERE p."fixtureId" = "Fixture".id AND p."userId" = $1)
       ORDER BY "startsAt" LIMIT 1)
     RETURNING f.id, lower(f.league::text) AS league, h.name AS home`,
    [user.id],
  );
  const sport = SPORT[game.league];

  await page.goto(`/${sport}/${game.league}/fixture/${game.id}`);
  // Where it leads is checked in layout-polish.spec.ts.
  await expect(page.getByRole("button", { name: /^Back to / })).toBeVisible();
  await expect(page.getByRole("button", { name: `Pick ${game.home}` })).toBeDisabled();
  await expectNoAxeViolations(page);

  const refused = await page.request.post(`/api/${sport}/${game.league}/pick`, {
    data: { side: "HOME", fixtureId: game.id },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).error.code).toBe("PICK_CLOSED");
  expect(await sql(`SELECT 1 FROM "Pick" WHERE "userId" = $1 AND "fixtureId" = $2`, [user.id, game.id])).toHaveLength(0);

  // A finished game shows its outcome and no pick buttons at all.
  const [final] = await sql<{ id: number }>(
    `SELECT id FROM "Fixture" WHERE league = upper($1)::"League" AND status = 'FINAL' AND "winnerSide" IS NOT NULL ORDER BY "startsAt" DESC LIMIT 1`,
    [game.league],
  );
  await page.goto(`/${sport}/${game.league}/fixture/${final.id}`);
  await expect(page.getByTestId("outcome")).toContainText("won");
  await expect(page.getByRole("button", { name: /: pick / })).toHaveCount(0);
});
