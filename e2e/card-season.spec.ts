// A confidence card pool against the spread through two weeks of the demo world, three members each in a browser of
// their own. The owner creates it from /pools (every game, the favourite picked for a missed game); the others join by
// the invite link. The first week is played as this week, then a week goes by and it is last week's: three picks each,
// ordered by keyboard, a change of side, tiebreak guesses hidden until the last game starts, a push, and a tie on
// points the closer guess decides for the week's winner. Then this week: a started game locks (its pick and its
// number), its cells are revealed while the others stay hidden, a member who missed it gets the favourite
// automatically with her lowest free number, and the season table adds both weeks. Every figure is worked out here
// from the rules: a win scores its confidence number, a push nothing.
import crypto from "node:crypto";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { finalScore, pickSide, spreadGamesLaterToday, type CardGame } from "./card-games";
import { signInAsNewPicker } from "./sign-in";
import { kickOff, runScheduledSync, sql } from "./support";

const TZ = process.env.APP_TIMEZONE || "America/New_York";

type Member = { id: string; username: string; page: Page };

async function memberIn(browser: Browser, prefix: string): Promise<Member> {
  const context = await browser.newContext();
  const user = await signInAsNewPicker(context, { prefix });
  return { id: user.id, username: user.username, page: await context.newPage() };
}

/** This week's and last week's Mondays in the app's time zone, as the week selector's values write them. */
async function mondays(): Promise<{ thisWeek: string; lastWeek: string }> {
  const [row] = await sql<{ thisWeek: string; lastWeek: string }>(
    `SELECT to_char(date_trunc('week', now() AT TIME ZONE $1), 'YYYY-MM-DD') AS "thisWeek",
            to_char(date_trunc('week', now() AT TIME ZONE $1) - interval '7 days', 'YYYY-MM-DD') AS "lastWeek"`,
    [TZ],
  );
  return row;
}

/**
 * A week goes by for this week's card: the pool was made a week earlier (its season counts from last week), its picks
 * and guesses become last week's, and its games were played last Sunday night, a quarter of an hour apart and after
 * every game of the demo schedule (whose latest start is 22:30), so the last of them is the week's last game, the one
 * the guesses are about. The members' joins keep their time: joined last week, they would have missed the demo
 * schedule's other games of last week and been given them as automatic picks.
 */
async function playedLastWeek(poolId: string, games: CardGame[]): Promise<void> {
  await sql(`UPDATE "Pool" SET "createdAt" = "createdAt" - interval '7 days' WHERE id = $1`, [poolId]);
  // The picks before their games: a pick's row is fixed once its game has started.
  await sql(`UPDATE "CardPick" SET week = week - 7 WHERE "poolId" = $1`, [poolId]);
  await sql(`UPDATE "CardTiebreakGuess" SET week = week - 7 WHERE "poolId" = $1`, [poolId]);
  for (const [index, game] of games.entries()) {
    await sql(
      `UPDATE "Fixture" SET "startsAt" = (date_trunc('week', now() AT TIME ZONE $2) - $3::int * interval '15 minutes') AT TIME ZONE $2, "updatedAt" = now() WHERE id = $1`,
      [game.id, TZ, games.length - index],
    );
  }
}

/** Chooses a week in the page's week selector; a choice made before the page hydrates is lost, so it is made again until the grid shows it. */
async function showWeek(page: Page, monday: string): Promise<void> {
  const select = page.getByRole("combobox", { name: "Week" });
  const label = (await select.locator(`option[value="${monday}"]`).textContent())!.replace(" (this week)", "");
  await expect(async () => {
    await select.selectOption(monday);
    await expect(page.getByRole("heading", { name: `Picks, ${label}` })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

const cardRow = (page: Page, game: CardGame) => page.locator(`li[data-fixture-id="${game.id}"]`);
const grid = (page: Page) => page.getByRole("region", { name: /^Picks, / });
const gridRow = (page: Page, member: Member) => grid(page).getByRole("row", { name: new RegExp(`^${member.username}`) });

/** A member's cell under a game's column of the week's grid. */
async function cell(page: Page, member: Member, game: CardGame): Promise<Locator> {
  const headers = grid(page).locator("thead th");
  await expect(grid(page).locator(`thead th[data-fixture-id="${game.id}"]`)).toHaveCount(1);
  const column = await headers.evaluateAll((cells, id) => cells.findIndex((th) => th.getAttribute("data-fixture-id") === String(id)), game.id);
  return gridRow(page, member).locator(":scope > th, :scope > td").nth(column);
}

/** A revealed pick: its side (the grid writes a minus as "−"), then its number, its result and the automatic mark. */
async function expectPick(page: Page, member: Member, game: CardGame, side: string, ...details: string[]): Promise<void> {
  await expect((await cell(page, member, game)).locator("strong, span")).toHaveText([side.replace("-", "−"), ...details]);
}

async function expectHidden(page: Page, member: Member, game: CardGame): Promise<void> {
  await expect(await cell(page, member, game)).toHaveText("Picked ✓");
}

const guessCell = (page: Page, member: Member) => gridRow(page, member).locator("td").last();

type Place = { member: Member; points: number; wins: number; notes?: string[] };

/** A table as its members read it: in this order, with these points and wins, and the notes named. */
async function expectTable(table: Locator, places: Place[]): Promise<void> {
  const rows = table.getByRole("listitem");
  await expect(rows).toHaveCount(places.length);
  for (const [index, { member, points, wins, notes = [] }] of places.entries()) {
    const row = rows.nth(index);
    await expect(row).toHaveAttribute("data-user-id", member.id);
    await expect(row).toContainText(`${points.toFixed(2)} pts.`);
    await expect(row).toContainText(wins === 1 ? "1 win" : `${wins} wins`);
    for (const note of notes) await expect(row).toContainText(note);
  }
}

test("three members play a confidence card against the spread for two weeks: picks, a change, the lock, the reveal, an automatic pick, the tiebreak, the winner and the season", async ({ browser }) => {
  test.setTimeout(180_000);
  const { thisWeek, lastWeek } = await mondays();
  const [owner, ann, bob] = await Promise.all(["seasonowner", "seasonann", "seasonbob"].map((prefix) => memberIn(browser, prefix)));

  // The owner creates the pool; the others join by the invite link.
  await owner.page.goto("/pools");
  const name = `Two Week Card ${crypto.randomBytes(3).toString("hex")}`;
  await owner.page.getByLabel("Pool name").fill(name);
  await owner.page.getByRole("radio", { name: /^Weekly card/ }).check();
  for (const league of ["NFL", "NBA", "MLB"]) await owner.page.getByRole("checkbox", { name: league }).uncheck();
  await owner.page.getByRole("radio", { name: /^Every game/ }).check();
  await owner.page.getByRole("radio", { name: "Against the spread" }).check();
  await owner.page.getByRole("radio", { name: /^Confidence/ }).check();
  await owner.page.getByRole("radio", { name: "The favourite is picked automatically at kickoff" }).check();
  await owner.page.getByRole("button", { name: "Create pool" }).click();
  await expect(owner.page.getByRole("heading", { level: 1, name })).toBeVisible();
  const poolId = new URL(owner.page.url()).pathname.split("/").at(-1)!;
  const invite = (await owner.page.getByTestId("invite-link").textContent())!.trim();
  for (const member of [ann, bob]) {
    await member.page.goto(invite);
    await member.page.getByRole("button", { name: "Join" }).click();
    await expect(member.page.getByRole("heading", { level: 1, name })).toBeVisible();
  }

  // Week one's card, picked while it is still this week. G2's line is a whole goal: a one-goal home win pushes it.
  const [g1, g2, g3] = await spreadGamesLaterToday([-1.5, -1, -1.5], 7);
  for (const member of [owner, ann, bob]) await member.page.reload();
  // The owner: three picks take 1, 2 and 3; G1's climbs to 3 from the keyboard (G3 then holds 2, G2 1).
  await pickSide(cardRow(owner.page, g1), `${g1.home} -1.5`);
  await pickSide(cardRow(owner.page, g2), `${g2.away} +1`);
  await pickSide(cardRow(owner.page, g3), `${g3.home} -1.5`);
  const up = owner.page.getByRole("button", { name: `Move ${g1.home} -1.5 up (more points)` });
  await up.focus();
  await owner.page.keyboard.press("Enter");
  await expect(owner.page.getByText(`${g1.home} -1.5 now has 2 points.`)).toBeVisible();
  await owner.page.keyboard.press("Enter");
  await expect(owner.page.getByText(`${g1.home} -1.5 now has 3 points.`)).toBeVisible();
  const order = owner.page.getByRole("list", { name: "Your picks by confidence, highest first" });
  await expect(order.getByRole("listitem").locator("strong")).toHaveText([`${g1.home} -1.5`, `${g3.home} -1.5`, `${g2.away} +1`]);
  // Ann: 1, 2, 3 in picking order. Bob the same, then he changes G1's side, which keeps its number.
  await pickSide(cardRow(ann.page, g1), `${g1.away} +1.5`);
  await pickSide(cardRow(ann.page, g2), `${g2.home} -1`);
  await pickSide(cardRow(ann.page, g3), `${g3.away} +1.5`);
  await pickSide(cardRow(bob.page, g1), `${g1.away} +1.5`);
  await pickSide(cardRow(bob.page, g2), `${g2.home} -1`);
  await pickSide(cardRow(bob.page, g3), `${g3.home} -1.5`);
  await pickSide(cardRow(bob.page, g1), `${g1.home} -1.5`);
  await expect(bob.page.getByText(`You picked ${g1.home} -1.5 for 1 point.`)).toBeVisible();
  // The tiebreak: each guesses the total of the week's last game.
  for (const [member, guess] of [[owner, 6], [ann, 9], [bob, 5]] as const) {
    await member.page.getByRole("spinbutton", { name: /^Total points of/ }).fill(String(guess));
    await member.page.getByRole("button", { name: "Save guess" }).click();
    await expect(member.page.getByText(`Your guess is saved: ${guess} points.`)).toBeVisible();
  }
  // Before kickoff the owner sees their own picks and only that the others picked and guessed.
  await owner.page.reload();
  await expectPick(owner.page, owner, g1, `${g1.home} -1.5`, "3 pts. at stake");
  await expectHidden(owner.page, ann, g1);
  await expectHidden(owner.page, bob, g3);
  await expect(guessCell(owner.page, owner)).toHaveText("6");
  await expect(guessCell(owner.page, ann)).toHaveText("Guessed ✓");

  // The week goes by: G1 ends 4-1 (home by 3), G2 3-2 (home by 1, a push on the whole goal), G3 2-3 (away wins, total 5).
  await playedLastWeek(poolId, [g1, g2, g3]);
  await finalScore(g1, 4, 1);
  await finalScore(g2, 3, 2);
  await finalScore(g3, 2, 3);
  await runScheduledSync(owner.page.request);

  // Last week on the owner's page: every cell revealed with its result, the guesses and the last game's total shown.
  await owner.page.reload();
  await showWeek(owner.page, lastWeek);
  await expect(grid(owner.page).locator("thead")).toContainText("Total 5");
  await expectPick(owner.page, owner, g1, `${g1.home} -1.5`, "3 pts. at stake", "Won");
  await expectPick(owner.page, owner, g2, `${g2.away} +1`, "1 pts. at stake", "Push");
  await expectPick(owner.page, owner, g3, `${g3.home} -1.5`, "2 pts. at stake", "Lost");
  await expectPick(owner.page, ann, g1, `${g1.away} +1.5`, "1 pts. at stake", "Lost");
  await expectPick(owner.page, ann, g2, `${g2.home} -1`, "2 pts. at stake", "Push");
  await expectPick(owner.page, ann, g3, `${g3.away} +1.5`, "3 pts. at stake", "Won");
  await expectPick(owner.page, bob, g1, `${g1.home} -1.5`, "1 pts. at stake", "Won");
  await expectPick(owner.page, bob, g2, `${g2.home} -1`, "2 pts. at stake", "Push");
  await expectPick(owner.page, bob, g3, `${g3.home} -1.5`, "3 pts. at stake", "Lost");
  for (const [member, guess] of [[owner, "6"], [ann, "9"], [bob, "5"]] as const) await expect(guessCell(owner.page, member)).toHaveText(guess);
  // Owner 3 (G1's 3), Ann 3 (G3's 3), Bob 1 (G1's 1): level on points and wins, the owner's guess is 1 off and Ann's 4.
  await expect(gridRow(owner.page, owner).getByRole("rowheader")).toContainText("3.00 pts. · up to 3.00");
  const weekTable = owner.page.getByRole("list", { name: /^Table, Week of / });
  await expectTable(weekTable, [
    { member: owner, points: 3, wins: 1, notes: ["Week winner", "Tiebreak: closer guess of the last game's total", "Guess off by 1"] },
    { member: ann, points: 3, wins: 1, notes: ["Guess off by 4"] },
    { member: bob, points: 1, wins: 1, notes: ["Guess off by 0"] },
  ]);

  // Week two, this week.
  const [g4, g5, g6] = await spreadGamesLaterToday([-1.5, -1.5, -1.5], 13);
  for (const member of [owner, ann, bob]) await member.page.reload();
  await pickSide(cardRow(owner.page, g4), `${g4.home} -1.5`);
  await pickSide(cardRow(owner.page, g5), `${g5.home} -1.5`);
  await pickSide(cardRow(owner.page, g6), `${g6.home} -1.5`);
  await pickSide(cardRow(bob.page, g4), `${g4.away} +1.5`);
  await pickSide(cardRow(bob.page, g5), `${g5.away} +1.5`);
  await pickSide(cardRow(bob.page, g6), `${g6.home} -1.5`);
  // Ann leaves G4 for later and puts G6 on 3, leaving 2 free.
  await pickSide(cardRow(ann.page, g5), `${g5.home} -1.5`);
  await pickSide(cardRow(ann.page, g6), `${g6.away} +1.5`);
  await ann.page.getByRole("combobox", { name: `Points for ${g6.away} +1.5` }).selectOption("3");
  await expect(ann.page.getByText(`${g6.away} +1.5 now has 3 points.`)).toBeVisible();

  // G4 kicks off. The owner's G4 is locked, and so is its number: G5 cannot take 1 from it.
  await kickOff([g4.id]);
  await owner.page.reload();
  await expect(cardRow(owner.page, g4).getByText("Locked: the game has started")).toBeVisible();
  await expect(cardRow(owner.page, g4).getByRole("button", { name: /^Pick / })).toHaveCount(2);
  for (const side of await cardRow(owner.page, g4).getByRole("button", { name: /^Pick / }).all()) await expect(side).toBeDisabled();
  await expect(owner.page.getByRole("button", { name: `Move ${g4.home} -1.5 down (fewer points)` })).toHaveCount(0);
  await expect(order.getByRole("listitem").filter({ hasText: `${g4.home} -1.5` })).toContainText("Locked");
  await expect(owner.page.getByRole("button", { name: `Move ${g5.home} -1.5 down (fewer points)` })).toBeDisabled();
  await expect(owner.page.getByRole("combobox", { name: `Points for ${g5.home} -1.5` }).locator('option[value="1"]')).toBeDisabled();
  // Ann's page still offers G4 from before kickoff: the server refuses her pick.
  await cardRow(ann.page, g4).getByRole("button", { name: new RegExp(`^Pick ${g4.away} \\+1\\.5\\W`) }).click();
  await expect(cardRow(ann.page, g4).getByRole("alert")).toHaveText("This game has started: picks are closed");
  // The reveal: G4's cells show their picks, G5's stay hidden.
  await expectPick(owner.page, bob, g4, `${g4.away} +1.5`, "1 pts. at stake");
  await expect(await cell(owner.page, ann, g4)).toContainText("No pick");
  await expectHidden(owner.page, bob, g5);
  await expectHidden(owner.page, ann, g6);

  // The rest kicks off and the games end: G4 3-1 and G5 4-2 (home by 2: home -1.5 wins), G6 2-1 (home by 1: away +1.5 wins).
  await kickOff([g5.id, g6.id]);
  await finalScore(g4, 3, 1);
  await finalScore(g5, 4, 2);
  await finalScore(g6, 2, 1);
  await runScheduledSync(owner.page.request);

  // Ann's missed G4 went to the favourite, the home side laying the goal and a half, with her lowest free number, 2.
  await owner.page.reload();
  await showWeek(owner.page, thisWeek);
  await expectPick(owner.page, ann, g4, `${g4.home} -1.5`, "2 pts. at stake", "Won", "Automatic");
  await expectPick(owner.page, ann, g5, `${g5.home} -1.5`, "1 pts. at stake", "Won");
  await expectPick(owner.page, ann, g6, `${g6.away} +1.5`, "3 pts. at stake", "Won");
  await expectPick(owner.page, owner, g4, `${g4.home} -1.5`, "1 pts. at stake", "Won");
  await expectPick(owner.page, owner, g5, `${g5.home} -1.5`, "2 pts. at stake", "Won");
  await expectPick(owner.page, owner, g6, `${g6.home} -1.5`, "3 pts. at stake", "Lost");
  await expectPick(owner.page, bob, g4, `${g4.away} +1.5`, "1 pts. at stake", "Lost");
  await expectPick(owner.page, bob, g5, `${g5.away} +1.5`, "2 pts. at stake", "Lost");
  await expectPick(owner.page, bob, g6, `${g6.home} -1.5`, "3 pts. at stake", "Lost");
  // This week so far: Ann 2 + 1 + 3 = 6, the owner 1 + 2 = 3, Bob nothing; the season adds last week's 3, 3 and 1.
  await expectTable(owner.page.getByRole("list", { name: /^Table, Week of / }), [
    { member: ann, points: 6, wins: 3, notes: ["1 automatic pick"] },
    { member: owner, points: 3, wins: 2 },
    { member: bob, points: 0, wins: 0 },
  ]);
  await expectTable(owner.page.getByRole("list", { name: "Season table" }), [
    { member: ann, points: 9, wins: 4, notes: ["1 automatic pick"] },
    { member: owner, points: 6, wins: 3 },
    { member: bob, points: 1, wins: 1 },
  ]);
  await ann.page.reload();
  await expect(cardRow(ann.page, g4)).toContainText(`Your pick: ${g4.home} -1.5`);
  await expect(cardRow(ann.page, g4)).toContainText("Automatic");
  await Promise.all([owner, ann, bob].map((member) => member.page.context().close()));
});
