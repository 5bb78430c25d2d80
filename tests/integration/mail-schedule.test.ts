// Reminders and digests leave from the scheduled sync only: the traffic-triggered sync, run inside a visitor's
// request, sends none; the cron run sends them in provider batches, each message once, even when two runs overlap.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));
jest.mock("@/lib/feeds/select-feed", () => ({ selectFeed: () => ({ provider: "test", fetchUpdates: async () => [] }) }));

import { db } from "@/lib/db";
import { periodRange, previousWeek } from "@/lib/domain/periods";
import { settleFixture } from "@/lib/server/results/settle-fixtures";
import { runScheduledSync } from "@/lib/server/sync/run-scheduled-sync";
import { runBackgroundSync } from "@/lib/server/sync/sync-on-traffic";
import { createFixture, createUser } from "../support/factories";
import { mailsTo } from "../support/mail-outbox";
import { finish, pickWithOdds } from "../support/results-factories";

const SECRET = "cron-secret-for-tests";
const saved = { ...process.env };
beforeAll(() => {
  process.env.CRON_SECRET = SECRET;
  jest.spyOn(console, "info").mockImplementation(() => {});
});
afterAll(() => {
  process.env = saved;
});

/** Later today in the app's zone, however late the test runs: an hour ahead, or halfway to local midnight. */
function laterToday(): Date {
  const now = Date.now();
  const end = periodRange("TODAY", new Date(now)).end!.getTime();
  return new Date(now + Math.min(3_600_000, (end - now) / 2));
}

/** Opted into both e-mails, with an unpicked NHL game later today and a winning pick settled last week. */
async function dueForBoth() {
  const user = await createUser();
  await db.user.update({ where: { id: user.id }, data: { emailReminder: true, emailDigest: true } });
  const week = previousWeek(new Date());
  const played = await createFixture({ league: "NHL", startsAt: new Date(week.start.getTime() + 86_400_000) });
  await pickWithOdds(user.id, played.id, "HOME", 150);
  await finish(played.id, 3, 1);
  await settleFixture(db, played.id, { settledAt: new Date(week.start.getTime() + 90_000_000) });
  return user;
}

const subjects = (address: string) => mailsTo(address).map((mail) => mail.subject.split(":")[0]).sort();

test("the traffic-triggered sync sends no reminder nor digest; the scheduled sync then sends both", async () => {
  const pickers = [await dueForBoth(), await dueForBoth()];
  await createFixture({ league: "NHL", startsAt: laterToday() });

  expect(await runBackgroundSync(300_000)).toBe("ran");
  for (const picker of pickers) expect(subjects(picker.email)).toEqual([]);
  expect(await db.emailSend.count()).toBe(0);

  await runScheduledSync(`Bearer ${SECRET}`);
  for (const picker of pickers) expect(subjects(picker.email)).toEqual(["Game day", "Your Pickline week"]);
  expect(await db.emailSend.count()).toBe(4);
});
