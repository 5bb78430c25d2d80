// "Continue with Google" end to end against a real OpenID Connect server on this machine (oauth2-mock-server, which
// scripts/e2e.ts names as Google's issuer): a new picker, linking to a verified picker's address, refusing an address
// the provider has not verified, unlinking, and refusing a tampered state, a replayed callback and a forged PKCE cookie.
import crypto from "node:crypto";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { OAuth2Server } from "oauth2-mock-server";
import { insertUser } from "../tests/support/users";
import { expectNoAxeViolations, sql } from "./support";

type Identity = { sub: string; email: string; email_verified: boolean };

const server = new OAuth2Server();
let identity: Identity | null = null;

test.beforeAll(async () => {
  const port = Number(process.env.E2E_OIDC_PORT);
  // scripts/e2e.ts starts the app with Google pointed at this local issuer: without it, the run is misconfigured.
  if (!port || !process.env.AUTH_GOOGLE_ISSUER) throw new Error("E2E_OIDC_PORT and AUTH_GOOGLE_ISSUER must be set (scripts/e2e.ts sets both)");
  await server.issuer.keys.generate("RS256");
  // The issuer the app was given, exactly (the server would otherwise call itself localhost).
  server.issuer.url = process.env.AUTH_GOOGLE_ISSUER!;
  // Every token the server signs carries the identity of the current test (Google's claims: sub, email, email_verified).
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    if (identity) Object.assign(token.payload, identity);
  });
  await server.start(port, "127.0.0.1");
});

test.afterAll(async () => {
  if (server.listening) await server.stop();
});

const unique = () => crypto.randomBytes(5).toString("hex");

async function me(page: Page) {
  const response = await page.request.get("/api/user/me");
  return { status: response.status(), body: (await response.json()) as { payload?: { id: string; verified: boolean; username: string | null } } };
}

async function continueWithGoogle(page: Page, who: Identity) {
  identity = who;
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
}

const verifiedPicker = (email: string) => insertUser(sql, { id: `e2e${unique()}`, email, username: `Linked${unique()}` });

const accountsOf = (userId: string) => sql<{ provider: string; providerAccountId: string }>(`SELECT provider, "providerAccountId" FROM "Account" WHERE "userId" = $1`, [userId]);

test("the login, sign-up and panel screens offer Google above the e-mail field", async ({ page }) => {
  for (const path of ["/login", "/signup"]) {
    await page.goto(path);
    const google = page.getByRole("button", { name: "Continue with Google" });
    await expect(google).toBeVisible();
    const email = page.getByLabel("Email");
    expect((await google.boundingBox())!.y).toBeLessThan((await email.boundingBox())!.y);
    await expectNoAxeViolations(page);
  }
  // GitHub is not configured in this run: no button for it.
  await expect(page.getByRole("button", { name: "Continue with GitHub" })).toHaveCount(0);
});

test("a new Google account creates a verified picker who then chooses a nickname", async ({ page }) => {
  const email = `google-new-${unique()}@example.com`;
  await continueWithGoogle(page, { sub: `g-${unique()}`, email, email_verified: true });
  await expect(page.getByRole("heading", { name: "Choose a picker nickname" })).toBeVisible();
  const [user] = await sql<{ id: string; verified: boolean; name: string | null; image: string | null }>(
    `SELECT id, "emailVerified" IS NOT NULL AS verified, name, image FROM "User" WHERE email = $1`,
    [email],
  );
  expect(user).toMatchObject({ verified: true, name: null, image: null });
  expect(await accountsOf(user.id)).toEqual([{ provider: "google", providerAccountId: identity!.sub }]);

  const nickname = `Goog${unique()}`;
  await page.getByLabel("Username").fill(nickname);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await me(page)).body.payload).toMatchObject({ id: user.id, verified: true, username: nickname });
});

test("a Google account whose verified address is a picker's signs into that picker, then unlinks from the profile", async ({ page }) => {
  const email = `linked-${unique()}@example.com`;
  const picker = await verifiedPicker(email);
  await continueWithGoogle(page, { sub: `g-${unique()}`, email, email_verified: true });
  await expect(page).toHaveURL(/\/(picks\/daily.*)?$/);
  expect((await me(page)).body.payload).toMatchObject({ id: picker.id, username: picker.username });
  expect(await accountsOf(picker.id)).toEqual([{ provider: "google", providerAccountId: identity!.sub }]);
  expect(await sql(`SELECT 1 FROM "User" WHERE email = $1`, [email])).toHaveLength(1);

  await page.goto(`/picker/${picker.username}`);
  const section = page.getByRole("region", { name: "Sign-in" });
  await expect(section.getByText("E-mail link")).toBeVisible();
  await expect(section.getByText("Google", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole("button", { name: "Unlink Google" }).click();
  await expect(section.getByText("Google", { exact: true })).toHaveCount(0);
  expect(await accountsOf(picker.id)).toEqual([]);
  // The e-mail link always remains: it has no unlink button.
  await expect(section.getByRole("button", { name: /Unlink/ })).toHaveCount(0);

  // Sign out of all devices: this browser's session ends with every other one.
  await section.getByRole("button", { name: "Sign out of all devices" }).click();
  await expect.poll(async () => (await me(page)).status).toBe(401);
  expect(await sql(`SELECT 1 FROM "Session" WHERE "userId" = $1`, [picker.id])).toHaveLength(0);
});

test("an address the provider has not verified never links to a picker, nor signs anyone in", async ({ page }) => {
  const email = `unverified-${unique()}@example.com`;
  const picker = await verifiedPicker(email);
  await continueWithGoogle(page, { sub: `g-${unique()}`, email, email_verified: false });
  await expect(page).toHaveURL(/\/login\?error=UnverifiedEmail/);
  await expect(page.getByRole("alert").filter({ hasText: "not verified there" })).toBeVisible();
  expect(await accountsOf(picker.id)).toEqual([]);
  expect((await me(page)).status).toBe(401);
  await expectNoAxeViolations(page);
});

test("a tampered state, a callback replayed without the flow's cookies and a forged PKCE verifier are refused", async ({ browser }) => {
  const email = `tamper-${unique()}@example.com`;
  /**
   * A browser of its own runs the flow up to the provider's answer: the provider sends it to /rules instead, and the
   * callback URL it would have opened (code and state) comes back here.
   */
  async function startFlow(): Promise<{ context: BrowserContext; page: Page; callback: URL }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    let captured = "";
    server.service.once("beforeAuthorizeRedirect", (redirect: { url: URL }) => {
      captured = redirect.url.href;
      redirect.url.href = new URL("/rules", redirect.url).href;
    });
    await continueWithGoogle(page, { sub: `g-${unique()}`, email, email_verified: true });
    await expect(page).toHaveURL(/\/rules$/);
    expect(captured).toContain("/api/auth/callback/google?code=");
    return { context, page, callback: new URL(captured) };
  }
  const refused = async (page: Page) => {
    await expect(page).toHaveURL(/\/login\?error=/);
    await expect(page.getByRole("alert").filter({ hasText: "That sign-in did not work" })).toBeVisible();
    expect((await page.request.get("/api/user/me")).status()).toBe(401);
    expect(await sql(`SELECT 1 FROM "User" WHERE email = $1`, [email])).toHaveLength(0);
  };

  // 1. The state that comes back is not the one this browser sent.
  const first = await startFlow();
  first.callback.searchParams.set("state", `${first.callback.searchParams.get("state")!.slice(0, -6)}AAAAAA`);
  await first.page.goto(first.callback.toString());
  await refused(first.page);
  await first.context.close();

  // 2. A stolen callback URL (code and state) opened in another browser, which has no state, nonce or PKCE cookie.
  const second = await startFlow();
  const thief = await (await browser.newContext()).newPage();
  await thief.goto(second.callback.toString());
  await refused(thief);
  await thief.context().close();
  await second.context.close();

  // 3. This browser's PKCE verifier replaced before the callback: the code cannot be redeemed with it.
  const third = await startFlow();
  const verifier = (await third.context.cookies()).find((cookie) => cookie.name.endsWith("authjs.pkce.code_verifier"))!;
  await third.context.addCookies([{ ...verifier, value: `${verifier.value.slice(0, -8)}AAAAAAAA` }]);
  await third.page.goto(third.callback.toString());
  await refused(third.page);

  // The same browser, the flow untouched, signs in: what was refused above was the tampering, not the setup.
  await continueWithGoogle(third.page, { sub: `g-${unique()}`, email, email_verified: true });
  await expect(third.page.getByRole("heading", { name: "Choose a picker nickname" })).toBeVisible();
  await third.context.close();
});
