// The one way journeys sign people in. The account journeys go through the real e-mailed link (mailedLink); every other
// journey, being about something else, gets a Session row and its Auth.js cookie, as the link would have left them.
import { expect, type BrowserContext } from "@playwright/test";
import { magicLinkFor } from "../tests/support/outbox";
import { insertSession, insertUser, type NewUser, type Query } from "../tests/support/users";
import { sql } from "./support";

// The journeys' server and the live specs' own servers share this host; a cookie ignores the port.
const HOST = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:3200").hostname;

/** The database the rows go to: the journeys' own unless a live spec passes its server's. */
type On = { query?: Query };

/** The newest link mailed to the address, waited for: the server writes the outbox after it answers. */
export async function mailedLink(address: string): Promise<string> {
  await expect.poll(() => magicLinkFor(address)).toBeTruthy();
  return magicLinkFor(address)!;
}

/** Puts a session cookie for the token in the browser context, as the server sets it after a magic link. */
export async function setSessionCookie(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: "authjs.session-token", value: token, domain: HOST, path: "/", httpOnly: true, sameSite: "Lax" }]);
}

/** Signs an existing user in; returns the session token (for Authorization headers or to check the session ends). */
export async function signIn(context: BrowserContext, user: { id: string }, { query = sql }: On = {}): Promise<string> {
  const token = await insertSession(query, user.id);
  await setSessionCookie(context, token);
  return token;
}

/** A fresh user of their own (verified, with a nickname, no follows, unless told otherwise), signed in. */
export async function signInAsNewPicker(context: BrowserContext, options: NewUser = {}, on: On = {}) {
  const user = await insertUser(on.query ?? sql, { prefix: "e2e", ...options });
  const token = await signIn(context, user, on);
  return { ...user, username: user.username ?? "", token };
}

/** A picker of the demo seed, verified and with a nickname; `offset` keeps journeys that pick apart from each other. */
export async function demoPicker(offset = 0): Promise<{ id: string; username: string; email: string }> {
  const [user] = await sql<{ id: string; username: string; email: string }>(
    `SELECT id, username, email FROM "User" WHERE email LIKE '%@demo.pickline.app' AND "emailVerified" IS NOT NULL AND username IS NOT NULL
     ORDER BY email OFFSET $1 LIMIT 1`,
    [offset],
  );
  return user;
}
