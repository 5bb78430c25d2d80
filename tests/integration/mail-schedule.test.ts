// Reminders and digests leave from the scheduled sync only: the traffic-triggered sync, run inside a visitor's
// request, sends none; the cron run sends them in provider batches, each message once, even when two runs overlap,
// and a batch the provider surely refused goes out on a later run.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));
jest.mock("@/lib/feeds/select-feed", () => ({ selectFeed: () => ({ provider: "test", fetchUpdates: async () => [] }) }));
// The real sendBatch (to the outbox), watched: each call is one provider batch.
jest.mock("@/lib/mail/send-batch", () => {
  const actual = jest.requireActual<typeof import("@/lib/mail/send-batch")>("@/lib/mail/send-batch");
  return { ...actual, sendBatch: jest.fn(actual.sendBatch) };
});

import { db } from "@/lib/db";
import { periodRange, previousWeek } from "@/lib/domain/periods";
import { sendBatch } from "@/lib/mail/send-batch";
import { sendDueMail } from "@/lib/server/email/send-due-mail";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { runScheduledSync } from "@/lib/server/sync/run-scheduled-sync";
import { runBackgroundSync } from "@/lib/server/sync/sync-on-traffic";
import { createFixture, createUser } from "../support/factories";
import { mailsTo } from "../support/outbox";
import { finish, pickWithOdds } from "../support/results-factories";
import { appTimeZone } from "@/lib/settings";

const SECRET = "cron-secret-for-tests";
const saved = { ...process.env };
beforeAll(() => {
  process.env.CRON_SECRET = SECRET;
  jest.spyOn(console, "info").mockImplementation(() => {});
});
afterAll(() => {
  process.env = saved;
});
beforeEach(async () => {
  // Each test counts its own pickers' mail: the earlier tests' pickers are opted out.
  await db.user.updateMany({ data: { emailReminder: false, emailDigest: false } });
  await db.syncState.deleteMany();
  jest.mocked(sendBatch).mockClear();
});

/** Later today in the app's zone, however late the test runs: an hour ahead, or halfway to local midnight. */
function laterToday(): Date {
  const now = Date.now();
  const end = periodRange("TODAY", new Date(now), appTimeZone()).end!.getTime();
  return new Date(now + Math.min(3_600_000, (end - now) / 2));
}

/** Opted into both e-mails, with an unpicked NHL game later today and a winning pick settled last week. */
async function dueForBoth() {
  const user = await createUser();
  await db.user.update({ where: { id: user.id }, data: { emailReminder: true, emailDigest: true } });
  const week = previousWeek(new Date(), appTimeZone());
  const played = await createFixture({ league: "NHL", startsAt: new Date(week.start.getTime() + 86_400_000) });
  await pickWithOdds(user.id, played.id, "HOME", 150);
  await finish(played.id, 3, 1);
  await settleFixture(db, played.id, { settledAt: new Date(week.start.getTime() + 90_000_000) });
  return user;
}

async function duePickers(count: number) {
  const pickers = [];
  for (let i = 0; i < count; i += 1) pickers.push(await dueForBoth());
  await createFixture({ league: "NHL", startsAt: laterToday() });
  return pickers;
}

const subjects = (address: string) => mailsTo(address).map((mail) => mail.subject.split(":")[0]).sort();
/** Each provider call, as the kinds of the messages it carried. */
const batches = () => jest.mocked(sendBatch).mock.calls.map(([mails]) => mails.map((mail) => mail.subject.split(":")[0]));

test("the traffic-triggered sync sends no reminder nor digest; the scheduled sync then sends both", async () => {
  const pickers = await duePickers(2);

  expect(await runBackgroundSync(300_000)).toBe("ran");
  for (const picker of pickers) expect(subjects(picker.email)).toEqual([]);
  expect(await db.emailSend.count()).toBe(0);

  await runScheduledSync(`Bearer ${SECRET}`);
  for (const picker of pickers) expect(subjects(picker.email)).toEqual(["Game day", "Your Pickline week"]);
  expect(await db.emailSend.count()).toBe(4);
});

test("the scheduled run sends each kind in batches, one provider call per batch, one outbox line per message", async () => {
  const pickers = await duePickers(5);

  expect(await sendDueMail(db, { batchSize: 2 })).toEqual({ reminders: 5, digests: 5 });
  expect(batches()).toEqual([
    ["Game day", "Game day"],
    ["Game day", "Game day"],
    ["Game day"],
    ["Your Pickline week", "Your Pickline week"],
    ["Your Pickline week", "Your Pickline week"],
    ["Your Pickline week"],
  ]);
  for (const picker of pickers) expect(subjects(picker.email)).toEqual(["Game day", "Your Pickline week"]);
});

test("two scheduled runs that overlap send each message once", async () => {
  const pickers = await duePickers(5);

  await Promise.all([sendDueMail(db, { batchSize: 2 }), sendDueMail(db, { batchSize: 2 }), runScheduledSync(`Bearer ${SECRET}`)]);
  for (const picker of pickers) expect(subjects(picker.email)).toEqual(["Game day", "Your Pickline week"]);
  expect(batches().flat()).toHaveLength(10);
  expect(await db.emailSend.count({ where: { userId: { in: pickers.map((picker) => picker.id) } } })).toBe(10);
});

test("a batch the provider surely refused is given back and goes out whole on the next run", async () => {
  const pickers = await duePickers(3);
  jest.mocked(sendBatch).mockResolvedValueOnce("refused");

  // The reminders' batch fails (the digests, on their own, still go).
  expect(await sendDueMail(db)).toEqual({ reminders: 0, digests: 3 });
  for (const picker of pickers) expect(subjects(picker.email)).toEqual(["Your Pickline week"]);
  expect(await db.emailSend.count({ where: { kind: "REMINDER", userId: { in: pickers.map((picker) => picker.id) } } })).toBe(0);

  expect(await sendDueMail(db)).toEqual({ reminders: 3, digests: 0 });
  for (const picker of pickers) expect(subjects(picker.email)).toEqual(["Game day", "Your Pickline week"]);
});
