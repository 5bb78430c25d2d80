// Every page of the product (app/**/page.tsx) with sample URLs from the seeded world, and a verified picker's session:
// what the journeys that walk every page (phone widths, the script policy) share.
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { signIn } from "./sign-in";
import { sql } from "./support";

/** Every page's URL template (app/**\/page.tsx, route groups dropped), e.g. "/[sport]/[league]/fixture/[id]". */
export function pageTemplates(dir = path.join(process.cwd(), "app"), prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === "page.tsx" ? [prefix || "/"] : [];
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    return pageTemplates(path.join(dir, entry.name), `${prefix}${segment}`);
  });
}

export type Sample = { picker: string; fixture: number; dailyPick: number; pick: number; parlay: number; pool: string; invite: string };

/** One or more concrete URLs per page template; a new page without an entry here fails the test until it gets one. */
export function urlsFor(template: string, s: Sample): string[] {
  const profile = `/picker/${encodeURIComponent(s.picker)}`;
  const table: Record<string, string[]> = {
    "/": ["/"],
    "/[sport]/[league]": ["/football/nfl?filter=all", "/basketball/nba", "/hockey/nhl", "/baseball/mlb"],
    "/[sport]/[league]/fixture/[id]": [`/football/nfl/fixture/${s.fixture}`],
    "/[sport]/[league]/pickers/feed": ["/football/nfl/pickers/feed"],
    "/[sport]/[league]/picks/feed": ["/football/nfl/picks/feed"],
    "/notifications": ["/notifications"],
    "/picker/[username]": [profile],
    "/picker/[username]/followers": [`${profile}/followers`],
    "/picker/[username]/following": [`${profile}/following`],
    "/picker/[username]/picks": [`${profile}/picks`, `${profile}/picks?sport=football&league=nfl`],
    "/login": ["/login"],
    "/login/magic": ["/login/magic"],
    "/logout": ["/logout"],
    "/nickname": ["/nickname"],
    "/signup": ["/signup"],
    "/verify": ["/verify"],
    "/contact": ["/contact"],
    "/leaderboard": ["/leaderboard", "/leaderboard?period=ALL", "/leaderboard?period=ALL&sort=clv"],
    "/picks/daily": ["/picks/daily"],
    "/picks/daily/[sport]/[league]": ["/picks/daily?sport=football&league=nfl"],
    "/picks/daily/[sport]/[league]/older/[cursor]": [`/picks/daily?sport=football&league=nfl&cursor=${s.dailyPick}`],
    "/picks/daily/[sport]/[league]/[id]": [`/picks/daily/football/nfl/${s.dailyPick}`],
    "/privacy": ["/privacy"],
    "/rules": ["/rules"],
    "/admin": ["/admin"],
    "/dev/mail": ["/dev/mail"],
    "/pick/[id]": [`/pick/${s.pick}`],
    "/parlay/[id]": [`/parlay/${s.parlay}`],
    "/unsubscribe": ["/unsubscribe"],
    "/pools": ["/pools"],
    "/pools/[poolId]": [`/pools/${s.pool}`],
    "/pools/join/[code]": [`/pools/join/${s.invite}`],
  };
  const urls = table[template];
  if (!urls) throw new Error(`no sample URL for the page ${template}: add one to e2e/every-page.ts`);
  return urls;
}

export async function sample(): Promise<Sample> {
  // A demo picker with settled picks, parlays and followers: the fullest profile the seed has.
  const [picker] = await sql<{ username: string }>(
    `SELECT u.username FROM "User" u WHERE u.email LIKE '%@demo.pickline.app' AND u.username IS NOT NULL
     ORDER BY (SELECT count(*) FROM "Pick" p WHERE p."userId" = u.id) DESC, u.username LIMIT 1`,
  );
  const [fixture] = await sql<{ id: number }>(`SELECT id FROM "Fixture" WHERE league = 'NFL' AND status = 'FINAL' ORDER BY "startsAt" DESC LIMIT 1`);
  const [daily] = await sql<{ id: number }>(
    `SELECT id FROM "Fixture" WHERE league = 'NFL' AND report IS NOT NULL AND "reportPublishedAt" <= now() ORDER BY "startsAt" DESC LIMIT 1`,
  );
  // A settled single pick and a parlay with the most legs: the share pages at their fullest.
  const [pick] = await sql<{ id: number }>(`SELECT id FROM "Pick" WHERE kind = 'NORMAL' AND state = 'FINAL' ORDER BY id DESC LIMIT 1`);
  const [parlay] = await sql<{ id: number }>(
    `SELECT p.id FROM "Parlay" p ORDER BY (SELECT count(*) FROM "Pick" l WHERE l."parlayId" = p.id) DESC, p.id DESC LIMIT 1`,
  );
  // A pool the picker owns, with the longest name and description allowed: its page and invite at their widest.
  const pool = { id: "overflow-pool", invite: "overflowInviteCode0123" };
  await sql(
    `INSERT INTO "Pool" (id, name, description, leagues, "ownerId", "inviteCode", "updatedAt")
     SELECT $1, repeat('W', 50), repeat('Wide ', 40), '{NFL,NBA,NHL,MLB}', u.id, $2, now() FROM "User" u WHERE u.username = $3
     ON CONFLICT (id) DO NOTHING`,
    [pool.id, pool.invite, picker.username],
  );
  await sql(`INSERT INTO "PoolMember" ("poolId", "userId") SELECT $1, u.id FROM "User" u WHERE u.username = $2 ON CONFLICT DO NOTHING`, [pool.id, picker.username]);
  return { picker: picker.username, fixture: fixture.id, dailyPick: daily.id, pick: pick.id, parlay: parlay.id, pool: pool.id, invite: pool.invite };
}

/** Every page's sample URLs, in template order. */
export function everyPageUrl(s: Sample): string[] {
  return pageTemplates()
    .sort()
    .flatMap((template) => urlsFor(template, s));
}

/** Signs the browser in as the sample picker (whose profile the walk visits); /logout's own call is held off. */
export async function signInAsSamplePicker(context: BrowserContext, page: Page, s: Sample): Promise<void> {
  const [user] = await sql<{ id: string }>(`SELECT id FROM "User" WHERE username = $1`, [s.picker]);
  await signIn(context, user);
  // /logout would end the session a second after it opens, then go home. Its call is never answered: refused, the page
  // would still go home, and on a slow server that navigation could cut off the walk's next page while it loads.
  await page.route("**/api/logout", () => {});
}
