// Shared helpers for the journeys: direct database reads, a freshly signed-in picker, games of their own, mailed links and an axe check.
import crypto from "node:crypto";
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Page } from "@playwright/test";
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

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Every page has a title; while a router.refresh() streams the new render (after an upload, a follow) the <title>
  // can be absent for a moment, and axe must not sample that instant.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** A fresh verified picker with no follows (and, with `nickname: false`, no username yet), signed in through a Session row. */
export async function signInNewPicker(context: BrowserContext, baseURL: string, prefix: string, { nickname = true } = {}) {
  const id = `e2e${crypto.randomBytes(10).toString("hex")}`;
  const username = nickname ? `${prefix}${crypto.randomBytes(3).toString("hex")}` : null;
  await sql(
    `INSERT INTO "User" (id, email, "emailVerified", username, "usernameKey", "updatedAt") VALUES ($1, $2, now(), $3, $4, now())`,
    [id, `${id}@e2e.test`, username, username?.toLowerCase() ?? null],
  );
  const token = crypto.randomBytes(24).toString("hex");
  await sql(`INSERT INTO "Session" ("sessionToken", "userId", expires, "updatedAt") VALUES ($1, $2, now() + interval '1 day', now())`, [token, id]);
  await context.addCookies([{ name: "authjs.session-token", value: token, domain: new URL(baseURL).hostname, path: "/" }]);
  return { id, username: username ?? "" };
}

const TZ = process.env.APP_TIMEZONE || "America/New_York";

export type Game = { id: number; home: string; away: string };

/** NHL games of their own, later today in the app's time zone, with known lines (home, away). */
export async function gamesLaterToday(lines: [number, number][]): Promise<Game[]> {
  const run = crypto.randomBytes(4).toString("hex");
  const games: Game[] = [];
  for (const [index, [home, away]] of lines.entries()) {
    const [game] = await sql<Game>(
      `WITH teams AS (SELECT id, name, row_number() OVER (ORDER BY id) AS n FROM "Team" WHERE league = 'NHL'),
            inserted AS (
              INSERT INTO "Fixture" (league, "startsAt", status, "homeTeamId", "awayTeamId", "homeMoneyLine", "awayMoneyLine", provider, "providerEventId", "updatedAt")
              SELECT 'NHL', now() + (((date_trunc('day', now() AT TIME ZONE $1) + interval '1 day') AT TIME ZONE $1) - now()) / 2, 'PREGAME',
                (SELECT id FROM teams WHERE n = $2), (SELECT id FROM teams WHERE n = $3), $4, $5, 'e2e', $6, now()
              RETURNING id, "homeTeamId", "awayTeamId")
       SELECT i.id, h.name AS home, a.name AS away FROM inserted i JOIN "Team" h ON h.id = i."homeTeamId" JOIN "Team" a ON a.id = i."awayTeamId"`,
      [TZ, 2 * index + 1, 2 * index + 2, home, away, `e2e-parlay-${run}-${index}`],
    );
    games.push(game);
  }
  return games;
}

type Mail = { to: string; subject: string; url: string };

/** The newest link mailed to the address, read from the outbox file the server writes (MAIL_OUTBOX). */
export async function mailedLink(address: string): Promise<string> {
  const outbox = process.env.MAIL_OUTBOX!;
  let url: string | undefined;
  await expect
    .poll(() => {
      const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, "utf8").split("\n").filter(Boolean) : [];
      url = lines.map((line) => JSON.parse(line) as Mail).filter((mail) => mail.to === address).at(-1)?.url;
      return url;
    })
    .toBeTruthy();
  return url!;
}
