// The pages a visitor reads from a shared cache (docs/adr-page-caching.md): the landing page, the static pages, the
// daily picks, league boards, game pages, the leaderboard and picker profiles answer a visitor with a Cache-Control a
// CDN may keep (no Vary: Cookie), each answer under a nonce of its own, from a copy made once and read by no database
// while it is fresh; a signed-in picker's pages are rendered for them and private, and nothing of their view ever
// reaches a visitor.
import { expect, test, type APIResponse } from "@playwright/test";
import { PAGE_CACHE, type PageCacheFamily } from "../lib/settings/page-cache";
import { productionEnv } from "../scripts/lib/production-env";
import { startApp } from "../scripts/lib/start-app";
import { countingProxy } from "../tests/support/counting-proxy";
import { signInAsNewPicker } from "./sign-in";
import { sql } from "./support";

const DOCUMENT = { accept: "text/html" };

/** An NFL game still to start (its board and page show a picker's own pick on it). */
async function upcomingGame(): Promise<number> {
  const [game] = await sql<{ id: number }>(`SELECT id FROM "Fixture" WHERE league = 'NFL' AND status = 'PREGAME' AND "startsAt" > now() ORDER BY "startsAt" LIMIT 1`);
  return game.id;
}

/** Every family of shared pages, with the URLs a visitor arrives on. */
async function sharedPages(): Promise<[string, PageCacheFamily][]> {
  const [daily] = await sql<{ id: number }>(
    `SELECT id FROM "Fixture" WHERE league = 'NFL' AND report IS NOT NULL AND "reportPublishedAt" <= now() ORDER BY "startsAt" DESC LIMIT 1`,
  );
  const [picker] = await sql<{ username: string }>(`SELECT username FROM "User" WHERE username IS NOT NULL AND NOT private AND "emailVerified" IS NOT NULL ORDER BY "createdAt" LIMIT 1`);
  return [
    ["/football/nfl", "leagueBoard"],
    ["/hockey/nhl?filter=today", "leagueBoard"],
    [`/football/nfl/fixture/${await upcomingGame()}`, "fixturePage"],
    ["/leaderboard", "leaderboard"],
    [`/picker/${encodeURIComponent(picker.username)}`, "pickerProfile"],
    ["/", "landing"],
    ["/rules", "staticPage"],
    ["/privacy", "staticPage"],
    ["/contact", "staticPage"],
    ["/picks/daily?sport=football&league=nfl", "dailyPicks"],
    ["/picks/daily?sport=baseball&league=mlb", "dailyPicks"],
    [`/picks/daily?sport=football&league=nfl&cursor=${daily.id}`, "dailyPicks"],
    [`/picks/daily/football/nfl/${daily.id}`, "dailyPicks"],
  ];
}

const nonceOf = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

test("a visitor's shared pages may be kept by a CDN, each answer under its own nonce; a signed-in picker's are private", async ({ playwright, context }) => {
  const visitor = await playwright.request.newContext();
  await signInAsNewPicker(context, { prefix: "e2e_sh_" });
  for (const [path, family] of await sharedPages()) {
    const { sMaxAge, staleWhileRevalidate } = PAGE_CACHE[family];
    const [first, second] = [await visitor.get(path, { headers: DOCUMENT }), await visitor.get(path, { headers: DOCUMENT })];
    expect(second.status(), path).toBe(200);
    expect(second.headers()["cache-control"], path).toBe(`public, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`);
    expect(second.headers()["vary"] ?? "", path).not.toMatch(/cookie/i);
    expect(second.headers()["set-cookie"], path).toBeUndefined();
    // The second answer is the copy the first one made, under a nonce of its own, which its every script carries.
    expect(second.headers()["x-pickline-copy"], path).toMatch(/^(HIT|STALE)$/);
    expect(nonceOf(second), path).toBeTruthy();
    expect(nonceOf(second), path).not.toBe(nonceOf(first));
    const html = await second.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts.filter((tag) => !tag.includes('type="application/ld+json"'))) expect(script, path).toContain(`nonce="${nonceOf(second)}"`);
    // The copy also answers link previews and crawlers that read no script: the page's title and description are in
    // its <head>, not streamed after it as Next does for a browser.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).toMatch(/<title>[^<]+<\/title>/);
    expect(head, path).toContain('<meta name="description" content="');
    const signedIn = await context.request.get(path, { headers: DOCUMENT });
    expect(signedIn.status(), path).toBe(200);
    expect(signedIn.headers()["cache-control"], `${path}, signed in`).toMatch(/^private, .*no-store/);
    expect(signedIn.headers()["x-pickline-copy"], `${path}, signed in`).toBeUndefined();
    expect(signedIn.headers()["vary"] ?? "", path).not.toMatch(/cookie/i);
    expect(nonceOf(signedIn), path).not.toBe(nonceOf(second));
  }
  await visitor.dispose();
});

test("no byte of a signed-in picker's view reaches a visitor", async ({ playwright, context }) => {
  const picker = await signInAsNewPicker(context, { prefix: "e2e_shv_" });
  const game = await upcomingGame();
  await sql(
    `INSERT INTO "Pick" ("userId", "fixtureId", side, "moneyLine", "decimalOdds", "oddsAt", "oddsSource") VALUES ($1, $2, 'HOME', 120, 2.2, now(), 'e2e')`,
    [picker.id, game],
  );
  // Their own profile too, with their settings, as a visitor sees it next.
  const pages = [...(await sharedPages()).map(([path]) => path), `/picker/${picker.username}`];
  // Signed in first: were any of these copies made from the picker's request, it is the copy the visitor gets next.
  const seen = new Map<string, string>();
  for (const path of pages) {
    const answer = await context.request.get(path, { headers: DOCUMENT });
    expect(answer.status(), path).toBe(200);
    seen.set(path, await answer.text());
  }
  // The signed-in view does hold what must not leak: their own pick on the board and the game page.
  expect(seen.get("/football/nfl")).toContain("Your pick");
  expect(seen.get(`/football/nfl/fixture/${game}`)).toContain("Your pick");
  const visitor = await playwright.request.newContext();
  for (const path of pages) {
    const html = await (await visitor.get(path, { headers: DOCUMENT })).text();
    // Their nickname is public on their own profile and in a game's list of pickers; "Your pick" is on the board and
    // the game page only when the page is the caller's (the landing page's illustration says it too).
    const namedPublicly = path === `/picker/${picker.username}` || path.includes("/fixture/");
    const ownPickMarker = path === "/football/nfl" || path.includes("/fixture/") ? ["Your pick"] : [];
    for (const mine of [...(namedPublicly ? [] : [picker.username]), picker.email, picker.token, "notification-badge", ...ownPickMarker]) {
      expect(html.includes(mine), `${path} shows ${mine}`).toBe(false);
    }
    // The header's account area is the browser's to fill in, for everyone.
    expect(html, path).toContain('data-testid="header-account-pending"');
  }
  await visitor.dispose();
});

test("a visitor's view of a fresh shared page costs no database round trip", async () => {
  test.setTimeout(120_000);
  // A server of the same build of its own, whose database connections go through a counter.
  const database = await countingProxy(process.env.E2E_DATABASE_URL!);
  const app = await startApp(await productionEnv(database.url), { quiet: true });
  try {
    const pages = await sharedPages();
    const view = async (path: string, headers: Record<string, string> = {}) =>
      expect((await fetch(`${app.baseUrl}${path}`, { headers: { ...DOCUMENT, ...headers } })).status, path).toBe(200);
    for (const [path] of pages) await view(path);
    database.reset();
    for (let round = 0; round < 3; round += 1) for (const [path] of pages) await view(path);
    expect(database.roundTrips()).toBe(0);
    // The counter counts: the same page asked for with a session cookie is rendered for its caller, whose session it reads.
    await view("/football/nfl", { cookie: "authjs.session-token=no-such-session" });
    expect(database.roundTrips()).toBeGreaterThan(0);
  } finally {
    app.stop();
    await database.close();
  }
});
