// Hidden picks: a picker who keeps pending picks to themselves, a member of a pool whose owner hides members' picks,
// and a survivor pool's member whose survivor picks count on the board. Every GET route on disk (and the use cases the
// pages render) is called about each of them as a visitor, as another picker, as a fellow pool member and as a
// follower: no answer may carry the side, market, point or price of a pick whose game has not started, nor a hidden
// parlay's legs. No push to a device and no post to a pool's group chat may name them either, and the card week's share
// image (byte for byte) and the owner's week CSV read the same whichever side a hidden card pick backs and whatever the
// hidden tiebreak guess. Once the games start, the same walk shows them as usual.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import { db } from "@/lib/db";
import type { Market, Selection } from "@/lib/domain/markets";
import { getFixture } from "@/lib/server/fixtures/get-fixture";
import { getNetworkBlock } from "@/lib/server/social/list-network-picks";
import { listPickSuggestions } from "@/lib/server/social/list-pick-suggestions";
import { listPoolPicks } from "@/lib/server/pools/list-pool-picks";
import { getSharedPick } from "@/lib/server/share/get-shared-pick";
import { getSharedParlay } from "@/lib/server/share/get-shared-parlay";
import { settleFixtures } from "@/lib/server/results/settle-fixtures";
import { loadHandler } from "../support/api-routes";
import { createFixture, createSignedInUser } from "../support/factories";
import { createCardPoolWithPick, createPool, createSurvivorPoolWithPick } from "../support/leak-pools";
import { createMarketFixture, marketPick } from "../support/market-factories";
import { apiRequest } from "../support/requests";
import { callRoute as callPickRoute, calledRoutes, getRoutesOnDisk, isAboutPicker, PICK_ROUTES, survivorRowSeenBy, type RouteTarget } from "../support/pick-routes";
import { finish, parlayWithLegs, pickWithOdds } from "../support/results-factories";
import { decrypt, device, deviceKeys, pushService, type Device } from "../support/local-push-service";
import { draw } from "../support/draw-share-images";
import { pools } from "../support/pool-calls";
import { sendDuePushes } from "@/lib/server/push/send-due-pushes";
import { startChatStandIn } from "../support/chat-stand-in";
import { hiddenPickSecrets, secretsSaid } from "../support/hidden-pick-secrets";
import { openChatsWithNews } from "../support/leak-chats";
import { scopedEnvironment } from "../support/scoped-environment";

type World = Awaited<ReturnType<typeof createWorld>>;
type Viewer = "anonymous" | "other" | "member" | "follower" | "self";
type Subject = { id: string; username: string | null };

const DAY = 86_400_000;

async function createWorld() {
  const hider = await createSignedInUser();
  const poolie = await createSignedInUser();
  const member = await createSignedInUser();
  const follower = await createSignedInUser();
  const other = await createSignedInUser();
  const survivor = await createSignedInUser();
  // Every market on its own game, at prices and points no game offers now, so a leaked one is the pick's.
  const [moneyLine, spread, total, legOne, legTwo] = [
    await createMarketFixture(),
    await createMarketFixture({ homeSpread: -6.5 }),
    await createMarketFixture({ totalPoints: 51.5 }),
    await createFixture({ league: "NBA" }),
    await createFixture(),
  ];
  const survivorGame = await createFixture({ league: "NBA", homeMoneyLine: -171, awayMoneyLine: 149 });
  // A settled win puts the picker on the hot list that pick suggestions read.
  const done = await createFixture({ startsAt: new Date(Date.now() - DAY) });
  await pickWithOdds(hider.user.id, done.id, "AWAY", 130);
  await finish(done.id, 10, 20);
  await settleFixtures(db, [done.id]);
  const picks = [
    await marketPick(hider.user.id, moneyLine.id, { market: "MONEY_LINE", side: "AWAY", point: null, price: 137 }),
    await marketPick(hider.user.id, spread.id, { market: "SPREAD", side: "AWAY", point: 3.5, price: -104 }),
    await marketPick(hider.user.id, total.id, { market: "TOTAL", side: "UNDER", point: 49.5, price: -121 }),
  ];
  const parlay = await parlayWithLegs(hider.user.id, [
    { fixtureId: legOne.id, side: "HOME", moneyLine: -163 },
    { fixtureId: legTwo.id, side: "AWAY", moneyLine: 141 },
  ]);
  // A member without the preference: the pool's option alone hides this pick, wherever it shows.
  const poolPick = await marketPick(poolie.user.id, spread.id, { market: "SPREAD", side: "HOME", point: -4.5, price: -108 });
  await db.follow.create({ data: { followerId: follower.user.id, followedId: hider.user.id } });
  await db.follow.create({ data: { followerId: follower.user.id, followedId: poolie.user.id } });
  const pool = await createPool("Secret sharps", [member, hider, poolie].map(({ user }) => user.id), { hidePicks: true });
  await db.user.update({ where: { id: hider.user.id }, data: { hidePendingPicks: true } });
  // A survivor member who counts survivor picks on the board: the board pick is the survivor pick's team.
  const survivorPool = await createSurvivorPoolWithPick("Last one in", [member.user.id, survivor.user.id], { userId: survivor.user.id, game: survivorGame, side: "AWAY" });
  await db.follow.create({ data: { followerId: follower.user.id, followedId: survivor.user.id } });
  const survivorPick = await marketPick(survivor.user.id, survivorGame.id, { market: "MONEY_LINE", side: "AWAY", point: null, price: 149 });
  // A card pool of the member and the hider, with the hider's card pick on the money-line game and a tiebreak guess.
  const cardPool = await createCardPoolWithPick("Card sharps", [member.user.id, hider.user.id], { userId: hider.user.id, game: moneyLine, side: "AWAY", guess: 45 });
  const tokens: Record<Viewer, string | undefined> = {
    anonymous: undefined,
    other: other.token,
    member: member.token,
    follower: follower.token,
    self: hider.token,
  };
  const ids: Record<Viewer, string | null> = { anonymous: null, other: other.user.id, member: member.user.id, follower: follower.user.id, self: hider.user.id };
  return {
    hider: hider.user,
    subjects: [hider.user, poolie.user, survivor.user] as Subject[],
    pickIds: new Set([...picks.map((pick) => pick.id), ...parlay.legs.map((leg) => leg.id), poolPick.id, survivorPick.id]),
    poolPickId: poolPick.id,
    survivorPickId: survivorPick.id,
    sharedPicks: [...picks, poolPick, survivorPick],
    parlayId: parlay.id,
    picks,
    parlay,
    games: [moneyLine, spread, total, legOne, legTwo, survivorGame],
    moneyLine,
    pool,
    survivorPool,
    cardPool,
    survivorMember: survivor.user,
    tokens,
    ids,
  };
}

/** What a pick, a fixture entry or a parlay must not say while hidden. */
const SECRET_KEYS = ["side", "market", "point", "moneyLine", "closingMoneyLine", "decimalOdds", "betTotal", "picks", "outcome", "points"];

/** Where in an answer a hidden pick or parlay shows what was taken; empty when nothing does. A picker listed under a side (`pickId`) is a leak. */
function findLeaks(body: unknown, world: World, where = "$"): string[] {
  if (Array.isArray(body)) return body.flatMap((item, index) => findLeaks(item, world, `${where}[${index}]`));
  if (body === null || typeof body !== "object") return [];
  const node = body as Record<string, unknown>;
  const secret = (id: unknown) => world.pickIds.has(id as number);
  const found: string[] = [];
  const said = SECRET_KEYS.filter((key) => node[key] !== undefined);
  if (secret(node.id) && "fixtureId" in node && said.length > 0) found.push(`${where}: pick ${String(node.id)} says ${said.join(", ")}`);
  if (secret(node.id) && "user" in node && said.length > 0) found.push(`${where}: fixture entry ${String(node.id)} says ${said.join(", ")}`);
  if (secret(node.pickId)) found.push(`${where}: pick ${String(node.pickId)} listed under its side`);
  if (node.id === world.parlayId && ("betTotal" in node || ("userId" in node && Array.isArray(node.picks)))) found.push(`${where}: parlay ${world.parlayId} with its legs`);
  return [...found, ...Object.entries(node).flatMap(([key, value]) => findLeaks(value, world, `${where}.${key}`))];
}

/** The route table's target: the hidden picks' money-line game, the hiding pool, and the picker the call is about. */
const target = (w: World, subject: Subject = w.hider): RouteTarget => ({ picker: subject, game: w.moneyLine, pool: w.pool, survivorPool: w.survivorPool, cardPool: w.cardPool });

const callRoute = (template: string, world: World, viewer: Viewer, subject?: Subject) => callPickRoute(template, target(world, subject), world.tokens[viewer]);

/** Every route and page block, with each game the hidden picks are on for the routes that read one game. */
async function walk(world: World, viewer: Viewer): Promise<string[]> {
  const leaks: string[] = [];
  for (const template of calledRoutes()) {
    for (const subject of isAboutPicker(template) ? world.subjects : [world.hider]) {
      const { status, body } = await callRoute(template, world, viewer, subject);
      expect({ template, status: status < 500 }).toEqual({ template, status: true });
      leaks.push(...findLeaks(body, world).map((leak) => `${template} about ${subject.username} ${leak}`));
    }
  }
  for (const game of world.games) {
    const handler = await loadHandler("/api/picks/fixture/[fixtureId]", "GET");
    const response = await handler(apiRequest(`/api/picks/fixture/${game.id}`, { bearer: world.tokens[viewer] }), { params: Promise.resolve({ fixtureId: String(game.id) }) });
    leaks.push(...findLeaks(await response.json(), world).map((leak) => `picks on game ${game.id} ${leak}`));
  }
  const viewerId = world.ids[viewer];
  const blocks: [string, unknown][] = [
    ["fixture page", await Promise.all(world.games.map((game) => getFixture({ league: game.league, fixtureId: game.id, callerId: viewerId })))],
    ["suggestions", [await listPickSuggestions("nfl", viewerId), await listPickSuggestions("nba", viewerId)]],
    ["network block", viewerId ? [await getNetworkBlock(viewerId, "nfl"), await getNetworkBlock(viewerId, "nba")] : []],
    ["pool feed", viewer === "member" ? await listPoolPicks({ id: viewerId! }, world.pool.id, { limit: 40 }) : []],
    ["share pages", [...(await Promise.all(world.sharedPicks.map((pick) => getSharedPick(pick.id, viewerId)))), await getSharedParlay(world.parlayId, viewerId)]],
  ];
  for (const [name, block] of blocks) leaks.push(...findLeaks(block, world).map((leak) => `${name} ${leak}`));
  return leaks;
}

/** The walk's pools: the hiding pick'em pool, the card pool and the survivor pool. */
const poolIds = (w: World) => [w.pool.id, w.cardPool.id, w.survivorPool.id];

type PickContent = { market: Market; side: Selection; point: number | null; moneyLine: number };
/** What a hidden pick of each market is turned into: another market and another side. */
const TURNED_INTO: Record<Market, PickContent> = {
  MONEY_LINE: { market: "SPREAD", side: "HOME", point: -2.5, moneyLine: -110 },
  SPREAD: { market: "TOTAL", side: "OVER", point: 47.5, moneyLine: -105 },
  TOTAL: { market: "MONEY_LINE", side: "HOME", point: null, moneyLine: -150 },
};
const otherSide = (side: string) => (side === "HOME" ? "AWAY" : "HOME");

/**
 * Turns every hidden single pick into another market and side, the survivor and card picks onto the other team, and
 * the card pool's tiebreak guesses into others; returns the undo.
 */
async function turnHiddenPicks(w: World): Promise<() => Promise<void>> {
  const picks = await db.pick.findMany({ where: { id: { in: [...w.picks.map((pick) => pick.id), w.poolPickId, w.survivorPickId] } } });
  const survivorPicks = await db.survivorPick.findMany({ where: { poolId: w.survivorPool.id }, include: { fixture: true } });
  const cardPicks = await db.cardPick.findMany({ where: { poolId: w.cardPool.id } });
  const guesses = await db.cardTiebreakGuess.findMany({ where: { poolId: w.cardPool.id } });
  for (const { poolId, userId, week, guess } of guesses) await db.cardTiebreakGuess.update({ where: { poolId_week_userId: { poolId, week, userId } }, data: { guess: guess + 17 } });
  for (const pick of picks) await db.pick.update({ where: { id: pick.id }, data: TURNED_INTO[pick.market] });
  for (const pick of survivorPicks) {
    const side = otherSide(pick.side!);
    await db.survivorPick.update({ where: { id: pick.id }, data: { side, teamId: side === "HOME" ? pick.fixture!.homeTeamId : pick.fixture!.awayTeamId } });
  }
  for (const pick of cardPicks) await db.cardPick.update({ where: { id: pick.id }, data: { side: otherSide(pick.side), price: pick.opposingPrice!, opposingPrice: pick.price } });
  return async () => {
    for (const { id, market, side, point, moneyLine } of picks) await db.pick.update({ where: { id }, data: { market, side, point, moneyLine } });
    for (const { id, side, teamId } of survivorPicks) await db.survivorPick.update({ where: { id }, data: { side, teamId } });
    for (const { id, side, price, opposingPrice } of cardPicks) await db.cardPick.update({ where: { id }, data: { side, price, opposingPrice } });
    for (const { poolId, userId, week, guess } of guesses) await db.cardTiebreakGuess.update({ where: { poolId_week_userId: { poolId, week, userId } }, data: { guess } });
  };
}

/** What `read` answers with the hidden picks turned, undone after. */
async function withPicksTurned<T>(w: World, read: () => Promise<T>): Promise<T> {
  const undo = await turnHiddenPicks(w);
  try {
    return await read();
  } finally {
    await undo();
  }
}

const setChatOrigin = scopedEnvironment(["CHAT_HOOK_TEST_ORIGIN"]);

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

describe("hidden picks until the game starts", () => {
  test("every GET route on disk is in the walk", () => {
    expect(Object.keys(PICK_ROUTES).sort()).toEqual(getRoutesOnDisk().sort());
  });

  test.each(["anonymous", "other", "member", "follower"] as const)("no route or page block shows %s a hidden side, line, price or leg", async (viewer) => {
    expect(await walk(world, viewer)).toEqual([]);
  });

  test("others still see that the picks were made: the pool feed, the profile and the game's pickers say Picked", async () => {
    const feed = (await callRoute("/api/pools/[poolId]/picks", world, "member")).body as { payload: { items: { id: number; hidden: boolean }[] } };
    const hiddenInFeed = feed.payload.items.filter((item) => item.hidden).map((item) => item.id);
    expect(hiddenInFeed.sort()).toEqual([...world.picks.map((pick) => pick.id), world.poolPickId].sort());
    const pending = (await callRoute("/api/picker/picks/[userId]/[pickState]", world, "other")).body as { payload: { items: { hidden: boolean }[] } };
    expect(pending.payload.items).toHaveLength(3);
    expect(pending.payload.items.every((item) => item.hidden)).toBe(true);
    const parlays = (await callRoute("/api/picker/parlays/[userId]", world, "other")).body as { payload: { items: unknown[] } };
    expect(parlays.payload.items).toEqual([expect.objectContaining({ id: world.parlayId, hidden: true, legsCount: 2 })]);
    const onGame = (await callRoute("/api/picks/fixture/[fixtureId]", world, "anonymous")).body as { payload: { items: unknown[] } };
    expect(onGame.payload.items).toEqual([expect.objectContaining({ id: world.picks[0].id, hidden: true, user: expect.objectContaining({ id: world.hider.id }) })]);
  });

  test("the survivor slate page shows a fellow member that another member picked, never the team", async () => {
    const { status, row } = await survivorRowSeenBy(target(world), world.tokens.member, world.survivorMember.id);
    expect(status).toBe(200);
    expect(row).toMatchObject({ slatePick: "hidden", usedTeams: [] });
    // The slate's games list every team; what the member's row says must not name theirs.
    const team = await db.team.findUniqueOrThrow({ where: { id: world.games[5].awayTeamId } });
    expect(JSON.stringify(row)).not.toContain(team.abbreviation);
  });

  test("the profile statistics count no hidden pick in its market, except for the picker", async () => {
    const pendingByMarket = async (viewer: Viewer) => {
      const { body } = await callRoute("/api/picker/[key]/stats", world, viewer);
      const { byMarket } = (body as { payload: { byMarket: Record<string, { pending: number }> } }).payload;
      return Object.fromEntries(Object.entries(byMarket).map(([market, record]) => [market, record.pending]));
    };
    for (const viewer of ["anonymous", "other", "member", "follower"] as const) expect(await pendingByMarket(viewer)).toEqual({ MONEY_LINE: 0, SPREAD: 0, TOTAL: 0 });
    expect(await pendingByMarket("self")).toEqual({ MONEY_LINE: 1, SPREAD: 1, TOTAL: 1 });
  });

  test("the picker sees every pick of their own as usual", async () => {
    expect((await walk(world, "self")).length).toBeGreaterThan(0);
  });

  test("a parlay stays hidden whole while one leg's game has started and another's has not", async () => {
    const [, , , legOne] = world.games;
    await db.fixture.update({ where: { id: legOne.id }, data: { startsAt: new Date(Date.now() - 60_000) } });
    try {
      for (const viewer of ["anonymous", "other", "member", "follower"] as const) expect(await walk(world, viewer)).toEqual([]);
    } finally {
      await db.fixture.update({ where: { id: legOne.id }, data: { startsAt: legOne.startsAt } });
    }
  });

  test("no push carries a hidden pick: every picker's device gets its reminder, announcement and results, none naming a hidden side, market, line or price", async () => {
    const service = await pushService();
    const phones = new Map<string, Device>();
    const people = [world.hider, ...world.subjects, ...(await db.user.findMany({ where: { id: { in: Object.values(world.ids).filter((id) => id !== null) } } }))];
    // A pool over the NHL whose week's first game starts within the hour: everyone in it who has not picked is reminded.
    const soon = await createFixture({ league: "NHL", startsAt: new Date(Date.now() + 30 * 60_000) });
    const hockey = await db.pool.create({ data: { name: "Puck line", leagues: ["NHL"], ownerId: world.hider.id, members: { create: [...new Set(people.map((p) => p.id))].map((userId) => ({ userId })) } } });
    try {
      for (const person of new Set(people.map((p) => p.id))) {
        const { sessionToken } = await db.session.findFirstOrThrow({ where: { userId: person } });
        const path = `/push/${person}`;
        phones.set(path, device());
        await db.pushSubscription.create({ data: { userId: person, sessionToken, endpoint: `${service.origin}${path}`, ...deviceKeys(phones.get(path)!) } });
      }
      expect((await pools.announce(world.tokens.member, world.pool.id, { text: "Picks lock at kickoff" })).status).toBe(200);
      await sendDuePushes(db, { backoffMs: 5 });
      // The announcement's own run, after its response, may still be sending to the pool's other two members.
      for (let waited = 0; (await db.pushSend.count({ where: { kind: "ANNOUNCEMENT", sent: true } })) < 2; waited += 20) {
        if (waited > 10_000) throw new Error("the announcement's pushes never arrived");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const kinds = await db.pushSend.groupBy({ by: ["kind"], where: { sent: true }, _count: true });
      expect(kinds.map((row) => row.kind).sort()).toEqual(["ANNOUNCEMENT", "REMINDER", "SETTLED"]);
      const texts = service.received.map((request) => decrypt(request.body, phones.get(request.path)!));
      expect(texts.length).toBeGreaterThanOrEqual(people.length);
      expect(secretsSaid(texts, await hiddenPickSecrets([...world.pickIds], poolIds(world)))).toEqual([]);
    } finally {
      await service.close();
      await db.pushSubscription.deleteMany({ where: { endpoint: { startsWith: service.origin } } });
      await db.pool.delete({ where: { id: hockey.id } });
      await db.fixture.delete({ where: { id: soon.id } });
    }
  });

  test("no group-chat post names a hidden pick: the scheduled posts and the announcements say the same whichever market and side it backs, until its game starts", async () => {
    const chat = await startChatStandIn();
    setChatOrigin({ CHAT_HOOK_TEST_ORIGIN: chat.origin });
    const chats = await openChatsWithNews({ owner: { id: world.ids.member!, token: world.tokens.member! }, others: [world.hider.id], pickem: world.pool.id, card: world.cardPool.id, survivor: world.survivorPool.id }, chat);
    const secrets = await hiddenPickSecrets([...world.pickIds], poolIds(world));
    try {
      const posted = await chats.postEverything({ announce: true });
      // Every kind of post went out: the started game's picks, two closed weeks, the eliminations and three announcements.
      for (const [kind, count] of [["Picks revealed", 1], ["won the week", 2], ["Survivor: 1 out", 1], ["Announcement in", 3]] as const) {
        expect({ kind, count: posted.filter((text) => text.includes(kind)).length }).toEqual({ kind, count });
      }
      expect(secretsSaid(posted, secrets)).toEqual([]);

      const undo = await turnHiddenPicks(world);
      try {
        expect(await chats.postEverything({ announce: true })).toEqual(posted);
      } finally {
        await undo();
      }

      // Once the games start, the same run names each of the pool's hidden picks: the check above could have seen them.
      await db.fixture.updateMany({ where: { id: { in: world.games.map((game) => game.id) } }, data: { startsAt: new Date(Date.now() - 60_000) } });
      const shown = secretsSaid(await chats.postEverything({ announce: false }), secrets);
      for (const id of [...world.picks.map((pick) => pick.id), world.poolPickId]) expect(shown).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^pick ${id} `))]));
    } finally {
      for (const game of world.games) await db.fixture.update({ where: { id: game.id }, data: { startsAt: game.startsAt } });
      await chats.close();
      await chat.close();
    }
  });

  test("the card week's share image and the owner's week CSV are the same whichever side a hidden card pick backs and whatever the hidden guess, until the games start", async () => {
    const { id: poolId, week } = world.cardPool;
    // The image as the hider (the sharer of their own hidden pick) and the member (the pool's owner) draw it, byte for
    // byte, and the owner's week export.
    const surfaces = async () => {
      const images = await draw([world.hider.id, world.ids.member!].map((member) => ({ kind: "card" as const, key: poolId, version: week, member })));
      const csv = await pools.exportCsv(world.tokens.member, poolId, `?week=${week}`);
      expect({ images: images.map((image) => image.status), csv: csv.status }).toEqual({ images: [200, 200], csv: 200 });
      return { images: images.map(({ sha256, headers }) => ({ sha256, etag: headers.etag })), csv: await csv.text() };
    };
    const turned = <T,>(read: () => Promise<T>) => withPicksTurned(world, read);
    const hidden = await surfaces();
    // The export has the hider's card pick and guess, each written as hidden.
    expect(hidden.csv.match(/,hidden\b/g)).toHaveLength(2);
    expect(await turned(surfaces)).toEqual(hidden);

    // Once the games start, the same check sees the pick turned onto the other team in both: it could have seen it above.
    // The games start by their status, which keeps them in the card's week whatever today is; the database locks a
    // started game's card pick, so the picks are turned before the games start and back after.
    const started = async () => {
      await db.fixture.updateMany({ where: { id: { in: world.games.map((game) => game.id) } }, data: { status: "IN_PROGRESS" } });
      try {
        return await surfaces();
      } finally {
        for (const game of world.games) await db.fixture.update({ where: { id: game.id }, data: { status: game.status } });
      }
    };
    const shown = await started();
    const shownTurned = await turned(started);
    expect(shownTurned.csv).not.toBe(shown.csv);
    expect(shownTurned.images.map((image) => image.sha256)).not.toEqual(shown.images.map((image) => image.sha256));
  }, 180_000);

  test("the card week's grid reads the same to a fellow member whichever side a hidden card pick backs and whatever the hidden guess, and its picker sees it whole", async () => {
    // Grid cells carry no pick id for the walk to find, so the grid is compared with the pick turned instead.
    const grid = async (viewer: "member" | "self") => {
      const { status, body } = await callRoute("/api/pools/[poolId]/card/grid", world, viewer);
      expect(status).toBe(200);
      return body;
    };
    const seen = await grid("member");
    expect(JSON.stringify(seen)).toContain('"state":"hidden"');
    expect(await withPicksTurned(world, () => grid("member"))).toEqual(seen);
    // The same comparison can see a pick: the hider's own grid changes with it.
    const own = await grid("self");
    expect(JSON.stringify(own)).not.toContain('"state":"hidden"');
    expect(await withPicksTurned(world, () => grid("self"))).not.toEqual(own);
  });

  test("once the games start, the same walk shows the picks to everyone", async () => {
    await db.fixture.updateMany({ where: { id: { in: world.games.map((game) => game.id) } }, data: { startsAt: new Date(Date.now() - 60_000) } });
    for (const viewer of ["anonymous", "other", "member", "follower"] as const) {
      const shown = await walk(world, viewer);
      expect(shown).toEqual(expect.arrayContaining([expect.stringContaining("/api/picks/fixture/[fixtureId]")]));
      if (viewer !== "anonymous") expect(shown).toEqual(expect.arrayContaining([expect.stringContaining("/api/picker/picks/[userId]/last")]));
      for (const id of [world.poolPickId, world.survivorPickId]) expect(shown).toEqual(expect.arrayContaining([expect.stringContaining(`pick ${id}`)]));
      expect(shown).toEqual(expect.arrayContaining([expect.stringContaining(`parlay ${world.parlayId}`)]));
    }
  });
});
