// A hidden pending pick says that it was made and nothing more, in figures as in lists: every GET route on disk (and
// the use cases the pages render) read about its game, its picker and their pools, as a visitor, another picker, a
// fellow pool member and a follower, answers exactly the same whichever market and side the pick backs. The walk reads
// everything, changes the pick in the database to another market or side, and reads everything again. It does so for
// a pick made while hiding and for one made before its picker started hiding (the preference turned on, a pool that
// hides its members' picks joined, a pool's owner turning that on, a survivor pool joined). The picker's card pick in
// a card pool (side and confidence number) and their guess of the week's last game's total change along with it: a card
// pick is hidden until its game starts whatever the picker's preference. Once the game starts, the same reads show the
// pick, which proves the walk would see a difference.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import { PUT as writePreferences } from "@/app/api/user/preferences/route";
import type { CardGrid } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import type { Market, Selection } from "@/lib/domain/markets";
import { getFixture } from "@/lib/server/fixtures/get-fixture";
import { clearPublicPageCache } from "@/lib/server/fixtures/public-page-cache";
import { getPickerProfile } from "@/lib/server/pickers/get-picker-profile";
import { getSharedPick } from "@/lib/server/share/get-shared-pick";
import { getNetworkBlock } from "@/lib/server/social/list-network-picks";
import { listPickSuggestions } from "@/lib/server/social/list-pick-suggestions";
import { listPoolPicks } from "@/lib/server/pools/list-pool-picks";
import { settleFixtures } from "@/lib/server/results/settle-fixtures";
import { createFixture, createSignedInUser } from "../support/factories";
import { createCardPoolWithPick, createPool, createSurvivorPoolWithPick } from "../support/leak-pools";
import { createMarketFixture, marketPick } from "../support/market-factories";
import { callRoute, calledRoutes, type RouteTarget } from "../support/pick-routes";
import { pools } from "../support/pool-calls";
import { apiRequest, routeContext } from "../support/requests";
import { finish, pickWithOdds } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

runInNoonZone();

type Viewer = "anonymous" | "other" | "member" | "follower";
const VIEWERS: Viewer[] = ["anonymous", "other", "member", "follower"];

/** How the picker comes to hide the pick: hiding already when it is made, or each way of starting to hide after. */
type Hiding = "preference before" | "preference after" | "hiding pool joined after" | "owner hides after" | "survivor pool joined after";

type PickContent = { market: Market; side: Selection; point: number | null; moneyLine: number };

/** The pick as made, and the other markets and sides the walk turns it into (points and prices as the game offers them). */
const AS_MADE: PickContent = { market: "SPREAD", side: "AWAY", point: 2.5, moneyLine: -110 };
const TURNED_INTO: PickContent[] = [
  { market: "TOTAL", side: "OVER", point: 47.5, moneyLine: -105 },
  { market: "MONEY_LINE", side: "HOME", point: null, moneyLine: -150 },
  { market: "SPREAD", side: "HOME", point: -2.5, moneyLine: -110 },
];

async function createWorld(hiding: Hiding) {
  const [hider, member, follower, other] = [await createSignedInUser(), await createSignedInUser(), await createSignedInUser(), await createSignedInUser()];
  // Two hours ahead, in a zone where it is noon: the game stays in its week when a test moves its start to a minute ago
  // (a game a day ahead crossed into the next week on a Sunday, and the card pick's week lost it).
  const game = await createMarketFixture({ startsAt: new Date(Date.now() + 2 * 3_600_000) });
  // Open picks of every market on the same game, so every figure of it is more than zero.
  const open = [await createSignedInUser(), await createSignedInUser(), await createSignedInUser()];
  await marketPick(open[0].user.id, game.id, { market: "MONEY_LINE", side: "HOME", point: null, price: -150 });
  await marketPick(open[1].user.id, game.id, { market: "SPREAD", side: "AWAY", point: 2.5, price: -110 });
  await marketPick(open[2].user.id, game.id, { market: "TOTAL", side: "UNDER", point: 47.5, price: -115 });
  // A settled win: the picker has statistics, a streak and a place on the hot list that suggestions read.
  const done = await createFixture({ startsAt: new Date(Date.now() - 86_400_000) });
  await pickWithOdds(hider.user.id, done.id, "AWAY", 130);
  await finish(done.id, 10, 20);
  await settleFixtures(db, [done.id]);
  await db.follow.create({ data: { followerId: follower.user.id, followedId: hider.user.id } });
  const pool = await createPool("Crew", [member.user.id, ...(hiding === "hiding pool joined after" ? [] : [hider.user.id])], { hidePicks: hiding === "hiding pool joined after" });
  const survivorGame = await createFixture({ league: "NBA" });
  const survivorPool = await createSurvivorPoolWithPick("Last one", [member.user.id], { userId: member.user.id, game: survivorGame, side: "HOME" });

  if (hiding === "preference before") await db.user.update({ where: { id: hider.user.id }, data: { hidePendingPicks: true } });
  const pick = await marketPick(hider.user.id, game.id, { market: AS_MADE.market, side: AS_MADE.side, point: AS_MADE.point, price: AS_MADE.moneyLine });
  // Each way of starting to hide goes through the call a picker or an owner makes.
  if (hiding === "preference after") {
    const saved = await writePreferences(apiRequest("/api/user/preferences", { method: "PUT", bearer: hider.token, body: { hidePendingPicks: true } }), routeContext({}));
    expect(saved.status).toBe(200);
  }
  if (hiding === "hiding pool joined after") expect((await pools.join(hider.token, pool.inviteCode!)).status).toBe(200);
  if (hiding === "owner hides after") expect((await pools.update(member.token, pool.id, { hidePicks: true })).status).toBe(200);
  if (hiding === "survivor pool joined after") {
    const invite = await db.pool.findUniqueOrThrow({ where: { id: survivorPool.id }, select: { inviteCode: true } });
    expect((await pools.join(hider.token, invite.inviteCode!)).status).toBe(200);
  }
  const tokens: Record<Viewer, string | undefined> = { anonymous: undefined, other: other.token, member: member.token, follower: follower.token };
  const ids: Record<Viewer, string | null> = { anonymous: null, other: other.user.id, member: member.user.id, follower: follower.user.id };
  const cardPool = await createCardPoolWithPick("Card", [member.user.id, hider.user.id], { userId: hider.user.id, game, side: "AWAY", guess: 44 });
  const target: RouteTarget = { picker: hider.user, game, pool, survivorPool, cardPool };
  return { hider: hider.user, game, pick, pool, cardPool, target, tokens, ids };
}

type World = Awaited<ReturnType<typeof createWorld>>;

/** Everything a viewer can read about the game, the picker and their pools: every route's status and body, and the pages' blocks. */
async function readEverything(world: World, viewer: Viewer): Promise<Record<string, unknown>> {
  const read: Record<string, unknown> = {};
  for (const template of calledRoutes()) read[template] = await callRoute(template, world.target, world.tokens[viewer]);
  const viewerId = world.ids[viewer];
  read["fixture page"] = await getFixture({ league: "NFL", fixtureId: world.game.id, callerId: viewerId });
  read["profile page"] = await getPickerProfile(world.hider.username!, viewerId).catch((error: Error) => error.message);
  read["share page"] = await getSharedPick(world.pick.id, viewerId);
  read["suggestions"] = await listPickSuggestions("nfl", viewerId);
  read["network block"] = viewerId ? await getNetworkBlock(viewerId, "nfl") : null;
  read["pool feed"] = viewer === "member" ? await listPoolPicks({ id: viewerId! }, world.pool.id, { limit: 40 }) : null;
  return read;
}

async function readAsEveryone(world: World): Promise<Record<string, unknown>> {
  // Visitors share a board cached for a few seconds: the second read must not be the first one's page.
  clearPublicPageCache();
  const all: Record<string, unknown> = {};
  for (const viewer of VIEWERS) for (const [key, value] of Object.entries(await readEverything(world, viewer))) all[`${viewer}: ${key}`] = value;
  return all;
}

/** The keys whose answers differ between two reads (a key's whole answer is compared, so a figure anywhere counts). */
function differences(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys({ ...before, ...after }).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** The card pick and guess each content stands for: another side, another confidence number, another total. */
const CARD_CONTENT = new Map<PickContent, { side: "HOME" | "AWAY"; confidence: number; guess: number }>([
  [AS_MADE, { side: "AWAY", confidence: 1, guess: 44 }],
  [TURNED_INTO[0], { side: "HOME", confidence: 2, guess: 51 }],
  [TURNED_INTO[1], { side: "HOME", confidence: 1, guess: 38 }],
  [TURNED_INTO[2], { side: "AWAY", confidence: 2, guess: 47 }],
]);

async function turnInto(world: World, into: PickContent) {
  await db.pick.update({ where: { id: world.pick.id }, data: into });
  const { guess, ...card } = CARD_CONTENT.get(into)!;
  // Once the game has started the card pick is fixed (the database's own guard): only the guess still turns.
  if ((await db.fixture.findUniqueOrThrow({ where: { id: world.game.id } })).startsAt > new Date()) {
    await db.cardPick.update({ where: { id: world.cardPool.cardPickId }, data: card });
  }
  await db.cardTiebreakGuess.updateMany({ where: { poolId: world.cardPool.id }, data: { guess } });
}

describe.each<Hiding>(["preference before", "preference after", "hiding pool joined after", "owner hides after", "survivor pool joined after"])(
  "a hidden pending pick (%s)",
  (hiding) => {
    let world: World;
    beforeAll(async () => {
      world = await createWorld(hiding);
    }, 60_000);

    test("every route and page block answers the same whichever market and side it backs", async () => {
      const before = await readAsEveryone(world);
      try {
        for (const into of TURNED_INTO) {
          await turnInto(world, into);
          expect({ into, differ: differences(before, await readAsEveryone(world)) }).toEqual({ into, differ: [] });
        }
      } finally {
        await turnInto(world, AS_MADE);
      }
    }, 240_000);

    test("counts in the game's total and in no side's share until the game starts, then on its side", async () => {
      const seen = await getFixture({ league: "NFL", fixtureId: world.game.id });
      // The open picks: one on each team, one on the total; the hidden pick adds one to the total alone.
      expect({ picks: seen.picks, total: seen.totalPicks }).toEqual({
        picks: { home: { total: 1, percentage: 50 }, away: { total: 1, percentage: 50 } },
        total: 4,
      });
      const cardCell = async () => {
        const grid = (await callRoute("/api/pools/[poolId]/card/grid", world.target, world.tokens.member)).body as { payload: CardGrid };
        return grid.payload.rows.find((row) => row.userId === world.hider.id)!.cells.find((cell) => cell.fixtureId === world.game.id);
      };
      expect(await cardCell()).toEqual({ fixtureId: world.game.id, state: "hidden" });
      await db.fixture.update({ where: { id: world.game.id }, data: { startsAt: new Date(Date.now() - 60_000) } });
      // The card pick shows to a fellow member once its game starts.
      expect(await cardCell()).toMatchObject({ state: "shown", side: "AWAY", confidence: 1 });
      const started = await getFixture({ league: "NFL", fixtureId: world.game.id });
      expect({ picks: started.picks, total: started.totalPicks }).toEqual({
        picks: { home: { total: 1, percentage: 33 }, away: { total: 2, percentage: 67 } },
        total: 4,
      });
      // From the start the same walk shows the pick: turning it into another side is seen.
      const shown = await readAsEveryone(world);
      await turnInto(world, TURNED_INTO[1]);
      expect(differences(shown, await readAsEveryone(world))).toEqual(expect.arrayContaining(["anonymous: fixture page", "other: /api/[sport]/[league]/fixture/[id]"]));
    }, 240_000);
  },
);
