// Feeds: network picks, the dashboard's network block, hot pickers of a league and pick suggestions.
import { GET as pickersFeed } from "@/app/api/[sport]/[league]/pickers/feed/route";
import { GET as picksFeed } from "@/app/api/[sport]/[league]/picks/feed/route";
import { GET as suggestions } from "@/app/api/[sport]/[league]/picks/suggestions/route";
import { db } from "@/lib/db";
import { getNetworkBlock } from "@/lib/server/social/list-network-picks";
import { createFixture, createPick, createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

const NFL = { sport: "football", league: "nfl" };
type Item = { id: number; picker: { id: string }; league: string };
type Page = { items: Item[] };

/** Each test starts from an empty league (the file has its own database, shared by its tests). */
async function world() {
  await db.pick.deleteMany();
  const { user: me, token } = await createSignedInUser();
  const [friend, stranger, star] = [await createUser(), await createUser(), await createUser()];
  await db.follow.create({ data: { followerId: me.id, followedId: friend.id } });
  const games = [await createFixture(), await createFixture(), await createFixture()];
  const nba = await createFixture({ league: "NBA" });
  const friendPicks = [];
  for (const game of games) friendPicks.push(await createPick(friend.id, game.id));
  const friendNba = await createPick(friend.id, nba.id);
  const strangerPick = await createPick(stranger.id, games[0].id, "AWAY");
  const starPick = await createPick(star.id, games[1].id);
  // The star's points in the league over the hot window: one settled winning pick.
  const starWin = await createPick(star.id, games[2].id);
  await db.pick.update({ where: { id: starWin.id }, data: { state: "FINAL", outcome: "WIN", points: "9.5", settledAt: new Date() } });
  return { me, token, friend, stranger, star, friendPicks, friendNba, strangerPick, starPick };
}

describe("GET /api/{sport}/{league}/picks/feed", () => {
  test("only followed pickers' picks in this league, newest first", async () => {
    const { token, friend, friendPicks } = await world();
    const response = await picksFeed(apiRequest("/api/football/nfl/picks/feed", { bearer: token }), routeContext(NFL));
    const page = (await readJson(response)).payload as { items: Item[] };
    expect(page.items.map((item) => item.id)).toEqual(friendPicks.map((pick) => pick.id).reverse());
    expect(page.items.every((item) => item.picker.id === friend.id && item.league === "nfl")).toBe(true);
  });

  test("a followed picker who goes private leaves the feed: their picks are theirs only", async () => {
    const { token, friend } = await world();
    const before = (await readJson(await picksFeed(apiRequest("/api/football/nfl/picks/feed", { bearer: token }), routeContext(NFL)))).payload as Page;
    expect(before.items.length).toBeGreaterThan(0);
    await db.user.update({ where: { id: friend.id }, data: { private: true } });
    const after = (await readJson(await picksFeed(apiRequest("/api/football/nfl/picks/feed", { bearer: token }), routeContext(NFL)))).payload as Page;
    expect(after.items).toEqual([]);
  });

  test("visitors are UNAUTHORIZED and a wrong league pair is NOT_FOUND, as on every league route", async () => {
    expect((await picksFeed(apiRequest("/api/football/nfl/picks/feed"), routeContext(NFL))).status).toBe(401);
    const { token } = await createSignedInUser();
    const wrong = { sport: "hockey", league: "nfl" };
    const bad = await picksFeed(apiRequest("/api/hockey/nfl/picks/feed", { bearer: token }), routeContext(wrong));
    expect(bad.status).toBe(404);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    expect((await pickersFeed(apiRequest("/api/hockey/nfl/pickers/feed"), routeContext(wrong))).status).toBe(404);
    expect((await suggestions(apiRequest("/api/hockey/nfl/picks/suggestions"), routeContext(wrong))).status).toBe(404);
  });
});

describe("getNetworkBlock", () => {
  test("the feed's rule grouped by picker: first two picks each, and how many more", async () => {
    const { me, friend, friendPicks } = await world();
    const groups = await getNetworkBlock(me.id, "nfl");
    expect(groups).toHaveLength(1);
    expect(groups[0].picker.id).toBe(friend.id);
    expect(groups[0].picks.map((pick) => pick.id)).toEqual([friendPicks[2].id, friendPicks[1].id]);
    expect(groups[0].more).toBe(1);
    expect(await getNetworkBlock(me.id, "nhl")).toEqual([]);
  });

  test("the block shows what the feed's first page shows, settled picks and later games included", async () => {
    const { me, token, friend, friendPicks, star } = await world();
    await db.follow.create({ data: { followerId: me.id, followedId: star.id } });
    // A settled pick on the soonest game, made last: a rule of its own for the block would drop or reorder it.
    const soon = await createFixture({ startsAt: new Date(Date.now() + 3_600_000) });
    const settled = await createPick(friend.id, soon.id);
    await db.pick.update({ where: { id: settled.id }, data: { state: "FINAL", outcome: "LOOSE", points: "0", settledAt: new Date() } });
    const response = await picksFeed(apiRequest("/api/football/nfl/picks/feed?limit=50", { bearer: token }), routeContext(NFL));
    const feed = ((await readJson(response)).payload as { items: Item[] }).items;
    const byPicker = new Map<string, number[]>();
    for (const item of feed) byPicker.set(item.picker.id, [...(byPicker.get(item.picker.id) ?? []), item.id]);
    const expected = [...byPicker].map(([id, ids]) => ({ id, picks: ids.slice(0, 2), more: ids.length - Math.min(2, ids.length) }));
    const groups = await getNetworkBlock(me.id, "nfl");
    expect(groups.map((group) => ({ id: group.picker.id, picks: group.picks.map((pick) => pick.id), more: group.more }))).toEqual(expected);
    expect(expected[0]).toEqual({ id: friend.id, picks: [settled.id, friendPicks[2].id], more: 2 });
  });
});

describe("GET /api/{sport}/{league}/pickers/feed", () => {
  test("league pickers with points first, the caller excluded, with follow flags", async () => {
    const { me, token, friend, star, stranger } = await world();
    const response = await pickersFeed(apiRequest("/api/football/nfl/pickers/feed", { bearer: token }), routeContext(NFL));
    const list = (await readJson(response)).payload as { id: string; followedByCaller: boolean; leaguePoints: number }[];
    expect(list[0]).toMatchObject({ id: star.id, leaguePoints: 9.5, followedByCaller: false });
    const ids = list.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([friend.id, stranger.id]));
    expect(ids).not.toContain(me.id);
    expect(list.find((item) => item.id === friend.id)?.followedByCaller).toBe(true);
  });

  test("a league nobody plays is empty", async () => {
    await world();
    const response = await pickersFeed(apiRequest("/api/hockey/nhl/pickers/feed"), routeContext({ sport: "hockey", league: "nhl" }));
    expect(await readJson(response)).toEqual({ payload: [] });
  });
});

describe("GET /api/{sport}/{league}/picks/suggestions", () => {
  test("pending picks on upcoming games by the league's best pickers, not mine nor my network's", async () => {
    const { token, strangerPick, starPick, friend } = await world();
    const response = await suggestions(apiRequest("/api/football/nfl/picks/suggestions", { bearer: token }), routeContext(NFL));
    const items = (await readJson(response)).payload as Item[];
    expect(items.map((item) => item.id).sort()).toEqual([strangerPick.id, starPick.id].sort());
    expect(items.some((item) => item.picker.id === friend.id)).toBe(false);
    const visitor = await suggestions(apiRequest("/api/football/nfl/picks/suggestions"), routeContext(NFL));
    // A visitor follows nobody: the friend is suggested too, once (their next game), though they have three NFL picks.
    const forVisitor = (await readJson(visitor)).payload as Item[];
    expect(forVisitor.map((item) => item.picker.id).sort()).toEqual([friend.id, strangerPick.userId, starPick.userId].sort());
  });
});
