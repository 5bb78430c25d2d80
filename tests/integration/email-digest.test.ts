// The weekly digest: the week's points, rank movement, best pick and the follows' best picks on a seeded week; once per
// picker and week under two concurrent runs; nothing for pickers who opted out or had nothing settled that week.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { db } from "@/lib/db";
import { sendWeeklyDigests } from "@/lib/server/email/send-weekly-digests";
import { unsubscribeHeaders } from "@/lib/server/email/unsubscribe-link";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { createFixture, createUser } from "../support/factories";
import { mailsTo } from "../support/outbox";
import { apiRequest, routeContext } from "../support/requests";
import { emptyWorld, finish, pickWithOdds } from "../support/results-factories";

// New York (the default APP_TIMEZONE): the week of Monday 2032-03-01 has ended; the digest run is Monday the 8th at 10:00.
const NOW = new Date("2032-03-08T14:00:00Z");
const BEFORE_THE_WEEK = new Date("2032-02-26T23:00:00Z");
const IN_THE_WEEK = new Date("2032-03-04T03:00:00Z");
const SUNDAY_NIGHT = new Date("2032-03-08T04:30:00Z");
const MONDAY_MORNING = new Date("2032-03-08T12:00:00Z");

async function picker(options: { digest?: boolean; private?: boolean } = {}) {
  const user = await createUser();
  return db.user.update({ where: { id: user.id }, data: { emailDigest: options.digest ?? false, private: options.private ?? false } });
}

/** A winning pick at this money line (+200 scores 3 points, -200 scores 1.5), settled at that instant. */
async function won(userId: string, moneyLine: number, settledAt: Date) {
  const fixture = await createFixture({ startsAt: new Date(settledAt.getTime() - 3 * 3_600_000) });
  const pick = await pickWithOdds(userId, fixture.id, "HOME", moneyLine);
  await finish(fixture.id, 3, 1);
  await settleFixture(db, fixture.id, { settledAt });
  return pick;
}

async function lost(userId: string, settledAt: Date) {
  const fixture = await createFixture({ startsAt: new Date(settledAt.getTime() - 3 * 3_600_000) });
  await pickWithOdds(userId, fixture.id, "AWAY", 150);
  await finish(fixture.id, 3, 1);
  await settleFixture(db, fixture.id, { settledAt });
}

const digestRows = (userId: string) => db.emailSend.findMany({ where: { userId, kind: "WEEKLY_DIGEST" } });

beforeEach(emptyWorld);

describe("weekly digest", () => {
  test("says the week's points, the rank movement, the best pick and the followed pickers' best picks", async () => {
    const me = await picker({ digest: true });
    const rival = await picker();
    const friend = await picker();
    const secret = await picker({ private: true });
    await db.follow.createMany({ data: [friend, secret, rival].map((user) => ({ followerId: me.id, followedId: user.id })) });
    // The week before: the rival leads (3 points to 1.5).
    await won(rival.id, 200, BEFORE_THE_WEEK);
    await won(me.id, -200, BEFORE_THE_WEEK);
    // The week: 3 + 2 points take the lead; Sunday night in New York is still the week.
    const best = await won(me.id, 200, IN_THE_WEEK);
    const second = await won(me.id, 100, SUNDAY_NIGHT);
    await lost(me.id, IN_THE_WEEK);
    const friendsBest = await won(friend.id, 150, IN_THE_WEEK);
    const friendsOther = await won(friend.id, -200, IN_THE_WEEK);
    const secretPick = await won(secret.id, 300, IN_THE_WEEK);
    // Settled after the week ended: the rival is ahead now, but not at the end of the week.
    const later = await won(rival.id, 900, MONDAY_MORNING);

    expect(await sendWeeklyDigests(db, NOW)).toBe(1);
    const mails = mailsTo(me.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe("Your Pickline week: 5.00 points");
    expect(mail.text).toContain("Mar 1 to Mar 7");
    expect(mail.text).toContain("You climbed from #2 to #1 on the leaderboard.");
    expect(mail.text).toContain(`/pick/${best.id}`);
    expect(mail.text).toContain(`${friend.username}: `);
    expect(mail.text).toContain(`/pick/${friendsBest.id}`);
    for (const pick of [second, friendsOther, secretPick, later]) expect(mail.text).not.toContain(`/pick/${pick.id}`);
    expect(mail.text).not.toContain(`${secret.username}`);
    expect(mail.headers).toEqual(unsubscribeHeaders({ userId: me.id, kind: "digest" }));
    expect(mail.html).toContain("/unsubscribe?u=");
    expect(mail.html).toContain("k=digest");
    expect((await digestRows(me.id)).map((row) => row.period.toISOString().slice(0, 10))).toEqual(["2032-03-01"]);
  });

  test("two concurrent runs send one digest per picker and week; a later run that week sends nothing", async () => {
    const me = await picker({ digest: true });
    await won(me.id, 120, IN_THE_WEEK);

    const counts = await Promise.all([sendWeeklyDigests(db, NOW), sendWeeklyDigests(db, NOW)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await sendWeeklyDigests(db, new Date("2032-03-12T14:00:00Z"))).toBe(0);
    expect(mailsTo(me.email)).toHaveLength(1);
    expect(await digestRows(me.id)).toHaveLength(1);
    // The following Monday is another week, with nothing settled in it: no digest.
    expect(await sendWeeklyDigests(db, new Date("2032-03-15T14:00:00Z"))).toBe(0);
  });

  test("nothing for a picker who opted out, nor for one with nothing settled that week (no row written either)", async () => {
    const optedOut = await picker();
    await won(optedOut.id, 150, IN_THE_WEEK);
    const idle = await picker({ digest: true });
    await won(idle.id, 150, BEFORE_THE_WEEK);
    await won(idle.id, 150, MONDAY_MORNING);
    const loser = await picker({ digest: true });
    await lost(loser.id, IN_THE_WEEK);

    expect(await sendWeeklyDigests(db, NOW)).toBe(1);
    for (const user of [optedOut, idle]) {
      expect(mailsTo(user.email)).toHaveLength(0);
      expect(await digestRows(user.id)).toHaveLength(0);
    }
    // A week of losses is still a week played: the digest says so.
    const [mail] = mailsTo(loser.email);
    expect(mail.subject).toBe("Your Pickline week: 0.00 points");
    expect(mail.text).toContain("You are not on the leaderboard yet.");
    expect(mail.text).toContain("No winning pick this week");
  });

  test("the digest's one-click link turns the digest off and leaves the reminder on", async () => {
    const me = await db.user.update({ where: { id: (await picker({ digest: true })).id }, data: { emailReminder: true } });
    const url = new URL(unsubscribeHeaders({ userId: me.id, kind: "digest" })["List-Unsubscribe"].slice(1, -1));
    const request = apiRequest(`${url.pathname}${url.search}`, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
    const response = await unsubscribeRoute(request, routeContext({}));
    expect(await response.json()).toEqual({ payload: { unsubscribed: "digest" } });
    expect(await db.user.findUniqueOrThrow({ where: { id: me.id }, select: { emailDigest: true, emailReminder: true } })).toEqual({ emailDigest: false, emailReminder: true });
  });
});
