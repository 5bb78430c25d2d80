// Shared helpers for the journeys: direct database reads, a freshly signed-in picker and an axe check.
import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import pg from "pg";

export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
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
