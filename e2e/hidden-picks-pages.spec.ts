// Hidden picks in what the server renders: every page and API answer that can show a pick, fetched as a visitor, as
// another picker, as a fellow pool member and as a follower, as HTML and as the RSC payload (the `RSC: 1` request a
// client navigation makes), carries no hidden price, point or side; in Chromium, no pick card names the picked team or
// a total's side, and a hidden pick's share page reads as a made pick. The member of a pool that hides its members'
// picks is hidden everywhere, not only in the pool. Once the games start, the same pages show them, which proves the
// walk would see a leak.
import crypto from "node:crypto";
import { expect, test, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { gamesLaterToday, kickOff, sql } from "./support";
import { signInAsNewPicker } from "./sign-in";

type Viewer = { name: string; request: APIRequestContext; context: BrowserContext; member: boolean };
type Teams = { id: number; home: string; away: string; homeAbbreviation: string; awayAbbreviation: string };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What the pick cards on a page say about the side taken in these games: a card names its game once ("A @ B"), so
 * either team's name or abbreviation, or "Over" or "Under", anywhere else on it is the side. Cards are the innermost
 * list items naming the game, so no card is read with another's text.
 */
async function sidesOnCards(context: BrowserContext, path: string, games: Teams[]): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(path);
  const said: string[] = [];
  for (const game of games) {
    const matchup = `${game.away} @ ${game.home}`;
    for (const card of await page.locator("li:not(:has(li))").filter({ hasText: matchup }).all()) {
      const rest = (await card.innerText()).replace(matchup, "");
      for (const word of [game.home, game.away, game.homeAbbreviation, game.awayAbbreviation, "Over", "Under"]) {
        if (new RegExp(`\\b${escaped(word)}\\b`).test(rest)) said.push(`${path}: ${word} on the card of ${matchup}`);
      }
    }
  }
  await page.close();
  return said;
}

/** Prices and points no demo game offers, so a page that prints one prints the hidden pick's. */
const PRICES = { moneyLine: 987, spread: -1004, total: -1021, legOne: -1063, legTwo: 1041, pool: -1077 };
const POINTS = { spread: 13.5, total: 17.5, pool: -11.5 };

async function insertPick(userId: string, fixtureId: number, pick: { market: string; side: string; point: number | null; price: number; parlayId?: number }) {
  const [row] = await sql<{ id: number }>(
    `INSERT INTO "Pick" ("userId", "fixtureId", market, side, point, kind, "parlayId", "moneyLine", "decimalOdds", "oddsAt", "oddsSource")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 2, now(), 'e2e') RETURNING id`,
    [userId, fixtureId, pick.market, pick.side, pick.point, pick.parlayId ? "PARLAY" : "NORMAL", pick.parlayId ?? null, pick.price],
  );
  return row.id;
}

const signed = (price: number) => (price > 0 ? `+${price}` : String(price));

/** What would give a hidden pick away in a page's text or payload. */
function markers(): string[] {
  const prices = [PRICES.moneyLine, PRICES.spread, PRICES.total, PRICES.legOne, PRICES.legTwo, PRICES.pool];
  const points = [POINTS.spread, POINTS.total, POINTS.pool];
  // Points as a card prints them ("+13.5", "Under 17.5") and as a payload carries them; a bare "13.5" could be a score's digits.
  const printed = [`+${POINTS.spread}`, `Under ${POINTS.total}`, String(POINTS.pool)];
  return [...prices.map(signed), ...prices.map((price) => `"moneyLine":${price}`), ...points.map((point) => `"point":${point}`), ...printed];
}

test("no page, payload or API answer shows a hidden pick before its game starts, and all show it after", async ({ browser }) => {
  test.setTimeout(240_000);
  const contexts = await Promise.all([0, 1, 2, 3, 4, 5].map(() => browser.newContext()));
  const [hiderContext, otherContext, memberContext, followerContext, visitorContext, poolieContext] = contexts;
  const hider = await signInAsNewPicker(hiderContext, { prefix: "sphinx" });
  await signInAsNewPicker(otherContext, { prefix: "onlooker" });
  const member = await signInAsNewPicker(memberContext, { prefix: "teammate" });
  const follower = await signInAsNewPicker(followerContext, { prefix: "fan" });
  const poolie = await signInAsNewPicker(poolieContext, { prefix: "plain" });

  const games = await gamesLaterToday([
    [-145, 125],
    [-150, 130],
    [-155, 135],
    [-160, 140],
    [-165, 145],
  ]);
  const picks = [
    await insertPick(hider.id, games[0].id, { market: "MONEY_LINE", side: "AWAY", point: null, price: PRICES.moneyLine }),
    await insertPick(hider.id, games[1].id, { market: "SPREAD", side: "AWAY", point: POINTS.spread, price: PRICES.spread }),
    await insertPick(hider.id, games[2].id, { market: "TOTAL", side: "UNDER", point: POINTS.total, price: PRICES.total }),
  ];
  const [parlay] = await sql<{ id: number }>(`INSERT INTO "Parlay" ("userId", "decimalOdds", "betTotal") VALUES ($1, 4, 300) RETURNING id`, [hider.id]);
  await insertPick(hider.id, games[3].id, { market: "MONEY_LINE", side: "HOME", point: null, price: PRICES.legOne, parlayId: parlay.id });
  await insertPick(hider.id, games[4].id, { market: "MONEY_LINE", side: "AWAY", point: null, price: PRICES.legTwo, parlayId: parlay.id });
  // A member without the preference: the pool's option alone hides this one, everywhere.
  const poolPick = await insertPick(poolie.id, games[1].id, { market: "SPREAD", side: "HOME", point: POINTS.pool, price: PRICES.pool });
  const [pool] = await sql<{ id: string }>(
    `INSERT INTO "Pool" (id, name, leagues, "ownerId", "inviteCode", "hidePicks", "updatedAt") VALUES ($1, $2, '{NHL}', $3, $4, true, now()) RETURNING id`,
    [`e2e${crypto.randomBytes(8).toString("hex")}`, `Closed cards ${crypto.randomBytes(2).toString("hex")}`, member.id, crypto.randomBytes(16).toString("base64url")],
  );
  await sql(`INSERT INTO "PoolMember" ("poolId", "userId") VALUES ($1, $2), ($1, $3), ($1, $4)`, [pool.id, member.id, hider.id, poolie.id]);
  await sql(`INSERT INTO "Follow" ("followerId", "followedId") VALUES ($1, $2)`, [follower.id, hider.id]);
  await sql(`UPDATE "User" SET "hidePendingPicks" = true WHERE id = $1`, [hider.id]);

  const teams = await sql<Teams>(
    `SELECT f.id, h.name AS home, a.name AS away, h.abbreviation AS "homeAbbreviation", a.abbreviation AS "awayAbbreviation"
     FROM "Fixture" f JOIN "Team" h ON h.id = f."homeTeamId" JOIN "Team" a ON a.id = f."awayTeamId" WHERE f.id = ANY($1::int[])`,
    [games.map((game) => game.id)],
  );

  const abbreviationOf = (game: { id: number }, side: "home" | "away") => {
    const row = teams.find((team) => team.id === game.id)!;
    return side === "home" ? row.homeAbbreviation : row.awayAbbreviation;
  };
  const awayAbbreviation = abbreviationOf(games[0], "away");

  const profiles = [hider.username, poolie.username].flatMap((name) => [`/picker/${name}`, `/picker/${name}/picks`]);
  const pages = [
    ...profiles,
    ...[...picks, poolPick].map((id) => `/pick/${id}`),
    `/parlay/${parlay.id}`,
    ...games.map((game) => `/hockey/nhl/fixture/${game.id}`),
    "/hockey/nhl",
    "/hockey/nhl/picks/feed",
  ];
  const api = [
    ...games.map((game) => `/api/picks/fixture/${game.id}`),
    ...[hider.id, poolie.id].flatMap((id) => [`/api/picker/picks/${id}/pending`, `/api/picker/picks/${id}/last`, `/api/picker/${id}/stats`]),
    `/api/picker/parlays/${hider.id}`,
    "/api/hockey/nhl/picks/suggestions",
    "/api/hockey/nhl/picks/feed",
  ];
  const poolPaths = [`/pools/${pool.id}`, `/api/pools/${pool.id}/picks`];
  const viewers: Viewer[] = [
    { name: "visitor", request: visitorContext.request, context: visitorContext, member: false },
    { name: "other picker", request: otherContext.request, context: otherContext, member: false },
    { name: "pool member", request: memberContext.request, context: memberContext, member: true },
    { name: "follower", request: followerContext.request, context: followerContext, member: false },
  ];

  /** Every marker each viewer finds, by path and by the form it was fetched in. */
  async function found(viewer: Viewer): Promise<string[]> {
    const hits: string[] = [];
    const asks = [...pages.flatMap((path) => [{ path, rsc: false }, { path, rsc: true }]), ...api.map((path) => ({ path, rsc: false }))];
    const inPool = viewer.member ? [...poolPaths.map((path) => ({ path, rsc: false })), { path: poolPaths[0], rsc: true }] : [];
    for (const { path, rsc } of [...asks, ...inPool]) {
      // Without router state headers Next.js expects an empty `_rsc` cache-busting key (else it redirects to one).
      const answer = await viewer.request.get(rsc ? `${path}?_rsc` : path, { headers: rsc ? { RSC: "1" } : {}, maxRedirects: 0 });
      expect(answer.status(), `${viewer.name} ${path}`).toBeLessThan(500);
      if (rsc && answer.status() === 200) expect(answer.headers()["content-type"], `${viewer.name} ${path}`).toContain("text/x-component");
      const text = await answer.text();
      const leaks = markers().filter((marker) => text.includes(marker));
      // The side's team, as a card names it ("Picked <strong>BOS +987</strong>" in the HTML: the bet slip's
      // abbreviation) or by name, on the pages about the hider's picks alone: the demo pickers on the board may well
      // have picked the same team in another game.
      const aboutHider = !path.startsWith("/hockey/") && !path.startsWith("/api/hockey/");
      const side = `(${escaped(games[0].away)}|${escaped(awayAbbreviation)}\\b)`;
      if (aboutHider && new RegExp(`Picked (\\s|<[^>]*>|\\\\u003c[^ ]*?\\\\u003e)*${side}`).test(text)) leaks.push(`Picked ${games[0].away}`);
      const form = path.startsWith("/api/") ? "API" : rsc ? "RSC" : "HTML";
      hits.push(...leaks.map((leak) => `${viewer.name} ${form} ${path}: ${leak}`));
    }
    const cardPages = [...profiles, "/hockey/nhl/picks/feed", ...(viewer.member ? [poolPaths[0]] : [])];
    for (const path of cardPages) hits.push(...(await sidesOnCards(viewer.context, path, teams)).map((said) => `${viewer.name} card ${said}`));
    return hits;
  }

  for (const viewer of viewers) expect(await found(viewer)).toEqual([]);

  // A hidden pick's share page, as anyone else reads it: who made a pick in which game, and Picked ✓ as its status.
  const shared = await visitorContext.newPage();
  for (const [id, name, game] of [[picks[0], hider.username, games[0]], [poolPick, poolie.username, games[1]]] as const) {
    await shared.goto(`/pick/${id}`);
    await expect(shared).toHaveTitle(new RegExp(`^${escaped(`${name} made a pick in ${game.away} @ ${game.home}`)}`));
    await expect(shared.getByRole("heading", { level: 1 })).toHaveText(`${name}'s pick`);
    await expect(shared.locator(`dt:text-is("Pick") + dd`)).toHaveText("Picked ✓ Hidden until the game starts");
  }
  await shared.close();

  // The games start by the database's clock: the same walk now finds the picks, for the visitor as for the member.
  await kickOff(games.map((game) => game.id));
  const visitorSees = await found(viewers[0]);
  expect(visitorSees).toEqual(expect.arrayContaining([`visitor HTML /pick/${picks[0]}: +987`, `visitor RSC /parlay/${parlay.id}: -1063`]));
  const memberSees = await found(viewers[2]);
  expect(memberSees).toEqual(
    expect.arrayContaining([
      `pool member HTML /pools/${pool.id}: -1077`,
      `pool member HTML /picker/${hider.username}/picks: -1004`,
      `pool member HTML /picker/${poolie.username}/picks: -1077`,
      // Cards name the side as a bet slip does: by the team's abbreviation, or Over and Under.
      `pool member card /picker/${hider.username}/picks: ${abbreviationOf(games[0], "away")} on the card of ${games[0].away} @ ${games[0].home}`,
      `pool member card /picker/${hider.username}/picks: Under on the card of ${games[2].away} @ ${games[2].home}`,
      `pool member card /picker/${poolie.username}/picks: ${abbreviationOf(games[1], "home")} on the card of ${games[1].away} @ ${games[1].home}`,
      `pool member card /pools/${pool.id}: ${abbreviationOf(games[1], "home")} on the card of ${games[1].away} @ ${games[1].home}`,
    ]),
  );
  await Promise.all(contexts.map((context) => context.close()));
});
