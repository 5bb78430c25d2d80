// The push job against a local push service that plays every device (it decrypts what arrives with the device's own
// keys): each type reaches whom it should and no one else, a switched-off type and quiet hours hold it back (a reminder
// for good), a device the service says is gone (404, 410) is forgotten, a busy answer (429) is tried again, a run sends
// at most its limit, and runs one after another or side by side never send a push twice.
import crypto from "node:crypto";
import { db } from "@/lib/db";
import { sendDuePushes, type PushJobOptions } from "@/lib/server/push/send-due-pushes";
import { createFixture, createPick, createSignedInUser } from "../support/factories";
import { createPool } from "../support/leak-pools";
import { decrypt, device, deviceKeys, pushService, type Answer, type Device } from "../support/local-push-service";
import { pools } from "../support/pool-calls";
import { slateOf } from "@/lib/domain/survivor-slates";
import { appTimeZone } from "@/lib/settings";
import { weekOfGame } from "@/lib/server/pools/card/card-week-range";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let service: Awaited<ReturnType<typeof pushService>>;
/** What a device answers next (then 201), by the device's path. */
const answers = new Map<string, Answer[]>();
const devices = new Map<string, Device>();
let week = 0;

beforeAll(async () => {
  service = await pushService([], (request) => answers.get(request.path)?.shift() ?? null);
});
afterAll(() => service.close());
// Only this test's pickers have devices: the earlier tests' pools and news stay out of its runs.
beforeEach(async () => {
  await db.pushSubscription.deleteMany();
  service.received.length = 0;
  week += 1;
});

/** A Wednesday at 13:00 in New York, a week further on for each test, so no test's games are another's week. */
const wednesday = () => new Date(Date.parse("2027-01-06T18:00:00Z") + week * 7 * 24 * HOUR);

async function subscribedPicker() {
  const { user, token } = await createSignedInUser();
  await addDevice(user.id, token);
  return user;
}

async function addDevice(userId: string, sessionToken: string) {
  const path = `/push/${crypto.randomUUID()}`;
  const phone = device();
  devices.set(path, phone);
  return db.pushSubscription.create({ data: { userId, sessionToken, endpoint: `${service.origin}${path}`, ...deviceKeys(phone) } });
}

/** The messages the devices decrypted, with whose device got each. */
async function delivered() {
  const subscriptions = await db.pushSubscription.findMany({ select: { endpoint: true, userId: true } });
  const owner = new Map(subscriptions.map((s) => [new URL(s.endpoint).pathname, s.userId]));
  return service.received.map((request) => ({
    path: request.path,
    userId: owner.get(request.path),
    message: JSON.parse(decrypt(request.body, devices.get(request.path)!)) as { title: string; body: string; url: string; tag: string },
  }));
}

const run = (now: Date, options: PushJobOptions = {}) => sendDuePushes(db, { now, backoffMs: 5, ...options });

/** A pick'em pool (NFL and NBA) whose week's first game starts `lead` after `now`. */
async function poolWithGameIn(now: Date, lead: number, memberIds: string[]) {
  const game = await createFixture({ startsAt: new Date(now.getTime() + lead) });
  const pool = await createPool(`Pool ${crypto.randomUUID().slice(0, 8)}`, memberIds);
  return { game, pool };
}

/** A card pool over the NFL and the NBA: every game of the week, or `pickCount` of them. */
async function createCardPool(name: string, memberIds: string[], pickCount: number | null) {
  return db.pool.create({
    data: {
      name,
      kind: "CARD",
      leagues: ["NFL", "NBA"],
      ownerId: memberIds[0],
      members: { create: memberIds.map((userId) => ({ userId })) },
      card: { create: pickCount === null ? {} : { picking: "PICK_N", pickCount } },
    },
  });
}

/** The notification closing a week writes for its winner (the pool itself plays no part in the push). */
async function weekWon(userId: string, createdAt: Date) {
  return db.notification.create({
    data: { userId, type: "POOL_WEEK_WON", createdAt, details: { poolId: `pool-${crypto.randomUUID()}`, poolName: "Sunday Crew", week: "2027-01-04", weekLabel: "Week of Jan 4", points: 12, shared: false, tiebreak: null } },
  });
}

describe("the reminder", () => {
  test("reaches each subscribed member who has not picked, once, within the hour before the week's first game", async () => {
    const now = wednesday();
    const [late, picked, alsoLate] = [await subscribedPicker(), await subscribedPicker(), await subscribedPicker()];
    const unsubscribed = await createSignedInUser();
    const { game, pool } = await poolWithGameIn(now, 45 * MINUTE, [late.id, picked.id, alsoLate.id, unsubscribed.user.id]);
    await createPick(picked.id, game.id);
    // Two hours before: not yet.
    expect(await run(new Date(now.getTime() - HOUR - 15 * MINUTE))).toMatchObject({ sent: 0 });
    expect(await run(now)).toMatchObject({ sent: 2, failed: 0 });
    const got = await delivered();
    expect(got.map((push) => push.userId).sort()).toEqual([late.id, alsoLate.id].sort());
    expect(got[0].message).toEqual({ title: `Pick in ${pool.name}`, body: expect.stringContaining("starts in 45 min"), url: `/pools/${pool.id}`, tag: `reminder-${pool.id}` });
    // Every later run of the same hour, and one as the game starts, sends nothing more.
    for (const later of [1, 2, 30, 44]) expect(await run(new Date(now.getTime() + later * MINUTE))).toMatchObject({ sent: 0 });
    expect(service.received).toHaveLength(2);
  });

  test("is not sent once the game has started, nor for a week whose first game is already played", async () => {
    const now = wednesday();
    const late = await subscribedPicker();
    await poolWithGameIn(now, -30 * MINUTE, [late.id]);
    await createFixture({ startsAt: new Date(now.getTime() + 20 * MINUTE) });
    expect(await run(now)).toMatchObject({ sent: 0 });
    expect(service.received).toHaveLength(0);
  });
});

describe("the night's results", () => {
  async function settledPick(userId: string, startedAgo: number, outcome: "WIN" | "LOOSE" | "PUSH" | null, now: Date) {
    const game = await createFixture({ startsAt: new Date(now.getTime() - startedAgo) });
    const pick = await createPick(userId, game.id);
    if (outcome) await db.pick.update({ where: { id: pick.id }, data: { state: "FINAL", outcome, settledAt: new Date(now.getTime() - startedAgo + 3 * HOUR) } });
    return pick;
  }

  test("one push for the night once nothing is in play, with counts and no pick's side", async () => {
    const now = new Date(wednesday().getTime() + 10 * HOUR); // 23:00 in New York
    const picker = await subscribedPicker();
    await settledPick(picker.id, 6 * HOUR, "WIN", now);
    await settledPick(picker.id, 5 * HOUR, "WIN", now);
    await settledPick(picker.id, 4 * HOUR, "LOOSE", now);
    const inPlay = await settledPick(picker.id, HOUR, null, now);
    expect(await run(now)).toMatchObject({ sent: 0 });
    await db.pick.update({ where: { id: inPlay.id }, data: { state: "FINAL", outcome: "PUSH", settledAt: new Date(now.getTime() + 30 * MINUTE) } });
    const later = new Date(now.getTime() + 40 * MINUTE);
    expect(await run(later)).toMatchObject({ sent: 1 });
    expect(await run(new Date(later.getTime() + MINUTE))).toMatchObject({ sent: 0 });
    const [push] = await delivered();
    expect(push).toMatchObject({ userId: picker.id, message: { title: "Your results are in", body: "2 won, 1 lost, 1 pushed.", url: "/notifications" } });
    expect(service.received).toHaveLength(1);
  });
});

describe("pool news", () => {
  test("the week won goes to the winner's devices, each of them", async () => {
    const now = wednesday();
    const { user, token } = await createSignedInUser();
    await addDevice(user.id, token);
    await addDevice(user.id, token);
    const notification = await weekWon(user.id, new Date(now.getTime() - MINUTE));
    expect(await run(now)).toMatchObject({ sent: 1 });
    const got = await delivered();
    expect(got).toHaveLength(2);
    expect(got[0].message).toMatchObject({ title: "You won the week in Sunday Crew", body: "Week of Jan 4: top of the table.", url: `/pools/${(notification.details as { poolId: string }).poolId}` });
    expect(await run(new Date(now.getTime() + MINUTE))).toMatchObject({ sent: 0 });
  });

  test("the owner's announcement reaches the other members after the response, never the owner", async () => {
    const owner = await subscribedPicker();
    const member = await subscribedPicker();
    const pool = await createPool("Office", [owner.id, member.id]);
    const ownerSession = await db.session.findFirstOrThrow({ where: { userId: owner.id } });
    const answered = await pools.announce(ownerSession.sessionToken, pool.id, { text: "Dues by Friday" });
    expect(answered.status).toBe(200);
    await until(() => service.received.length >= 1);
    const got = await delivered();
    expect(got).toEqual([{ path: expect.any(String), userId: member.id, message: { title: "Announcement in Office", body: "Dues by Friday", url: `/pools/${pool.id}`, tag: `announcement-${pool.id}` } }]);
    // The scheduled run that follows finds it sent.
    expect(await run(new Date())).toMatchObject({ sent: 0 });
  });

  test("survivor: the member who is out and the winner are told; a member who lost the final is told only once", async () => {
    const now = wednesday();
    const [out, winner] = [await subscribedPicker(), await subscribedPicker()];
    const pool = await createPool("Last one in", [out.id, winner.id]);
    await db.survivorEntry.create({ data: { poolId: pool.id, userId: out.id, lives: 0, eliminatedOn: new Date(now.getTime() - 24 * HOUR) } });
    const details = { poolId: pool.id, poolName: pool.name, winners: ["w"] };
    await db.notification.createMany({
      data: [
        { userId: winner.id, type: "SURVIVOR_ENDED", createdAt: new Date(now.getTime() - MINUTE), details: { ...details, won: true } },
        { userId: out.id, type: "SURVIVOR_ENDED", createdAt: new Date(now.getTime() - MINUTE), details: { ...details, won: false } },
      ],
    });
    expect(await run(now)).toMatchObject({ sent: 2 });
    const got = await delivered();
    expect(Object.fromEntries(got.map((push) => [push.userId, push.message.title]))).toEqual({ [out.id]: "You are out of Last one in", [winner.id]: "You won Last one in" });
    expect(await run(new Date(now.getTime() + MINUTE))).toMatchObject({ sent: 0 });
  });

  test("card season: a champion is told they won once, under the week-won switch; a champion with it off and the other members are not", async () => {
    const now = wednesday();
    const [champion, quiet, member] = [await subscribedPicker(), await subscribedPicker(), await subscribedPicker()];
    await db.pushPreference.create({ data: { userId: quiet.id, weekWon: false } });
    const pool = await createPool("Card crew", [champion.id, quiet.id, member.id]);
    const details = { poolId: pool.id, poolName: pool.name, seasonStart: "2026-09-07", seasonEnd: "2026-12-31", champions: ["c", "q"] };
    await db.notification.createMany({
      data: [
        { userId: champion.id, type: "CARD_SEASON_ENDED", createdAt: new Date(now.getTime() - MINUTE), details: { ...details, won: true } },
        { userId: quiet.id, type: "CARD_SEASON_ENDED", createdAt: new Date(now.getTime() - MINUTE), details: { ...details, won: true } },
        { userId: member.id, type: "CARD_SEASON_ENDED", createdAt: new Date(now.getTime() - MINUTE), details: { ...details, won: false } },
      ],
    });
    expect(await run(now)).toMatchObject({ sent: 1, dropped: 1 });
    expect(await delivered()).toEqual([
      { path: expect.any(String), userId: champion.id, message: { title: "You shared the season in Card crew", body: "Champion: top of the season table.", url: `/pools/${pool.id}`, tag: `season-won-${pool.id}` } },
    ]);
    expect(await run(new Date(now.getTime() + MINUTE))).toMatchObject({ sent: 0 });
  });
});

describe("the picker's switches and quiet hours", () => {
  test("a type that is off is never sent, not even once it is on again; the other types still are", async () => {
    const now = wednesday();
    const picker = await subscribedPicker();
    await db.pushPreference.create({ data: { userId: picker.id, weekWon: false } });
    await weekWon(picker.id, new Date(now.getTime() - MINUTE));
    await poolWithGameIn(now, 30 * MINUTE, [picker.id]);
    expect(await run(now)).toMatchObject({ sent: 1, dropped: 1 });
    expect((await delivered()).map((push) => push.message.title)).toEqual([expect.stringMatching(/^Pick in /)]);
    await db.pushPreference.update({ where: { userId: picker.id }, data: { weekWon: true } });
    expect(await run(new Date(now.getTime() + MINUTE))).toMatchObject({ sent: 0 });
    expect(service.received).toHaveLength(1);
  });

  test("quiet hours hold the week won until they end, and drop the reminder for good", async () => {
    const now = wednesday(); // 13:00 in New York
    const picker = await subscribedPicker();
    await db.pushPreference.create({ data: { userId: picker.id, quietStart: 12 * 60, quietEnd: 13 * 60 + 10, timeZone: "America/New_York" } });
    await weekWon(picker.id, new Date(now.getTime() - MINUTE));
    await poolWithGameIn(now, 50 * MINUTE, [picker.id]);
    expect(await run(now)).toMatchObject({ sent: 0, held: 1, dropped: 1 });
    expect(service.received).toHaveLength(0);
    // 13:15: quiet hours are over and the game is still 35 minutes away; only the week won goes.
    expect(await run(new Date(now.getTime() + 15 * MINUTE))).toMatchObject({ sent: 1 });
    expect((await delivered()).map((push) => push.message.title)).toEqual(["You won the week in Sunday Crew"]);
  });

  test("quiet hours are read in the picker's zone: the same hour elsewhere sends", async () => {
    const now = wednesday(); // 13:00 in New York, 19:00 in Paris
    const picker = await subscribedPicker();
    await db.pushPreference.create({ data: { userId: picker.id, quietStart: 12 * 60, quietEnd: 14 * 60, timeZone: "Europe/Paris" } });
    await weekWon(picker.id, new Date(now.getTime() - MINUTE));
    expect(await run(now)).toMatchObject({ sent: 1 });
  });
});

describe("delivery", () => {
  test.each([404, 410])("a device the push service answers %i for is forgotten; the picker's other device still gets it", async (status) => {
    const now = wednesday();
    const { user, token } = await createSignedInUser();
    const gone = await addDevice(user.id, token);
    const kept = await addDevice(user.id, token);
    answers.set(new URL(gone.endpoint).pathname, [{ status }]);
    await weekWon(user.id, new Date(now.getTime() - MINUTE));
    expect(await run(now)).toMatchObject({ sent: 1, gone: 1 });
    expect(await db.pushSubscription.findUnique({ where: { id: gone.id } })).toBeNull();
    expect(await db.pushSubscription.findUnique({ where: { id: kept.id } })).not.toBeNull();
  });

  test("a busy push service (429 with Retry-After) is tried again and the push counts as sent", async () => {
    const now = wednesday();
    const { user, token } = await createSignedInUser();
    const phone = await addDevice(user.id, token);
    const path = new URL(phone.endpoint).pathname;
    answers.set(path, [{ status: 429, headers: { "Retry-After": "0" } }, { status: 503 }]);
    const notification = await weekWon(user.id, new Date(now.getTime() - MINUTE));
    expect(await run(now)).toMatchObject({ sent: 1, failed: 0 });
    expect(service.received.map((request) => request.path)).toEqual([path, path, path]);
    expect(await db.pushSend.findUniqueOrThrow({ where: { userId_kind_subject: { userId: user.id, kind: "WEEK_WON", subject: String(notification.id) } } })).toMatchObject({ sent: true });
  });

  test("a run sends at most its limit; the next runs send the rest, none twice", async () => {
    const now = wednesday();
    const pickers = [];
    for (let index = 0; index < 5; index += 1) pickers.push(await subscribedPicker());
    for (const picker of pickers) await weekWon(picker.id, new Date(now.getTime() - MINUTE));
    expect(await run(now, { limit: 2 })).toMatchObject({ sent: 2, deferred: 3 });
    expect(service.received).toHaveLength(2);
    expect(await run(now, { limit: 2 })).toMatchObject({ sent: 2, deferred: 1 });
    expect(await run(now, { limit: 2 })).toMatchObject({ sent: 1, deferred: 0 });
    expect(new Set((await delivered()).map((push) => push.userId))).toEqual(new Set(pickers.map((picker) => picker.id)));
    expect(service.received).toHaveLength(5);
  });

  test("runs side by side send each push once", async () => {
    const now = wednesday();
    const pickers = [];
    for (let index = 0; index < 6; index += 1) pickers.push(await subscribedPicker());
    for (const picker of pickers) await weekWon(picker.id, new Date(now.getTime() - MINUTE));
    const reports = await Promise.all([run(now), run(now), run(now)]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(6);
    expect(service.received).toHaveLength(6);
    expect(new Set(service.received.map((request) => request.path)).size).toBe(6);
  });
});

describe("the reminder in card and survivor pools", () => {
  const cardPick = (poolId: string, userId: string, game: { id: number; startsAt: Date }) =>
    db.cardPick.create({ data: { poolId, userId, week: new Date(`${weekOfGame(game.startsAt)}T00:00:00Z`), fixtureId: game.id, side: "HOME", price: -150, opposingPrice: 130 } });

  test("a card pool member whose week card is incomplete is reminded once, an hour before the card's next game", async () => {
    const now = wednesday();
    const [complete, partial, empty, pickOneDone] = [await subscribedPicker(), await subscribedPicker(), await subscribedPicker(), await subscribedPicker()];
    const unsubscribed = await createSignedInUser();
    // The week's first game is played; the next starts in 40 minutes, the last on Friday.
    await createFixture({ startsAt: new Date(now.getTime() - 2 * HOUR) });
    const next = await createFixture({ startsAt: new Date(now.getTime() + 40 * MINUTE) });
    const friday = await createFixture({ startsAt: new Date(now.getTime() + 2 * 24 * HOUR) });
    const members = [complete.id, partial.id, empty.id, unsubscribed.user.id];
    const everyGame = await createCardPool("Every Game Club", members, null);
    const pickOne = await createCardPool("Pick One Club", [pickOneDone.id, empty.id], 1);
    for (const game of [next, friday]) await cardPick(everyGame.id, complete.id, game);
    await cardPick(everyGame.id, partial.id, next);
    await cardPick(pickOne.id, pickOneDone.id, friday);
    // 70 minutes before the next game: not yet.
    expect(await run(new Date(now.getTime() - 30 * MINUTE))).toMatchObject({ sent: 0 });
    expect(await run(now)).toMatchObject({ sent: 3, failed: 0 });
    const got = await delivered();
    expect(got.map((push) => `${push.userId} ${push.message.title}`).sort()).toEqual(
      [`${partial.id} Pick in Every Game Club`, `${empty.id} Pick in Every Game Club`, `${empty.id} Pick in Pick One Club`].sort(),
    );
    const [away, home] = await Promise.all([db.team.findUniqueOrThrow({ where: { id: next.awayTeamId } }), db.team.findUniqueOrThrow({ where: { id: next.homeTeamId } })]);
    expect(got.find((push) => push.userId === partial.id)!.message).toEqual({
      title: "Pick in Every Game Club",
      body: `Your card is not complete this week, and ${away.abbreviation} @ ${home.abbreviation} starts in 40 min.`,
      url: `/pools/${everyGame.id}`,
      tag: `reminder-${everyGame.id}`,
    });
    // Later runs, and the hour before Friday's game with the cards still incomplete, send nothing more: one a week.
    for (const later of [1, 39, 2 * 24 * 60 - 30]) expect(await run(new Date(now.getTime() + later * MINUTE))).toMatchObject({ sent: 0 });
    expect(service.received).toHaveLength(3);
  });

  test("a card member is reminded before a later game once the week's first is played, unless their card is complete by then", async () => {
    const now = wednesday();
    const [late, filled] = [await subscribedPicker(), await subscribedPicker()];
    const played = await createFixture({ startsAt: new Date(now.getTime() - 3 * HOUR) });
    const next = await createFixture({ startsAt: new Date(now.getTime() + 20 * MINUTE) });
    const pool = await createCardPool("Late Card", [late.id, filled.id], null);
    // Only the game still to start is left to pick on a card that missed the first.
    await cardPick(pool.id, filled.id, next);
    await cardPick(pool.id, late.id, played);
    expect(await run(now)).toMatchObject({ sent: 1 });
    expect((await delivered()).map((push) => push.userId)).toEqual([late.id]);
  });

  test("a surviving member with no team for the slate is reminded once, an hour before the slate's first game", async () => {
    const now = wednesday();
    const [waiting, picked, out, switchedOff] = [await subscribedPicker(), await subscribedPicker(), await subscribedPicker(), await subscribedPicker()];
    const unsubscribed = await createSignedInUser();
    await db.pushPreference.create({ data: { userId: switchedOff.id, reminder: false } });
    const first = await createFixture({ league: "NBA", startsAt: new Date(now.getTime() + 45 * MINUTE) });
    const later = await createFixture({ league: "NBA", startsAt: new Date(now.getTime() + 4 * HOUR) });
    const slate = new Date(`${slateOf(first.startsAt, "nba", appTimeZone())}T00:00:00Z`);
    const members = [waiting, picked, out, switchedOff, unsubscribed.user];
    const pool = await db.pool.create({
      data: {
        name: "Last Standing",
        kind: "SURVIVOR",
        leagues: ["NBA"],
        ownerId: waiting.id,
        members: { create: members.map((user) => ({ userId: user.id })) },
        survivor: { create: { league: "NBA", startSlate: slate, lives: 1 } },
      },
    });
    await db.survivorEntry.createMany({ data: members.map((user) => ({ poolId: pool.id, userId: user.id, lives: user === out ? 0 : 1 })) });
    await db.survivorPick.create({ data: { poolId: pool.id, userId: picked.id, slate, fixtureId: later.id, teamId: later.homeTeamId, side: "HOME" } });
    // An hour and a quarter before: not yet.
    expect(await run(new Date(now.getTime() - 30 * MINUTE))).toMatchObject({ sent: 0 });
    expect(await run(now)).toMatchObject({ sent: 1, dropped: 1 });
    const got = await delivered();
    expect(got.map((push) => push.userId)).toEqual([waiting.id]);
    expect(got[0].message).toEqual({ title: "Pick in Last Standing", body: expect.stringMatching(/^You have no team for this slate, and \S+ @ \S+ starts in 45 min\.$/), url: `/pools/${pool.id}`, tag: `reminder-${pool.id}` });
    for (const minute of [1, 30, 44]) expect(await run(new Date(now.getTime() + minute * MINUTE))).toMatchObject({ sent: 0 });
    expect(service.received).toHaveLength(1);
  });

  test("a survivor pool that has ended, or whose slate's first game has started, reminds no one", async () => {
    const now = wednesday();
    const [ended, started] = [await subscribedPicker(), await subscribedPicker()];
    const game = await createFixture({ league: "NBA", startsAt: new Date(now.getTime() + 30 * MINUTE) });
    const slate = new Date(`${slateOf(game.startsAt, "nba", appTimeZone())}T00:00:00Z`);
    const pool = await db.pool.create({
      data: { name: "Over", kind: "SURVIVOR", leagues: ["NBA"], ownerId: ended.id, members: { create: { userId: ended.id } }, survivor: { create: { league: "NBA", startSlate: slate, lives: 1, endedAt: now } } },
    });
    await db.survivorEntry.create({ data: { poolId: pool.id, userId: ended.id, lives: 1 } });
    expect(await run(now)).toMatchObject({ sent: 0 });
    // The same slate a moment after its first game: too late for anyone.
    const running = await db.pool.create({
      data: { name: "Running", kind: "SURVIVOR", leagues: ["NBA"], ownerId: started.id, members: { create: { userId: started.id } }, survivor: { create: { league: "NBA", startSlate: slate, lives: 1 } } },
    });
    await db.survivorEntry.create({ data: { poolId: running.id, userId: started.id, lives: 1 } });
    expect(await run(new Date(now.getTime() + 31 * MINUTE))).toMatchObject({ sent: 0 });
    expect(service.received).toHaveLength(0);
  });
});

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting for the push");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
