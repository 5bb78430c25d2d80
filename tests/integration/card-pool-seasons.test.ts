// A card pool's season: it counts from the pool's season start (the field pick'em pools count from), lists each settled
// week's winners, names its champions once the week holding its last day is settled, and the owner keeps it as history
// (its table as it stood, even for a member who leaves) and starts the next season with the same members in one step.
import { db } from "@/lib/db";
import { card, createCardPool, storeSeason } from "../support/card-calls";
import { createSignedInUser } from "../support/factories";
import { pools } from "../support/pool-calls";
import { emptyWorld } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

runInNoonZone();

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const DAY = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe("card pool seasons", () => {
  let owner: User, ann: User, bob: User, poolId: string, monday: (weeksBack: number) => Date;

  beforeEach(async () => {
    await emptyWorld();
    [owner, ann, bob] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
    poolId = (await createCardPool(owner, [ann, bob], { dropWeeks: 1 })).id;
    const week = (await card.week(ann.token, poolId)).body.payload.week;
    monday = (weeksBack) => new Date(Date.parse(`${week}T00:00:00Z`) - weeksBack * 7 * DAY);
    // Made at noon UTC four Mondays ago: a Monday in the app's zone whatever the hour of the run puts it at (up to 12 hours
    // either side of UTC); made at midnight UTC, a zone behind UTC put it on the Sunday before, and the season a week earlier.
    await db.pool.update({ where: { id: poolId }, data: { createdAt: new Date(monday(4).getTime() + DAY / 2) } });
    // Four settled weeks, each with its ranks as settlement writes them, and this week being played.
    const rows = [
      [4, ann, 9, 1], [4, bob, 2, 2], [4, owner, 0, 3],
      [3, ann, 5, 1], [3, bob, 3, 2], [3, owner, 1, 3],
      [2, bob, 6, 1], [2, ann, 1, 2], [2, owner, 1, 2],
      [1, ann, 4, 1], [1, bob, 4, 2], [1, owner, 0, 3],
    ] as const;
    await db.cardWeekResult.createMany({
      data: [
        ...rows.map(([back, who, points, rank]) => ({ poolId, week: monday(back), userId: who.user.id, points, wins: points, rank, final: true, decidedBy: back === 1 && rank <= 2 ? "GUESS" : null })),
        { poolId, week: monday(0), userId: bob.user.id, points: 7, wins: 7, rank: 1, final: false },
      ],
    });
    await storeSeason(poolId);
  });

  const endSeasonOn = async (day: Date | null) => {
    await db.cardPool.update({ where: { poolId }, data: { seasonEnd: day } });
    await storeSeason(poolId);
  };

  test("the season counts from the pool's season start: weeks before it are in no table of the season", async () => {
    await db.pool.update({ where: { id: poolId }, data: { seasonStart: monday(2) } });
    await storeSeason(poolId);
    const table = (await card.table(ann.token, poolId, "?table=season")).body.payload;
    // From two weeks back, Bob 6 + 4 + 7 (this week) and Ann 1 + 4, each without their worst closed week.
    expect(table.rows.map((row) => [row.userId, row.points, row.droppedWeeks])).toEqual([
      [bob.user.id, "13.0000", [iso(monday(1))]],
      [ann.user.id, "4.0000", [iso(monday(2))]],
      [owner.user.id, "1.0000", [iso(monday(1))]],
    ]);
    const season = (await card.season(ann.token, poolId)).body.payload;
    expect(season.weeks.seasonStart).toBe(iso(monday(2)));
    expect(season.weeks.weeks.map((week) => week.start)).toEqual([0, 1, 2].map((back) => iso(monday(back))));
  });

  test("each settled week names its winners with the tiebreak that decided; a season without a last day never ends", async () => {
    const season = (await card.season(bob.token, poolId)).body.payload;
    expect(season.over).toBe(false);
    expect(season.champions).toEqual([]);
    const [live, last, , three] = season.weeks.weeks;
    expect(live).toMatchObject({ start: iso(monday(0)), final: false, winners: [] });
    expect(last).toMatchObject({ final: true, winners: [{ userId: ann.user.id, points: "4.0000", decidedBy: "GUESS" }] });
    expect(three.winners.map((winner) => winner.userId)).toEqual([ann.user.id]);
    expect((await card.nextSeason(owner.token, poolId, { seasonEnd: iso(new Date(monday(0).getTime() + 70 * DAY)) })).body).toMatchObject({ error: { code: "SEASON_NOT_OVER" } });
  });

  test("a season whose last week is still being played has no champion yet and cannot be followed", async () => {
    await endSeasonOn(new Date(monday(0).getTime() + 2 * DAY));
    expect((await card.season(ann.token, poolId)).body.payload).toMatchObject({ over: false, champions: [] });
    const refused = await card.nextSeason(owner.token, poolId, { seasonEnd: iso(new Date(monday(0).getTime() + 70 * DAY)) });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "SEASON_NOT_OVER" } });
  });

  test("at its end the season names its champion; the owner keeps it as history and starts the next with the same members", async () => {
    await endSeasonOn(new Date(monday(1).getTime() + 6 * DAY));
    const closing = (await card.season(ann.token, poolId)).body.payload;
    // Ann: 9 + 5 + 4 with her 1 dropped = 18; Bob: 2 + 3 + 6 + 4 without the 2 = 13; this week is the next season's.
    expect(closing).toMatchObject({ over: true, champions: [{ userId: ann.user.id, points: "18.0000" }] });
    const finalTable = (await card.table(bob.token, poolId, "?table=season")).body.payload;
    expect(finalTable.final).toBe(true);
    expect(finalTable.rows.map((row) => [row.userId, row.points])).toEqual([[ann.user.id, "18.0000"], [bob.user.id, "13.0000"], [owner.user.id, "2.0000"]]);

    const next = iso(new Date(monday(0).getTime() + 10 * 7 * DAY));
    expect((await card.nextSeason(ann.token, poolId, { seasonEnd: next })).status).toBe(403);
    expect((await card.nextSeason(owner.token, poolId, { seasonEnd: iso(monday(1)) })).body).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
    expect((await card.nextSeason(owner.token, poolId, { seasonEnd: "next year" })).status).toBe(400);

    const started = await card.nextSeason(owner.token, poolId, { seasonEnd: next });
    expect(started.status).toBe(200);
    expect(started.body.payload).toMatchObject({
      seasonEnd: next,
      over: false,
      champions: [],
      weeks: { seasonStart: iso(monday(0)), weeks: [{ start: iso(monday(0)) }] },
      past: [{ start: iso(monday(4)), end: iso(new Date(monday(1).getTime() + 6 * DAY)), dropWeeks: 1, champions: [{ userId: ann.user.id, points: "18.0000" }] }],
    });
    expect(await db.poolMember.count({ where: { poolId } })).toBe(3);
    // The new season holds this week alone; the finished one answers as it stood, even once its champion has left.
    expect((await card.table(ann.token, poolId, "?table=season")).body.payload.rows[0]).toMatchObject({ userId: bob.user.id, points: "7.0000" });
    expect((await pools.removeMember(owner.token, poolId, ann.user.id)).status).toBeLessThan(300);
    const kept = (await card.table(bob.token, poolId, `?table=season&season=${iso(monday(4))}`)).body.payload;
    expect(kept).toEqual(finalTable);
    expect((await card.season(bob.token, poolId)).body.payload.past[0].champions).toEqual([{ userId: ann.user.id, username: ann.user.username, points: "18.0000" }]);
    // The new season is not over: a second click is refused, and nothing is kept twice.
    expect((await card.nextSeason(owner.token, poolId, { seasonEnd: next })).body).toMatchObject({ error: { code: "SEASON_NOT_OVER" } });
    expect(await db.cardSeason.count({ where: { poolId } })).toBe(1);
  });

  test("a last day set before the season's first week ends a season of no weeks: nothing is kept and the next starts where it was", async () => {
    await db.pool.update({ where: { id: poolId }, data: { seasonStart: monday(0) } });
    await storeSeason(poolId);
    await endSeasonOn(monday(2));
    const next = iso(new Date(monday(0).getTime() + 20 * DAY));
    const started = await card.nextSeason(owner.token, poolId, { seasonEnd: next });
    expect(started.body.payload).toMatchObject({ seasonEnd: next, over: false, past: [], weeks: { seasonStart: iso(monday(0)) } });
    expect(await db.cardSeason.count({ where: { poolId } })).toBe(0);
  });

  test("a finished season that never was is not found", async () => {
    const missing = await card.table(ann.token, poolId, `?table=season&season=${iso(monday(4))}`);
    expect(missing.status).toBe(404);
  });
});
