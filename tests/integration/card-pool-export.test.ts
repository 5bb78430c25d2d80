// A card pool's CSV export for its owner: the season table, or a week's table with every member's card beside it, where
// a pick shows only once its game has started and a guess once the last game has, the owner's own as well.
import { db } from "@/lib/db";
import { settleCardPool } from "@/lib/server/pools/card/settle-card-pools";
import { card, createCardPool } from "../support/card-calls";
import { createSignedInUser } from "../support/factories";
import { createMarketFixture } from "../support/market-factories";
import { pools } from "../support/pool-calls";
import { emptyWorld, finish } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

const HOUR = 3_600_000;
runInNoonZone();

const csvOf = async (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  return (await response.text()).trim().split("\r\n").map((line) => line.split(","));
};

describe("a card pool's CSV export", () => {
  beforeEach(emptyWorld);

  test("a week: the table, each card with picks shown only once their games started, and the guesses hidden until the last game starts", async () => {
    const [owner, ann] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    const early = await createMarketFixture({ homeSpread: -3.5 });
    const late = await createMarketFixture({ homeSpread: 2.5 });
    await db.fixture.update({ where: { id: early.id }, data: { startsAt: new Date(Date.now() + HOUR) } });
    await db.fixture.update({ where: { id: late.id }, data: { startsAt: new Date(Date.now() + 2 * HOUR) } });
    const teams = await db.team.findMany({ where: { id: { in: [early.homeTeamId, early.awayTeamId, late.homeTeamId, late.awayTeamId] } } });
    const abbreviation = (id: number) => teams.find((team) => team.id === id)!.abbreviation;
    const pool = await createCardPool(owner, [ann], { scoring: "CONFIDENCE", market: "SPREAD" }, ["nfl"]);
    const week = (await card.week(ann.token, pool.id)).body.payload.week;
    for (const [user, side] of [[ann, "HOME"], [owner, "AWAY"]] as const) {
      expect((await card.pick(user.token, pool.id, { fixtureId: early.id, side, confidence: 2 })).status).toBe(200);
      expect((await card.pick(user.token, pool.id, { fixtureId: late.id, side, confidence: 1 })).status).toBe(200);
      expect((await card.tiebreak(user.token, pool.id, { week, guess: 44 })).status).toBe(200);
    }
    await db.fixture.update({ where: { id: early.id }, data: { startsAt: new Date(Date.now() - HOUR) } });
    await finish(early.id, 24, 17);
    await settleCardPool(db, pool.id);

    const [header, ...rows] = await csvOf(await pools.exportCsv(owner.token, pool.id, `?week=${week}`));
    expect(header).toEqual([
      "rank", "picker", "points", "winning picks", "automatic picks", "guess of the last game's total", "guess missed by", "closing-line value", "tiebreak",
      `${abbreviation(early.awayTeamId)} @ ${abbreviation(early.homeTeamId)}`, `${abbreviation(late.awayTeamId)} @ ${abbreviation(late.homeTeamId)}`,
    ]);
    const byName = new Map(rows.map((row) => [row[1], row]));
    // Ann's win on the started game shows; her pick on the game still to come, and her guess, do not.
    expect(byName.get(ann.user.username!)).toEqual(["1", ann.user.username, "2.0000", "1", "0", "hidden", "", "", "", `${abbreviation(early.homeTeamId)} -3.5 (2) win`, "hidden"]);
    // The owner's own pick on the game to come is hidden in the file too.
    expect(byName.get(owner.user.username!)!.slice(9)).toEqual([`${abbreviation(early.awayTeamId)} +3.5 (2) loss`, "hidden"]);
    expect(byName.get(owner.user.username!)![5]).toBe("hidden");

    // Once the last game has started, everything shows.
    await db.fixture.update({ where: { id: late.id }, data: { startsAt: new Date(Date.now() - 60_000) } });
    const [, ...after] = await csvOf(await pools.exportCsv(owner.token, pool.id, `?week=${week}`));
    expect(after.find((row) => row[1] === ann.user.username)!.slice(9)).toEqual([`${abbreviation(early.homeTeamId)} -3.5 (2) win`, `${abbreviation(late.homeTeamId)} +2.5 (1)`]);
    expect(after.find((row) => row[1] === ann.user.username)![5]).toBe("44");
  });

  test("the season table; the week only for the owner; a pick'em pool refuses a week", async () => {
    const [owner, ann] = await Promise.all([createSignedInUser(), createSignedInUser()]);
    const pool = await createCardPool(owner, [ann], { dropWeeks: 1 });
    const response = await pools.exportCsv(owner.token, pool.id);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="card-pool-season.csv"');
    const [header, ...rows] = await csvOf(response);
    expect(header).toEqual(["rank", "picker", "points", "winning picks", "automatic picks", "closing-line value", "dropped weeks", "tiebreak"]);
    expect(rows.map((row) => row[1]).sort()).toEqual([owner.user.username, ann.user.username].sort());
    expect((await pools.exportCsv(ann.token, pool.id)).status).toBe(403);
    expect((await pools.exportCsv(owner.token, pool.id, "?week=2026-11-03")).status).toBe(400);

    const pickem = await pools.create<{ id: string }>(owner.token, { name: "Plain", leagues: ["nfl"] });
    const refused = await pools.exportCsv(owner.token, pickem.body.payload.id, "?week=2026-11-02");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: "VALIDATION_ERROR", issues: [{ path: "week" }] } });
  });
});
