// A private picker's picks, parlays and statistics reach nobody else: every GET route on disk (and the use cases the
// pages render) is called as a visitor, as another picker and as a follower from before the picker went private, and
// no answer may carry one of their picks, parlays or figures. The picker themselves sees all of it, which proves the
// walk would notice a leak.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import { db } from "@/lib/db";
import { getFixture } from "@/lib/server/fixtures/get-fixture";
import { getNetworkBlock } from "@/lib/server/social/list-network-picks";
import { listPickSuggestions } from "@/lib/server/social/list-pick-suggestions";
import { listPoolPicks } from "@/lib/server/pools/list-pool-picks";
import { createFixture, createSignedInUser } from "../support/factories";
import { createCardPoolWithPick, createPool, createSurvivorPoolWithPick } from "../support/leak-pools";
import { callRoute as callPickRoute, calledRoutes, getRoutesOnDisk, PICK_ROUTES, survivorRowSeenBy, type RouteTarget } from "../support/pick-routes";
import { finish, parlayWithLegs, pickWithOdds } from "../support/results-factories";
import { settleFixtures } from "@/lib/server/results/settle-fixtures";

type World = Awaited<ReturnType<typeof createWorld>>;
type Viewer = "anonymous" | "other" | "follower" | "self";

async function createWorld() {
  const secret = await createSignedInUser();
  const follower = await createSignedInUser();
  const other = await createSignedInUser();
  const [upcoming, later] = [await createFixture(), await createFixture({ league: "NBA" })];
  const done = await createFixture({ startsAt: new Date(Date.now() - 86_400_000) });
  // Everyone else picks too, so the lists the walk reads are not empty for other reasons.
  await pickWithOdds(follower.user.id, upcoming.id, "AWAY", 130);
  const picks = [await pickWithOdds(secret.user.id, upcoming.id, "HOME", -150), await pickWithOdds(secret.user.id, done.id, "AWAY", 130)];
  const parlay = await parlayWithLegs(secret.user.id, [
    { fixtureId: later.id, side: "HOME", moneyLine: -150 },
    { fixtureId: upcoming.id, side: "AWAY", moneyLine: 130 },
  ]);
  await finish(done.id, 10, 20);
  await settleFixtures(db, [done.id]);
  // The follower followed and shared a pool with the picker while the profile was public.
  await db.follow.create({ data: { followerId: follower.user.id, followedId: secret.user.id } });
  const pool = await createPool("Friends", [follower.user.id, secret.user.id]);
  // A survivor pool of the follower and another picker (a survivor member's pending picks are hidden anyway, so the private
  // picker stays out of it and the control below still sees them), with the other's team on the NBA game still to start.
  const survivorPool = await createSurvivorPoolWithPick("Last friend standing", [follower.user.id, other.user.id], { userId: other.user.id, game: later, side: "HOME" });
  // A card pool of the same two, the other's card pick on the same game.
  const cardPool = await createCardPoolWithPick("Card friends", [follower.user.id, other.user.id], { userId: other.user.id, game: later, side: "HOME", guess: 210 });
  await db.user.update({ where: { id: secret.user.id }, data: { private: true } });
  const tokens: Record<Viewer, string | undefined> = { anonymous: undefined, other: other.token, follower: follower.token, self: secret.token };
  const ids: Record<Viewer, string | null> = { anonymous: null, other: other.user.id, follower: follower.user.id, self: secret.user.id };
  return {
    secret: secret.user,
    pickIds: new Set([...picks.map((pick) => pick.id), ...parlay.legs.map((leg) => leg.id)]),
    parlayIds: new Set([parlay.id]),
    upcoming,
    later,
    pool,
    survivorPool,
    cardPool,
    survivorMember: other.user,
    tokens,
    ids,
  };
}

/** Where in an answer a private picker's pick, parlay or figures show; empty when nothing does. */
function findLeaks(body: unknown, world: World, where = "$"): string[] {
  if (Array.isArray(body)) return body.flatMap((item, index) => findLeaks(item, world, `${where}[${index}]`));
  if (body === null || typeof body !== "object") return [];
  const node = body as Record<string, unknown>;
  const found: string[] = [];
  const owner = [node.userId, (node.user as { id?: unknown } | undefined)?.id, (node.picker as { id?: unknown } | undefined)?.id];
  const isPick = "side" in node || "pickId" in node;
  if (isPick && owner.includes(world.secret.id)) found.push(`${where}: a pick by the private picker`);
  if (isPick && (world.pickIds.has(node.id as number) || world.pickIds.has(node.pickId as number))) found.push(`${where}: pick ${String(node.id ?? node.pickId)}`);
  if ("betTotal" in node && world.parlayIds.has(node.id as number)) found.push(`${where}: parlay ${String(node.id)}`);
  if ("totalPicksCount" in node || "winRate" in node) found.push(`${where}: statistics`);
  if ("leaguePoints" in node && node.id === world.secret.id) found.push(`${where}: league points`);
  return [...found, ...Object.entries(node).flatMap(([key, value]) => findLeaks(value, world, `${where}.${key}`))];
}

/** The route table's target: the private picker, the game they picked on, and the pools they were in. */
const target = (w: World): RouteTarget => ({ picker: w.secret, game: w.upcoming, pool: w.pool, survivorPool: w.survivorPool, cardPool: w.cardPool });

const callRoute = (template: string, world: World, viewer: Viewer) => callPickRoute(template, target(world), world.tokens[viewer]);

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

/** What the pages' blocks show a viewer: the fixture's pickers, suggestions, the network block and the pool feed. */
async function pageBlocks(world: World, viewer: Viewer) {
  const viewerId = world.ids[viewer];
  return [
    await getFixture({ league: "NFL", fixtureId: world.upcoming.id, callerId: viewerId }),
    await listPickSuggestions("nfl", viewerId),
    viewerId ? await getNetworkBlock(viewerId, "nfl") : [],
    viewer === "follower" ? await listPoolPicks({ id: viewerId! }, world.pool.id, { limit: 40 }) : [],
  ];
}

describe("a private picker's picks, parlays and statistics", () => {
  test("while public, the same walk finds them everywhere it then looks (the control that proves it can see a leak)", async () => {
    await db.user.update({ where: { id: world.secret.id }, data: { private: false } });
    try {
      const shown = async (template: string, viewer: Viewer) => findLeaks((await callRoute(template, world, viewer)).body, world).length > 0;
      expect(await shown("/api/[sport]/[league]/picks/suggestions", "anonymous")).toBe(true);
      expect(await shown("/api/[sport]/[league]/picks/feed", "follower")).toBe(true);
      expect(await shown("/api/[sport]/[league]/pickers/feed", "anonymous")).toBe(true);
      expect(await shown("/api/pools/[poolId]/picks", "follower")).toBe(true);
      expect(await shown("/api/picks/fixture/[fixtureId]", "other")).toBe(true);
      // The follower follows them, so their suggestions leave them out; a visitor's show them.
      const [fixture, , network, pool] = await pageBlocks(world, "follower");
      for (const block of [fixture, network, pool]) expect(findLeaks(block, world).length).toBeGreaterThan(0);
      expect(findLeaks(await listPickSuggestions("nfl", null), world).length).toBeGreaterThan(0);
    } finally {
      await db.user.update({ where: { id: world.secret.id }, data: { private: true } });
    }
  });

  test("every GET route on disk is in the walk", () => {
    expect(Object.keys(PICK_ROUTES).sort()).toEqual(getRoutesOnDisk().sort());
  });

  test.each(["anonymous", "other", "follower"] as const)("no API route shows them to %s", async (viewer) => {
    const leaks: string[] = [];
    for (const template of calledRoutes()) {
      const { status, body } = await callRoute(template, world, viewer);
      expect(status).toBeLessThan(500);
      leaks.push(...findLeaks(body, world).map((leak) => `${template} ${leak}`));
    }
    expect(leaks).toEqual([]);
  });

  test("the survivor slate page shows a fellow member that another member picked, never the team", async () => {
    const { status, row } = await survivorRowSeenBy(target(world), world.tokens.follower, world.survivorMember.id);
    expect(status).toBe(200);
    expect(row).toMatchObject({ slatePick: "hidden", usedTeams: [] });
    // The slate's games list every team; what the member's row says must not name theirs.
    const team = await db.team.findUniqueOrThrow({ where: { id: world.later.homeTeamId } });
    expect(JSON.stringify(row)).not.toContain(team.abbreviation);
  });

  test.each(["anonymous", "other", "follower"] as const)("the picker's own lists answer not-found to %s", async (viewer) => {
    for (const template of ["/api/picker/[key]/stats", "/api/picker/parlays/[userId]", "/api/picker/picks/[userId]", "/api/picker/picks/[userId]/last"]) {
      const { status } = await callRoute(template, world, viewer);
      expect({ template, status }).toEqual({ template, status: viewer === "anonymous" && template.includes("/picks/") ? 401 : 404 });
    }
  });

  test.each(["anonymous", "other", "follower"] as const)("the pages' fixture, network and pool blocks leave them out for %s", async (viewer) => {
    expect(findLeaks(await pageBlocks(world, viewer), world)).toEqual([]);
  });

  test("the picker sees their own picks, parlays and figures on the same routes", async () => {
    const shown: string[] = [];
    for (const template of calledRoutes()) {
      const { body } = await callRoute(template, world, "self");
      if (findLeaks(body, world).length > 0) shown.push(template);
    }
    expect(shown).toEqual(
      expect.arrayContaining([
        "/api/[sport]/[league]/fixture/[id]",
        "/api/picker/[key]/stats",
        "/api/picker/parlays/[userId]",
        "/api/picker/picks/[userId]",
        "/api/picker/picks/[userId]/last",
        "/api/picks/fixture/[fixtureId]",
        "/api/pools/[poolId]/picks",
      ]),
    );
  });
});
