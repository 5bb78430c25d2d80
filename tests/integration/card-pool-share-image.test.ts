// A card pool's week result as a share image, for its members: the leaders and the sharer's card, where a pick still to
// start is drawn as "Picked" only (the sharer's own too: an image travels beyond the pool), a version that changes when
// a pick is revealed, and a PNG drawn offline by next/og's own renderer.
import { GET as imageRoute } from "@/app/api/pools/[poolId]/card/image/route";
import { db } from "@/lib/db";
import { getCardWeekShare } from "@/lib/server/pools/card/get-card-week-share";
import { settleCardPool } from "@/lib/server/pools/card/settle-card-pools";
import { card, createCardPool } from "../support/card-calls";
import { draw, expectPng } from "../support/draw-share-images";
import { createSignedInUser } from "../support/factories";
import { createMarketFixture } from "../support/market-factories";
import { apiRequest, routeContext } from "../support/requests";
import { emptyWorld, finish } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;
runInNoonZone();

describe("a card pool's week share image", () => {
  beforeEach(emptyWorld);

  test("the sharer's picks show once their games have started; a member's image draws offline, an outsider's is not-found", async () => {
    const [owner, ann, outsider] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
    const early = await createMarketFixture({ homeSpread: -3.5 });
    const late = await createMarketFixture({ homeSpread: 2.5 });
    await db.fixture.update({ where: { id: early.id }, data: { startsAt: new Date(Date.now() + HOUR) } });
    await db.fixture.update({ where: { id: late.id }, data: { startsAt: new Date(Date.now() + 2 * HOUR) } });
    const team = async (id: number) => (await db.team.findUniqueOrThrow({ where: { id } })).abbreviation;
    const pool = await createCardPool(owner, [ann], { scoring: "CONFIDENCE", market: "SPREAD" }, ["nfl"]);
    const week = (await card.week(ann.token, pool.id)).body.payload.week;
    expect((await card.pick(ann.token, pool.id, { fixtureId: early.id, side: "HOME", confidence: 2 })).status).toBe(200);
    expect((await card.pick(ann.token, pool.id, { fixtureId: late.id, side: "AWAY", confidence: 1 })).status).toBe(200);
    const caller = { id: ann.user.id, username: ann.user.username, verified: true, role: "USER" as const };

    const before = await getCardWeekShare(caller, pool.id, week);
    // Nothing of a pick whose game is still to start: not its team, nor its number.
    expect(before.card).toEqual([{ state: "hidden" }, { state: "hidden" }]);
    expect(JSON.stringify(before)).not.toContain(await team(early.homeTeamId));

    await db.fixture.update({ where: { id: early.id }, data: { startsAt: new Date(Date.now() - HOUR) } });
    await finish(early.id, 24, 17);
    await settleCardPool(db, pool.id);
    const after = await getCardWeekShare(caller, pool.id, week);
    expect(after.card).toEqual([{ state: "shown", team: await team(early.homeTeamId), confidence: 2, auto: false, outcome: "WIN" }, { state: "hidden" }]);
    expect(after.rows[0]).toEqual({ rank: 1, username: ann.user.username, points: "2.0000", mine: true });
    expect(after.version).not.toBe(before.version);
    expect(JSON.stringify(after)).not.toContain(await team(late.awayTeamId));

    const [drawn, unchanged] = await draw([
      { kind: "card", key: pool.id, version: week, member: ann.user.id },
      { kind: "card", key: pool.id, version: week, member: ann.user.id, ifNoneMatch: `"${after.version}"` },
    ]);
    expectPng(drawn);
    expect(drawn.headers.etag).toBe(`"${after.version}"`);
    expect(unchanged.status).toBe(304);

    // The route: members only, and no shared cache keeps what it answers.
    const ask = (token: string) => imageRoute(apiRequest(`/api/pools/${pool.id}/card/image?week=${week}`, { method: "GET", bearer: token }), routeContext({ poolId: pool.id }));
    const answer = await ask(ann.token);
    expect({ status: answer.status, type: answer.headers.get("content-type"), cache: answer.headers.get("cache-control") }).toEqual({
      status: 200,
      type: "image/png",
      cache: "private, no-cache",
    });
    expect((await ask(outsider.token)).status).toBe(404);
  }, 90_000);
});
