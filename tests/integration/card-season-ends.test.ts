// A card pool's season end is told to every member once: a notification naming the champion (the champion's own says
// they won) when the week holding the last day has passed and every week is settled; a second run, runs side by side
// and the owner starting the next season tell nobody twice; a season lengthened after it was told is told again at its
// new end; and the champion's device gets a "you won" push under the week-won switch, unless that switch is off.
import { notificationText } from "@/components/notifications/notification-text";
import { db } from "@/lib/db";
import { duePoolNewsPushes } from "@/lib/server/push/due-pool-news-pushes";
import { tellCardSeasonEnds } from "@/lib/server/pools/card/tell-card-champions";
import { card, createCardPool, storeSeason } from "../support/card-calls";
import { createSignedInUser } from "../support/factories";
import { emptyWorld, notificationsOf } from "../support/results-factories";
import { runInNoonZone } from "../support/survivor-calls";

runInNoonZone();

type User = Awaited<ReturnType<typeof createSignedInUser>>;
const DAY = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe("a card season's end", () => {
  let owner: User, ann: User, bob: User, poolId: string, poolName: string, monday: (weeksBack: number) => Date;

  beforeEach(async () => {
    await emptyWorld();
    [owner, ann, bob] = await Promise.all([1, 2, 3].map(() => createSignedInUser()));
    const pool = await createCardPool(owner, [ann, bob]);
    [poolId, poolName] = [pool.id, "Card pool"];
    const week = (await card.week(ann.token, poolId)).body.payload.week;
    monday = (weeksBack) => new Date(Date.parse(`${week}T00:00:00Z`) - weeksBack * 7 * DAY);
    await db.pool.update({ where: { id: poolId }, data: { createdAt: monday(2) } });
    // Two settled weeks: Ann 9 + 1, Bob 2 + 6, the owner nothing.
    const rows = [[2, ann, 9, 1], [2, bob, 2, 2], [2, owner, 0, 3], [1, bob, 6, 1], [1, ann, 1, 2], [1, owner, 0, 3]] as const;
    await db.cardWeekResult.createMany({ data: rows.map(([back, who, points, rank]) => ({ poolId, week: monday(back), userId: who.user.id, points, wins: points, rank, final: true })) });
    await storeSeason(poolId);
  });

  // The season table as settlement stores it after the owner sets the last day.
  const endSeasonOn = async (day: Date) => {
    await db.cardPool.update({ where: { poolId }, data: { seasonEnd: day } });
    await storeSeason(poolId);
  };
  const told = async (user: User) => (await notificationsOf(user.user.id)).filter((note) => note.type === "CARD_SEASON_ENDED");
  const bodies = async (user: User) => (await told(user)).map((note) => notificationText("CARD_SEASON_ENDED", note.details).body);

  test("every member is told once who won, the champion that they won, however often and however concurrently the job runs", async () => {
    await endSeasonOn(new Date(monday(1).getTime() + 6 * DAY));
    const runs = await Promise.all([tellCardSeasonEnds(db), tellCardSeasonEnds(db)]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await tellCardSeasonEnds(db)).toBe(0);
    expect(await bodies(ann)).toEqual([`You won the season in ${poolName}: champion`]);
    expect(await bodies(bob)).toEqual([`${poolName}'s season is over: ${ann.user.username} is the champion`]);
    expect(await bodies(owner)).toEqual([`${poolName}'s season is over: ${ann.user.username} is the champion`]);
    expect((await told(ann))[0].details).toMatchObject({ poolId, won: true, champions: [ann.user.username], seasonEnd: iso(new Date(monday(1).getTime() + 6 * DAY)) });
    expect(notificationText("CARD_SEASON_ENDED", (await told(ann))[0].details).href).toBe(`/pools/${poolId}`);
  });

  test("nothing is told while the last week is being played or a week of the season is unsettled", async () => {
    await endSeasonOn(new Date(monday(0).getTime() + 2 * DAY));
    expect(await tellCardSeasonEnds(db)).toBe(0);
    await endSeasonOn(new Date(monday(1).getTime() + 6 * DAY));
    await db.cardWeekResult.updateMany({ where: { poolId, week: monday(1) }, data: { final: false } });
    expect(await tellCardSeasonEnds(db)).toBe(0);
    expect(await db.notification.count({ where: { type: "CARD_SEASON_ENDED" } })).toBe(0);
    await db.cardWeekResult.updateMany({ where: { poolId, week: monday(1) }, data: { final: true } });
    expect(await tellCardSeasonEnds(db)).toBe(1);
    expect(await db.notification.count({ where: { type: "CARD_SEASON_ENDED" } })).toBe(3);
  });

  test("the owner starting the next season before the job runs tells the members then, and the job tells nobody again", async () => {
    await endSeasonOn(new Date(monday(1).getTime() + 6 * DAY));
    const started = await card.nextSeason(owner.token, poolId, { seasonEnd: iso(new Date(monday(0).getTime() + 70 * DAY)) });
    expect(started.status).toBe(200);
    expect(await bodies(ann)).toEqual([`You won the season in ${poolName}: champion`]);
    expect(await tellCardSeasonEnds(db)).toBe(0);
    expect(await db.notification.count({ where: { type: "CARD_SEASON_ENDED" } })).toBe(3);
  });

  test("a shared first place tells each champion they share it; a season lengthened after it was told is told at its new end", async () => {
    // Bob's weeks made the same as Ann's: level on every step of the tiebreak.
    await db.cardWeekResult.updateMany({ where: { poolId, userId: bob.user.id, week: monday(2) }, data: { points: 9, wins: 9, rank: 1 } });
    await db.cardWeekResult.updateMany({ where: { poolId, userId: bob.user.id, week: monday(1) }, data: { points: 1, wins: 1, rank: 2 } });
    await endSeasonOn(new Date(monday(1).getTime() + 6 * DAY));
    expect(await tellCardSeasonEnds(db)).toBe(1);
    expect(await bodies(ann)).toEqual([`You won the season in ${poolName}, sharing first place with 1 other`]);
    expect(await bodies(bob)).toEqual([`You won the season in ${poolName}, sharing first place with 1 other`]);
    expect((await bodies(owner))[0]).toMatch(/share the title$/);
    await endSeasonOn(new Date(monday(0).getTime() + 6 * DAY));
    await db.cardWeekResult.createMany({ data: [ann, bob, owner].map((who, index) => ({ poolId, week: monday(0), userId: who.user.id, points: 3 - index, wins: 1, rank: index + 1, final: true })) });
    expect(await tellCardSeasonEnds(db, new Date(monday(-1).getTime() + DAY))).toBe(1);
    expect(await bodies(ann)).toHaveLength(2);
  });

  test("the champion's devices get a you-won push under the week-won switch; the other members' get none", async () => {
    await endSeasonOn(new Date(monday(1).getTime() + 6 * DAY));
    for (const who of [ann, bob]) {
      await db.pushSubscription.create({ data: { userId: who.user.id, sessionToken: who.token, endpoint: `https://push.example/${who.user.id}`, p256dh: "k", auth: "a" } });
    }
    await tellCardSeasonEnds(db);
    const due = await duePoolNewsPushes(db, new Date(Date.now() + 1_000));
    expect(due.filter((push) => push.message.tag === `season-won-${poolId}`)).toEqual([
      { userId: ann.user.id, kind: "WEEK_WON", subject: String((await told(ann))[0].id), message: { title: `You won the season in ${poolName}`, body: "Champion: top of the season table.", url: `/pools/${poolId}`, tag: `season-won-${poolId}` } },
    ]);
  });
});
