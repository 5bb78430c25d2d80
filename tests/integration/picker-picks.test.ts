// A picker's picks by state and league, and their last pick.
import { GET as allPicks } from "@/app/api/picker/picks/[userId]/route";
import { GET as picksByState } from "@/app/api/picker/picks/[userId]/[pickState]/route";
import { GET as lastPick } from "@/app/api/picker/picks/[userId]/last/route";
import { db } from "@/lib/db";
import { createFixture, createPick, createSignedInUser, createUser } from "../support/factories";
import { apiRequest, readJson, routeContext } from "../support/requests";

type Page = { items: { id: number; league: string; state: string; fixture: { teams: { home: { name: string } } } }[]; nextCursor: string | null };

async function pickerWithPicks() {
  const picker = await createUser();
  const nfl = await createFixture({ league: "NFL" });
  const nba = await createFixture({ league: "NBA" });
  const old = await createFixture({ league: "NFL", startsAt: new Date(Date.now() - 7 * 86_400_000) });
  const pendingNfl = await createPick(picker.id, nfl.id);
  const pendingNba = await createPick(picker.id, nba.id, "AWAY");
  const won = await createPick(picker.id, old.id);
  await db.pick.update({ where: { id: won.id }, data: { state: "FINAL", outcome: "WIN", points: "1.6667", settledAt: new Date() } });
  return { picker, pendingNfl, pendingNba, won };
}

describe("GET /api/picker/picks/{userId}[/{pickState}]", () => {
  test("lists picks by state and league with their game", async () => {
    const { picker, pendingNfl, pendingNba, won } = await pickerWithPicks();
    const { token } = await createSignedInUser();
    const pending = await picksByState(
      apiRequest(`/api/picker/picks/${picker.id}/pending`, { bearer: token }),
      routeContext({ userId: picker.id, pickState: "pending" }),
    );
    const body = (await readJson(pending)).payload as Page;
    expect(body.items.map((pick) => pick.id).sort()).toEqual([pendingNfl.id, pendingNba.id].sort());
    expect(body.items[0].fixture.teams.home.name).toMatch(/^Home /);

    const nflOnly = await allPicks(
      apiRequest(`/api/picker/picks/${picker.id}?sport=football&league=nfl`, { bearer: token }),
      routeContext({ userId: picker.id }),
    );
    expect(((await readJson(nflOnly)).payload as Page).items.map((pick) => pick.id)).toEqual([pendingNfl.id, won.id]);

    const final = await picksByState(
      apiRequest(`/api/picker/picks/${picker.id}/FINAL`, { bearer: token }),
      routeContext({ userId: picker.id, pickState: "FINAL" }),
    );
    expect(((await readJson(final)).payload as Page).items).toEqual([expect.objectContaining({ id: won.id, state: "FINAL", outcome: "WIN", points: 1.6667 })]);
  });

  test("a wrong state or league pair is refused, visitors are UNAUTHORIZED", async () => {
    const { picker } = await pickerWithPicks();
    const { token } = await createSignedInUser();
    const badState = await picksByState(apiRequest(`/api/picker/picks/${picker.id}/won`, { bearer: token }), routeContext({ userId: picker.id, pickState: "won" }));
    expect(badState.status).toBe(400);
    const badLeague = await allPicks(apiRequest(`/api/picker/picks/${picker.id}?sport=hockey&league=nfl`, { bearer: token }), routeContext({ userId: picker.id }));
    expect(badLeague.status).toBe(400);
    expect((await allPicks(apiRequest(`/api/picker/picks/${picker.id}`), routeContext({ userId: picker.id }))).status).toBe(401);
  });
});

describe("GET /api/picker/picks/{userId}/last", () => {
  test("the most recent pick, or null", async () => {
    const { picker, pendingNba } = await pickerWithPicks();
    await db.pick.update({ where: { id: pendingNba.id }, data: { createdAt: new Date(Date.now() + 1000) } });
    const { user: nobody, token } = await createSignedInUser();
    const response = await lastPick(apiRequest(`/api/picker/picks/${picker.id}/last`, { bearer: token }), routeContext({ userId: picker.id }));
    expect(((await readJson(response)).payload as { id: number; sport: string }).id).toBe(pendingNba.id);
    const empty = await lastPick(apiRequest(`/api/picker/picks/${nobody.id}/last`, { bearer: token }), routeContext({ userId: nobody.id }));
    expect(await readJson(empty)).toEqual({ payload: null });
    expect((await lastPick(apiRequest(`/api/picker/picks/${picker.id}/last`), routeContext({ userId: picker.id }))).status).toBe(401);
  });
});
