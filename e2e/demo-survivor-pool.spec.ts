// A survivor pool to its winner on the demo world: the owner of "Last One Standing" reads who is alive and the
// elimination log, turns on counting survivor picks on the board and picks a team with the keyboard (a team already
// used is disabled with its reason); another member on a phone sees only "Picked ✓"; the slate's games end, the pool
// settles, and the owner is its winner, told by a notification.
import crypto from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import type { SurvivorState } from "@/lib/contracts/survivor";
import { signIn } from "./sign-in";
import { expectNoAxeViolations, sql } from "./support";

const TZ = process.env.APP_TIMEZONE || "America/New_York";

async function signedInAs(browser: Browser, userId: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await signIn(context, { id: userId });
  return context.newPage();
}

/** A new NBA game in the slate, halfway between now (or the slate's start) and the slate's end. */
async function gameInSlate(slate: string, homeTeamId: number, awayTeamId: number): Promise<number> {
  const [game] = await sql<{ id: number }>(
    `WITH b AS (SELECT greatest(now(), $1::date::timestamp AT TIME ZONE $2) AS s, ($1::date + 1)::timestamp AT TIME ZONE $2 AS e)
     INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", provider, "providerEventId", "updatedAt")
     SELECT 'NBA', b.s + (b.e - b.s) / 2, 'PREGAME', $3, $4, -160, 140, 'e2e', $5, now() FROM b RETURNING id`,
    [slate, TZ, homeTeamId, awayTeamId, `e2e-survivor-${crypto.randomBytes(4).toString("hex")}`],
  );
  return game.id;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("the owner picks with the keyboard, the pool settles its slate and ends with its winner", async ({ browser }) => {
  test.setTimeout(180_000);
  const [pool] = await sql<{ id: string; ownerId: string; username: string; settledThrough: string }>(
    `SELECT p.id, p."ownerId", u.username, s."settledThrough"::text AS "settledThrough"
     FROM "Pool" p JOIN "SurvivorPool" s ON s."poolId" = p.id JOIN "User" u ON u.id = p."ownerId" WHERE p.name = 'Last One Standing'`,
  );
  const owner = await signedInAs(browser, pool.ownerId, { width: 1280, height: 900 });
  const state = (await (await owner.request.get(`/api/pools/${pool.id}/survivor`)).json()).payload as SurvivorState;
  expect(state).toMatchObject({ league: "nba", members: 10, alive: 7, ended: false, me: { lives: 1 } });
  const slate = state.slate!.slate;

  // Two games of our own on the open slate: one between teams the owner never used, one with a team they did.
  // Teams with no game on the slate yet, so each button's name is the only one of its kind.
  const playing = new Set(state.games.flatMap((game) => [game.home.abbreviation, game.away.abbreviation]));
  const used = state.me!.usedTeams.map((team) => team.abbreviation);
  const nba = await sql<{ id: number; abbreviation: string }>(`SELECT id, abbreviation FROM "Team" WHERE league = 'NBA' ORDER BY id`);
  const teams = nba.filter((team) => !playing.has(team.abbreviation));
  // The picked teams' abbreviations are looked for in text: none may stand inside another's (SA in SAC).
  const distinct = (team: { abbreviation: string }) => !nba.some((other) => other.abbreviation !== team.abbreviation && other.abbreviation.includes(team.abbreviation));
  const fresh = teams.filter((team) => !used.includes(team.abbreviation) && distinct(team));
  const usedTeam = teams.find((team) => used.includes(team.abbreviation))!;
  const [home, away, other] = fresh.slice(-3);
  await gameInSlate(slate, home.id, away.id);
  await gameInSlate(slate, usedTeam.id, other.id);

  await owner.goto(`/pools/${pool.id}`);
  await expect(owner.getByRole("heading", { level: 1, name: "Last One Standing" })).toBeVisible();
  await expect(owner.getByText("7 of 10 alive")).toBeVisible();
  await expect(owner.getByRole("list", { name: "Lives lost, newest first" }).getByText(/and is out$/)).toHaveCount(3);
  const usedButton = owner.getByRole("button", { name: `Pick ${usedTeam.abbreviation}`, exact: true });
  await expect(usedButton).toBeDisabled();
  await expect(usedButton).toHaveAccessibleDescription(/^Already used \(/);
  await expectNoAxeViolations(owner);

  // With the keyboard: count survivor picks on the board, then pick the home side of our game.
  const board = owner.getByRole("checkbox", { name: "Also count my survivor picks as money-line picks on the global board" });
  await board.focus();
  await owner.keyboard.press("Space");
  await expect(owner.getByText("Your next survivor picks also count on the board.")).toBeVisible();
  await expect(board).toBeChecked();
  const pick = owner.getByRole("button", { name: `Pick ${home.abbreviation}`, exact: true });
  await pick.focus();
  await owner.keyboard.press("Enter");
  const said = owner.getByRole("region", { name: "Survivor" }).getByRole("status");
  await expect(said).toContainText(`You picked ${home.abbreviation}`);
  await expect(said).toContainText("It also counts as a money-line pick on the board.");
  await expect(owner.getByRole("button", { name: `Pick ${home.abbreviation}`, exact: true, pressed: true })).toBeVisible();
  for (const width of [1050, 1824]) {
    await owner.setViewportSize({ width, height: 900 });
    expect(await noSidewaysScroll(owner)).toBe(true);
  }

  // Another member on a phone: the owner has picked, the team stays hidden until the game starts.
  const [member] = await sql<{ userId: string }>(
    `SELECT "userId" FROM "SurvivorEntry" WHERE "poolId" = $1 AND lives > 0 AND "userId" <> $2 ORDER BY "userId" LIMIT 1`,
    [pool.id, pool.ownerId],
  );
  const phone = await signedInAs(browser, member.userId, { width: 375, height: 812 });
  await phone.goto(`/pools/${pool.id}`);
  const ownerRow = phone.getByRole("list", { name: "Members, lives and used teams" }).getByRole("listitem").filter({ hasText: pool.username });
  await expect(ownerRow).toContainText("Picked ✓");
  await expect(ownerRow).not.toContainText(home.abbreviation);
  // One Members heading on the page: the survivor panel heads its list by what it shows.
  await expect(phone.getByRole("heading", { name: "Members", exact: true })).toHaveCount(1);
  await expect(phone.getByRole("heading", { name: "Lives and used teams" })).toBeVisible();
  expect(await noSidewaysScroll(phone)).toBe(true);
  await expectNoAxeViolations(phone);

  // Every game of the slates still open ends: the owner's teams win, every other game is a tie (a life each).
  await sql(
    `UPDATE "Fixture" f SET status = 'FINAL', "homeScore" = CASE WHEN o.side = 'HOME' THEN 110 ELSE 100 END,
       "awayScore" = CASE WHEN o.side = 'AWAY' THEN 110 ELSE 100 END, "winnerSide" = o.side
     FROM (SELECT x.id, (SELECT sp.side FROM "SurvivorPick" sp WHERE sp."fixtureId" = x.id AND sp."poolId" = $1 AND sp."userId" = $2) AS side
           FROM "Fixture" x WHERE x.league = 'NBA' AND x."startsAt" >= ($3::date + 1)::timestamp AT TIME ZONE $5
             AND x."startsAt" < ($4::date + 1)::timestamp AT TIME ZONE $5) o
     WHERE f.id = o.id`,
    [pool.id, pool.ownerId, pool.settledThrough, slate, TZ],
  );
  await owner.reload();
  await expect(owner.getByText(`The pool is over: ${pool.username} won.`)).toBeVisible();
  await expect(owner.getByText("1 of 10 alive")).toBeVisible();
  await expect(owner.getByText("You won: last one standing.")).toBeVisible();
  await expectNoAxeViolations(owner);
  const [{ told }] = await sql<{ told: number }>(`SELECT count(*)::int AS told FROM "Notification" WHERE type = 'SURVIVOR_ENDED' AND details->>'poolId' = $1`, [pool.id]);
  expect(told).toBe(10);
  await owner.goto("/notifications");
  await expect(owner.getByText("You won Last One Standing: last one standing")).toBeVisible();
  await phone.goto("/notifications");
  await expect(phone.getByText(`Last One Standing is over: ${pool.username} won`)).toBeVisible();
});
