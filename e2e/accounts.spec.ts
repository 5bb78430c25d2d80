// Accounts: sign up through the e-mailed link, choose a nickname, log in by link, unknown addresses, log out.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, sql } from "./support";
import { mailedLink as linkFor, signIn, signInAsNewPicker } from "./sign-in";

async function me(page: Page) {
  const response = await page.request.get("/api/user/me");
  return { status: response.status(), body: await response.json() };
}

test("sign up, follow the e-mailed link, choose a nickname and arrive signed in and verified", async ({ page, context }) => {
  const email = `newcomer-${Date.now()}@example.com`;
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Signup" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Signup" }).click();
  await expect(page.getByText("All set!")).toBeVisible();
  await expect(page.getByText("To login, click on the link in the mail you've just received")).toBeVisible();

  const link = await linkFor(email);
  expect(new URL(link).pathname).toBe("/verify");
  // Mail scanners GET and HEAD links: that must not spend the token.
  expect((await page.request.get(link)).status()).toBe(200);
  expect((await page.request.head(link)).status()).toBe(200);
  expect(await sql(`SELECT 1 FROM "VerificationToken" WHERE identifier = $1`, [`verify:${email}`])).toHaveLength(1);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a picker nickname" })).toBeVisible();
  await expect(page.getByText("Your username should be shorter than 100 characters and not contain any space.")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await sql(`SELECT 1 FROM "VerificationToken" WHERE identifier = $1`, [`verify:${email}`])).toHaveLength(0);

  const nickname = `Rookie${Date.now().toString(36)}`;
  await page.getByLabel("Username").fill(nickname);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The verified header: Logout and the profile link with the new nickname.
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Logout" })).toBeVisible();
  await expect(header.getByRole("link", { name: nickname })).toBeVisible();
  await expectNoAxeViolations(page);

  const current = await me(page);
  expect(current.status).toBe(200);
  expect(current.body.payload).toMatchObject({ username: nickname, verified: true });
  const [row] = await sql<{ username: string; verified: boolean }>(
    `SELECT username, "emailVerified" IS NOT NULL AS verified FROM "User" WHERE email = $1`,
    [email],
  );
  expect(row).toEqual({ username: nickname, verified: true });

  const cookie = (await context.cookies()).find((c) => c.name === "authjs.session-token");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  const stored = await page.evaluate(() => window.localStorage.getItem("pickline.user"));
  expect(JSON.parse(stored!)).toMatchObject({ username: nickname, verified: true });
  expect(stored).not.toContain(cookie!.value);

  // Signed in: /signup and /login send you home.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
});

test("log in with the link from the outbox", async ({ page }) => {
  const [demo] = await sql<{ email: string; username: string }>(
    `SELECT email, username FROM "User" WHERE email LIKE '%@demo.pickline.app' ORDER BY email LIMIT 1`,
  );
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await expect(page.getByText("You will receive a login link by email")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(demo.email);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(`we have sent a login link to ${demo.email}`)).toBeVisible();

  const link = await linkFor(demo.email);
  expect(new URL(link).pathname).toBe("/login/magic");
  // The product's /login/magic?token=…: the page exchanges the token alone.
  expect([...new URL(link).searchParams.keys()]).toEqual(["token"]);
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
  expect((await me(page)).body.payload).toMatchObject({ username: demo.username, verified: true });

  // The link was spent: opening it again shows the login screen.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText("This login link is not valid any more")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an address with no account is told so", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This email" })).toHaveText("This email is not associated with any user");
});

test("an empty or malformed address on /login gets Chromium's own message under the field, which typing clears", async ({ page }) => {
  await page.goto("/login");
  const email = page.getByLabel("Email");
  // Login stays disabled until the page is live, so this click cannot land on the server's bare HTML.
  await page.getByRole("button", { name: "Login" }).click();
  const said = await email.evaluate((input: HTMLInputElement) => input.validationMessage);
  // Chromium's words in the browser's language ("Please fill out this field." in English).
  expect(said).not.toBe("");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(said);
  await expect(page.getByRole("alert").filter({ hasText: said })).toBeVisible();
  await expectNoAxeViolations(page);

  await email.pressSequentially("ann");
  await expect(page.getByRole("alert").filter({ hasText: said })).toHaveCount(0);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Login" }).click();
  const mismatch = await email.evaluate((input: HTMLInputElement) => input.validationMessage);
  expect(mismatch).not.toBe(said);
  await expect(email).toHaveAccessibleDescription(mismatch);
  await expect(page).toHaveURL(/\/login$/);
});

test("the verify page says so when the link is not valid", async ({ page }) => {
  await page.goto("/verify?token=not-a-token");
  await expect(page.getByRole("heading", { name: "We could not verify your connection." })).toBeVisible();
  await expect(page.getByText("Please contact us if you keep experiencing this problem.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/football/nfl");
  await expectNoAxeViolations(page);
});

test("log out: the session is revoked and the stored user removed", async ({ page, context }) => {
  const [demo] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE email LIKE '%@demo.pickline.app' ORDER BY email DESC LIMIT 1`);
  const token = await signIn(context, demo);
  await page.goto("/");
  await page.evaluate(() => window.localStorage.setItem("pickline.user", JSON.stringify({ id: "x", username: "x", verified: true })));

  // The logout request waits until the screen has been checked: once it answers, the browser loads the home page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/logout", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/logout");
  await expect(page.getByText("Logging out...")).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await sql(`SELECT 1 FROM "Session" WHERE "sessionToken" = $1`, [token])).length).toBe(0);
  expect(await page.evaluate(() => window.localStorage.getItem("pickline.user"))).toBeNull();
  // Anonymous now: /logout sends you home without a word.
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/$/);
});

test("an anonymous pick opens the login panel over the page, and it sends a login link", async ({ page }) => {
  const tz = process.env.APP_TIMEZONE || "America/New_York";
  // A pregame game later today with both lines; late in the evening none is left, so one is added before midnight.
  const today = `(f."startsAt" AT TIME ZONE $1)::date = (now() AT TIME ZONE $1)::date`;
  let [game] = await sql<{ id: number; league: string; home: string }>(
    `SELECT f.id, lower(f.league::text) AS league, h.name AS home FROM "Fixture" f JOIN "Team" h ON h.id = f."homeTeamId"
     WHERE f.status = 'PREGAME' AND f."startsAt" > now() + interval '10 minutes' AND ${today}
       AND f."homeMoneyLine" IS NOT NULL AND f."awayMoneyLine" IS NOT NULL ORDER BY f."startsAt" LIMIT 1`,
    [tz],
  );
  if (!game) {
    [game] = await sql(
      `INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", provider, "providerEventId", "updatedAt")
       SELECT 'NHL', now() + (((date_trunc('day', now() AT TIME ZONE $1) + interval '1 day') AT TIME ZONE $1) - now()) / 2, 'PREGAME',
         (SELECT id FROM "Team" WHERE league = 'NHL' ORDER BY id LIMIT 1), (SELECT id FROM "Team" WHERE league = 'NHL' ORDER BY id OFFSET 1 LIMIT 1),
         -140, 120, 'e2e', 'e2e-accounts-panel', now()
       RETURNING id, 'nhl' AS league, (SELECT name FROM "Team" WHERE league = 'NHL' ORDER BY id LIMIT 1) AS home`,
      [tz],
    );
  }
  const sport = { nfl: "football", nba: "basketball", nhl: "hockey", mlb: "baseball" }[game.league]!;
  await page.goto(`/${sport}/${game.league}?filter=today`);
  const row = page.locator(`article[data-fixture-id="${game.id}"]`);
  await row.getByRole("button", { name: `Pick ${game.home}` }).click();

  const panel = page.getByRole("dialog", { name: "Login to continue" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText("You will receive a login link by email")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${sport}/${game.league}`));
  await expectNoAxeViolations(page);

  // The panel's form checks the address as the page's does: the browser's message under the field.
  await panel.getByRole("button", { name: "Login" }).click();
  const emailField = panel.getByLabel("Email");
  const said = await emailField.evaluate((input: HTMLInputElement) => input.validationMessage);
  expect(said).not.toBe("");
  await expect(emailField).toHaveAccessibleDescription(said);

  const [demo] = await sql<{ email: string }>(`SELECT email FROM "User" WHERE email LIKE '%@demo.pickline.app' ORDER BY email OFFSET 2 LIMIT 1`);
  await emailField.fill(demo.email);
  await expect(emailField).not.toHaveAttribute("aria-invalid", "true");
  await panel.getByRole("button", { name: "Login" }).click();
  await expect(panel.getByText(`we have sent a login link to ${demo.email}`)).toBeVisible();
  expect(new URL(await linkFor(demo.email)).pathname).toBe("/login/magic");

  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();
});

test("a verified user without a nickname is sent to choose one before the league page, then comes back to it", async ({ page, context }) => {
  const me = await signInAsNewPicker(context, { username: null });
  // A redirect before any byte of the board (the page decides it from its session read), not a board that moves on.
  const direct = await context.request.get("/hockey/nhl?filter=today", { headers: { accept: "text/html" }, maxRedirects: 0 });
  expect(direct.status()).toBe(307);
  expect(direct.headers().location).toMatch(/\/nickname\?next=%2Fhockey%2Fnhl%3Ffilter%3Dtoday$/);
  await page.goto("/hockey/nhl?filter=today");
  await expect(page).toHaveURL(/\/nickname\?next=%2Fhockey%2Fnhl%3Ffilter%3Dtoday$/);
  await expect(page.getByRole("heading", { name: "Choose a picker nickname" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Notifications are for pickers with a nickname too; /logout stays open so nobody is trapped.
  await page.goto("/notifications");
  await expect(page).toHaveURL(/\/nickname\?next=%2Fnotifications$/);
  await page.goto("/hockey/nhl?filter=today");

  const nickname = `Late${Date.now().toString(36)}`;
  await page.getByLabel("Username").fill(nickname);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/hockey\/nhl\?filter=today$/);
  await expect(page.getByRole("banner").getByRole("link", { name: nickname })).toBeVisible();
  expect(await sql(`SELECT username FROM "User" WHERE id = $1`, [me.id])).toEqual([{ username: nickname }]);
});

test("browsing extends a session: the header's call on any page moves it and its cookie 30 days on", async ({ page, context }) => {
  const me = await signInAsNewPicker(context);
  // As a session last extended more than a day ago: due for extension, its browser cookie ending with the browser.
  await sql(`UPDATE "Session" SET expires = now() + interval '2 days' WHERE "userId" = $1`, [me.id]);
  const shell = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/user/shell");
  await page.goto("/rules");
  expect((await shell).status()).toBe(200);
  const [session] = await sql<{ days: number }>(`SELECT extract(epoch FROM expires - now()) / 86400 AS days FROM "Session" WHERE "userId" = $1`, [me.id]);
  expect(Number(session.days)).toBeGreaterThan(29);
  const cookie = (await context.cookies()).find((one) => one.name === "authjs.session-token");
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
});
