// A hidden pending pick says that it was made and nothing more, in figures as in lists: every page of the product that
// can show a pick (HTML and the RSC payload of a client navigation), the share images those pages point to, and every
// GET route on disk, read as a visitor, another picker, a fellow pool member and a follower, are the same whichever
// market and side the pick backs. The walk reads everything, changes the picks in the database to another market or
// side, reads everything again, and compares. One picker hid before picking, the other picked and then turned hiding
// on. Once the games start, the same walk sees the change, which proves it would see a leak.
import crypto from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { fillTemplate } from "../tests/support/api-routes";
import { calledRoutes, getRoutesOnDisk, PICK_ROUTES, type RouteTarget } from "../tests/support/pick-routes";
import { mondayOf } from "../lib/domain/pool-weeks";
import { pageTemplates } from "./every-page";
import { gamesLaterToday, kickOff, sql, type Game } from "./support";
import { signInAsNewPicker } from "./sign-in";

type Picker = { id: string; username: string };
type World = { hiders: Picker[]; games: Game[]; picks: number[]; pool: { id: string; inviteCode: string } };

/** The pages a template is read at in this world, or why it shows no pick (a new page fails the walk until listed). */
function pagesFor(template: string, w: World): string[] | { none: string } {
  const profiles = (suffix: string) => w.hiders.map((picker) => `/picker/${picker.username}${suffix}`);
  const table: Record<string, string[] | { none: string }> = {
    "/": ["/"],
    "/[sport]/[league]": ["/hockey/nhl", "/hockey/nhl?filter=all"],
    "/[sport]/[league]/fixture/[id]": w.games.map((game) => `/hockey/nhl/fixture/${game.id}`),
    "/[sport]/[league]/pickers/feed": ["/hockey/nhl/pickers/feed"],
    "/[sport]/[league]/picks/feed": ["/hockey/nhl/picks/feed"],
    "/notifications": ["/notifications"],
    "/picker/[username]": profiles(""),
    "/picker/[username]/followers": profiles("/followers"),
    "/picker/[username]/following": profiles("/following"),
    "/picker/[username]/picks": [...profiles("/picks"), ...profiles("/picks?sport=hockey&league=nhl")],
    "/pools": ["/pools"],
    "/pools/[poolId]": [`/pools/${w.pool.id}`],
    "/pools/join/[code]": [`/pools/join/${w.pool.inviteCode}`],
    "/leaderboard": ["/leaderboard", "/leaderboard?period=ALL"],
    "/pick/[id]": w.picks.map((id) => `/pick/${id}`),
    "/picks/daily/[sport]/[league]": ["/picks/daily?sport=hockey&league=nhl"],
    "/picks/daily/[sport]/[league]/[id]": w.games.map((game) => `/picks/daily/hockey/nhl/${game.id}`),
    "/picks/daily/[sport]/[league]/older/[cursor]": { none: "older reports only: the games here are today's" },
    "/parlay/[id]": { none: "a parlay's page: these pickers made none" },
    "/login": { none: "a sign-in form" },
    "/login/magic": { none: "a sign-in form" },
    "/logout": { none: "signs out" },
    "/nickname": { none: "a form for one's own nickname" },
    "/signup": { none: "a sign-up form" },
    "/verify": { none: "an e-mail check" },
    "/contact": { none: "a contact page" },
    "/privacy": { none: "the privacy policy" },
    "/rules": { none: "the rules" },
    "/unsubscribe": { none: "an e-mail setting" },
    "/admin": { none: "administrators only" },
    "/dev/mail": { none: "development only" },
  };
  const pages = table[template];
  if (!pages) throw new Error(`no pages for ${template}: say in e2e/hidden-pick-figures.spec.ts where it shows picks, or why it shows none`);
  return pages;
}

/** Every GET route that can show a pick, about each hider, at this world's NHL games (the route table reads the NFL's). */
function apiPaths(w: World): string[] {
  const paths = calledRoutes().flatMap((template) =>
    w.hiders.map((picker, index) => {
      const call = PICK_ROUTES[template];
      // The world has no survivor or card pool: those routes read the pick'em pool and answer alike every time.
      const target: RouteTarget = { picker, game: w.games[index], pool: w.pool, survivorPool: w.pool, cardPool: { id: w.pool.id, week: mondayOf(new Date().toISOString().slice(0, 10)) } };
      const { pathname } = fillTemplate(template, "params" in call && call.params ? call.params(target) : {});
      const query = "query" in call && call.query ? (typeof call.query === "function" ? call.query(target) : call.query) : "";
      return `${pathname.replace("/football/nfl/", "/hockey/nhl/")}${query}`;
    }),
  );
  return [...new Set(paths)];
}

/** Random per request: CSP nonces, and the 22-character keys Next.js gives a render (an invite code looks the same: it never changes here). */
const RANDOM = /^[A-Za-z0-9+/=_-]{22,}$/;

/**
 * What a page's markup says, in an order of its own: streaming sends Suspense boundaries and the head's tags in the
 * order they finish, so the same page comes in different orders, a boundary either in place or sent later in a hidden
 * block. The scripts (the RSC payload again) are left to the payload's own comparison; the opening tags with their
 * attributes and the text between them are sorted, without the streaming's own marks (comments, templates, hidden
 * blocks) and closing tags.
 */
function markupFacts(html: string): string {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<!--[\s\S]*?-->/g, "");
  return markup
    .split(/(<[^>]+>)/)
    .map((part) => part.replace(/ nonce="[^"]*"/g, "").replace(/ id="[SPB]:\d+"/g, "").trim())
    .filter((part) => part && !/^<\/|^<template\b|^<div hidden\b/.test(part))
    .sort()
    .join("\n");
}

/**
 * What an RSC payload says, in an order of its own: its rows' ids and references follow the order the server's work
 * finished in, and a row may be inlined one time and referenced the next. Its strings (references and random keys
 * left out) and its numbers outside strings, sorted, are what a figure or a word would change.
 */
function payloadFacts(payload: string): string {
  const strings = (payload.match(/"(?:[^"\\]|\\.)*"/g) ?? [])
    .map((literal) => literal.slice(1, -1))
    .filter((text) => !/^\$[A-Za-z@]*[0-9a-f]+$/.test(text) && !RANDOM.test(text));
  const numbers = payload.replace(/"(?:[^"\\]|\\.)*"/g, "").replace(/^[0-9a-f]+:/gm, "").match(/-?\d+(?:\.\d+)?/g) ?? [];
  return [...strings, ...numbers].sort().join("\n");
}

/** Share images the page points to (Open Graph and Twitter cards), by path on this server (the URLs name the public origin). */
const imagesOf = (html: string) =>
  [...html.matchAll(/<meta (?:property|name)="(?:og|twitter):image" content="([^"]+)"/g)].map((match) => {
    const url = new URL(match[1].replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  });

const digest = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** Every page (HTML, RSC payload and images) and API answer the viewer reads, by what was read. */
async function readEverything(request: APIRequestContext, pages: string[], api: string[]): Promise<Map<string, string>> {
  const read = new Map<string, string>();
  for (const path of pages) {
    const html = await request.get(path, { maxRedirects: 0 });
    expect(html.status(), path).toBeLessThan(500);
    const text = await html.text();
    read.set(`HTML ${path}`, `${html.status()} ${markupFacts(text)}`);
    // Without router state headers Next.js expects an empty `_rsc` cache-busting key (else it redirects to one).
    const rsc = await request.get(`${path}${path.includes("?") ? "&" : "?"}_rsc`, { headers: { RSC: "1" }, maxRedirects: 0 });
    read.set(`RSC ${path}`, `${rsc.status()} ${payloadFacts(await rsc.text())}`);
    for (const image of imagesOf(text)) {
      const drawn = await request.get(image);
      read.set(`image ${image}`, `${drawn.status()} ${digest(await drawn.body())}`);
    }
  }
  for (const path of api) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBeLessThan(500);
    read.set(`API ${path}`, `${answer.status()} ${await answer.text()}`);
  }
  return read;
}

/** The facts one read has more of than the other (each read's facts are lines). */
function surplus(a: string, b: string): string[] {
  const left = new Map<string, number>();
  for (const line of b.split("\n")) left.set(line, (left.get(line) ?? 0) + 1);
  return a.split("\n").filter((line) => {
    const count = left.get(line) ?? 0;
    left.set(line, count - 1);
    return count <= 0;
  });
}

/** Where two reads differ, with a few of the facts each has that the other has not. */
function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const few = (lines: string[]) => lines.slice(0, 4).map((line) => line.slice(0, 160)).join(" | ");
  return [...new Set([...before.keys(), ...after.keys()])].flatMap((key) => {
    const [a, b] = [before.get(key) ?? "", after.get(key) ?? ""];
    return a === b ? [] : [`${key}: ${few(surplus(a, b))} became ${few(surplus(b, a))}`];
  });
}

type PickContent = { market: string; side: string; point: number | null; price: number };

/** The picks as made (a spread on the away team at the game's line), and what the walk turns them into. */
const AS_MADE: PickContent = { market: "SPREAD", side: "AWAY", point: 1.5, price: -110 };
const TURNED_INTO: PickContent[] = [
  { market: "TOTAL", side: "OVER", point: 6.5, price: -105 },
  { market: "MONEY_LINE", side: "HOME", point: null, price: -150 },
];

async function setPicks(ids: number[], pick: PickContent) {
  await sql(`UPDATE "Pick" SET market = $2, side = $3, point = $4, "moneyLine" = $5 WHERE id = ANY($1::int[])`, [ids, pick.market, pick.side, pick.point, pick.price]);
}

/** Waits until the landing page shows every league's picker count as the database has it now. */
async function landingCountsInclude(request: APIRequestContext) {
  const counts = await sql<{ pickers: number }>(
    `SELECT COUNT(DISTINCT p."userId")::int AS pickers FROM "Pick" p JOIN "Fixture" f ON f.id = p."fixtureId" GROUP BY f.league`,
  );
  const shown = (html: string) => counts.every(({ pickers }) => html.includes(`${pickers} ${pickers === 1 ? "picker" : "pickers"} in this league`));
  await expect.poll(async () => shown(await (await request.get("/")).text()), { timeout: 90_000, intervals: [2_000] }).toBe(true);
}

/** The visitors' board is cached for a few seconds (and served stale for as long while it refreshes). */
const pastPublicCache = () => new Promise((resolve) => setTimeout(resolve, 11_000));

test("every page, image and API answer is the same whichever market and side a hidden pending pick backs", async ({ browser }) => {
  test.setTimeout(600_000);
  expect(Object.keys(PICK_ROUTES).sort()).toEqual(getRoutesOnDisk().sort());
  const contexts = await Promise.all([0, 1, 2, 3, 4, 5].map(() => browser.newContext()));
  const [visitorContext, otherContext, memberContext, followerContext, earlyContext, lateContext] = contexts;
  const other = await signInAsNewPicker(otherContext, { prefix: "onlooker" });
  const member = await signInAsNewPicker(memberContext, { prefix: "teammate" });
  const follower = await signInAsNewPicker(followerContext, { prefix: "fan" });
  const early = await signInAsNewPicker(earlyContext, { prefix: "quiet" });
  const late = await signInAsNewPicker(lateContext, { prefix: "hushed" });

  const games = await gamesLaterToday([
    [-150, 130],
    [-155, 135],
  ]);
  const gameIds = games.map((game) => game.id);
  // Every market on both games, and a published report, so the daily-pick pages show their shares too.
  await sql(
    `UPDATE "Fixture" SET "homeSpread" = -1.5, "homeSpreadPrice" = -110, "awaySpreadPrice" = -110, "totalPoints" = 6.5, "overPrice" = -105,
       "underPrice" = -115, report = '## Preview', "reportPublishedAt" = now() - interval '1 minute' WHERE id = ANY($1::int[])`,
    [gameIds],
  );
  const insertPick = async (userId: string, fixtureId: number, pick: PickContent) => {
    const [row] = await sql<{ id: number }>(
      `INSERT INTO "Pick" ("userId", "fixtureId", market, side, point, "moneyLine", "decimalOdds", "oddsAt", "oddsSource")
       VALUES ($1, $2, $3, $4, $5, $6, 1.9091, now(), 'e2e') RETURNING id`,
      [userId, fixtureId, pick.market, pick.side, pick.point, pick.price],
    );
    return row.id;
  };
  // Open picks on both games, so every figure of them is more than zero.
  for (const game of games) {
    await insertPick(other.id, game.id, { market: "MONEY_LINE", side: "HOME", point: null, price: -150 });
    await insertPick(member.id, game.id, { market: "TOTAL", side: "UNDER", point: 6.5, price: -115 });
  }
  await sql(`UPDATE "User" SET "hidePendingPicks" = true WHERE id = $1`, [early.id]);
  const picks = [await insertPick(early.id, games[0].id, AS_MADE), await insertPick(late.id, games[1].id, AS_MADE)];
  // The other picker turns hiding on after picking, through the call the profile setting makes.
  const saved = await lateContext.request.put("/api/user/preferences", { headers: { Authorization: `Bearer ${late.token}` }, data: { hidePendingPicks: true } });
  expect(saved.status()).toBe(200);

  const pool = { id: `e2e${crypto.randomBytes(8).toString("hex")}`, inviteCode: crypto.randomBytes(16).toString("base64url") };
  await sql(`INSERT INTO "Pool" (id, name, leagues, "ownerId", "inviteCode", "updatedAt") VALUES ($1, $2, '{NHL}', $3, $4, now())`, [
    pool.id,
    `Quiet crew ${crypto.randomBytes(2).toString("hex")}`,
    member.id,
    pool.inviteCode,
  ]);
  await sql(`INSERT INTO "PoolMember" ("poolId", "userId") VALUES ($1, $2), ($1, $3), ($1, $4)`, [pool.id, member.id, early.id, late.id]);
  await sql(`INSERT INTO "Follow" ("followerId", "followedId") VALUES ($1, $2), ($1, $3)`, [follower.id, early.id, late.id]);

  const world: World = { hiders: [early, late], games, picks, pool };
  const pages = pageTemplates()
    .sort()
    .flatMap((template) => {
      const listed = pagesFor(template, world);
      return Array.isArray(listed) ? listed : [];
    });
  const api = apiPaths(world);
  const viewers: [string, APIRequestContext][] = [
    ["visitor", visitorContext.request],
    ["other picker", otherContext.request],
    ["pool member", memberContext.request],
    ["follower", followerContext.request],
  ];
  const readAll = async () => {
    await pastPublicCache();
    const all = new Map<string, string>();
    for (const [name, request] of viewers) for (const [key, value] of await readEverything(request, pages, api)) all.set(`${name} ${key}`, value);
    return all;
  };

  // The landing page's picker counts are cached for a minute: the walk starts once they include this test's pickers, or
  // the cache running out halfway through would read as a change.
  await landingCountsInclude(visitorContext.request);
  const before = await readAll();
  // The walk reads what it should: the hidden picks' games and share pages, with their images.
  expect([...before.keys()]).toEqual(expect.arrayContaining([`visitor HTML /hockey/nhl/fixture/${games[0].id}`, `follower RSC /pick/${picks[1]}`]));
  expect([...before.keys()].some((key) => key.startsWith(`visitor image `) && key.includes(`/pick/${picks[0]}/image/`))).toBe(true);
  for (const into of TURNED_INTO) {
    await setPicks(picks, into);
    expect({ into, differ: differences(before, await readAll()) }).toEqual({ into, differ: [] });
  }

  // From the games' start the picks show: the same walk sees the change of side.
  await setPicks(picks, AS_MADE);
  await kickOff(gameIds);
  const started = await readAll();
  await setPicks(picks, TURNED_INTO[1]);
  const seen = differences(started, await readAll());
  expect(seen).toEqual(
    expect.arrayContaining([
      expect.stringContaining(`visitor HTML /hockey/nhl/fixture/${games[0].id}:`),
      expect.stringContaining(`pool member HTML /picker/${late.username}/picks:`),
      expect.stringContaining(`follower API /api/picks/fixture/${games[1].id}:`),
    ]),
  );
  await Promise.all(contexts.map((context) => context.close()));
});
