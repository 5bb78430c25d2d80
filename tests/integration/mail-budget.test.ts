// The daily mail budget: sign-in links are counted and always sent; reminders and digests stop once the day's count
// leaves only the sign-in reserve, even when runs overlap, and what they could not send waits for a later run.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import { POST as login } from "@/app/api/login/route";
import { db } from "@/lib/db";
import { localDay, periodRange } from "@/lib/domain/periods";
import { reserveOptInMail } from "@/lib/server/mail-budget/daily-mail-budget";
import { sendDueMail } from "@/lib/server/email/send-due-mail";
import { createFixture, createPick, createUser } from "../support/factories";
import { mailsTo } from "../support/outbox";
import { apiRequest } from "../support/requests";
import { appTimeZone } from "@/lib/settings";

const saved = { ...process.env };
beforeAll(() => {
  // 10 a day, 4 of them kept for sign-in links: reminders and digests stop at a count of 6.
  process.env.MAIL_DAILY_BUDGET = "10";
  process.env.MAIL_SIGN_IN_RESERVE = "4";
  jest.spyOn(console, "info").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(() => {
  process.env = saved;
});
beforeEach(async () => {
  await db.$executeRaw`DELETE FROM "MailDay"`;
  await db.user.updateMany({ data: { emailReminder: false } });
});

type Count = { day: string; signIn: number; optIn: number };
async function counts(): Promise<Count[]> {
  return db.$queryRaw<Count[]>`SELECT to_char("day", 'YYYY-MM-DD') AS "day", "signIn", "optIn" FROM "MailDay" ORDER BY "day"`;
}
const today = () => localDay(new Date(), appTimeZone());
const setToday = (signIn: number, optIn = 0) =>
  db.$executeRaw`INSERT INTO "MailDay" ("day", "signIn", "optIn") VALUES (${today()}::date, ${signIn}, ${optIn})`;

/** Later today in the app's zone, however late the test runs: an hour ahead, or halfway to local midnight. */
function laterToday(): Date {
  const now = Date.now();
  const end = periodRange("TODAY", new Date(now), appTimeZone()).end!.getTime();
  return new Date(now + Math.min(3_600_000, (end - now) / 2));
}

/** Opted into the reminder, with an unpicked MLB game later today. */
async function duePickers(count: number) {
  const pickers = [];
  for (let i = 0; i < count; i += 1) {
    const user = await createUser();
    await db.user.update({ where: { id: user.id }, data: { emailReminder: true } });
    await createPick(user.id, (await createFixture({ league: "MLB", startsAt: new Date(Date.now() - 86_400_000) })).id);
    pickers.push(user);
  }
  await createFixture({ league: "MLB", startsAt: laterToday() });
  return pickers;
}

let ip = 0;
const requestLogin = (email: string) =>
  login(apiRequest("/api/login", { method: "POST", body: { email }, headers: { "x-forwarded-for": `10.1.0.${++ip}` } }));
const reminded = (pickers: { email: string }[]) => pickers.filter((picker) => mailsTo(picker.email).length > 0);

test("with the budget nearly spent, reminders stop while a sign-in link still goes out, even past the budget", async () => {
  const pickers = await duePickers(3);
  await setToday(5);

  expect(await sendDueMail(db)).toEqual({ reminders: 1, digests: 0 });
  expect(reminded(pickers)).toHaveLength(1);
  expect(await counts()).toEqual([{ day: today(), signIn: 5, optIn: 1 }]);
  // The two held back are not claimed: a later run with room sends them.
  expect(await db.emailSend.count({ where: { userId: { in: pickers.map((picker) => picker.id) } } })).toBe(1);

  const someone = await createUser();
  await db.$executeRaw`UPDATE "MailDay" SET "signIn" = 10 WHERE "day" = ${today()}::date`;
  expect((await requestLogin(someone.email)).status).toBe(200);
  expect(mailsTo(someone.email).map((mail) => mail.subject)).toEqual(["Your Pickline login link"]);
  expect(await counts()).toEqual([{ day: today(), signIn: 11, optIn: 1 }]);

  expect(await sendDueMail(db)).toEqual({ reminders: 0, digests: 0 });
  expect(reminded(pickers)).toHaveLength(1);
});

test("a sign-in link is counted on the day's budget, so the reminders that follow leave its room", async () => {
  const pickers = await duePickers(4);
  await setToday(2);
  const someone = await createUser();
  expect((await requestLogin(someone.email)).status).toBe(200);
  expect(await counts()).toEqual([{ day: today(), signIn: 3, optIn: 0 }]);

  expect(await sendDueMail(db)).toEqual({ reminders: 3, digests: 0 });
  expect(reminded(pickers)).toHaveLength(3);
});

test("runs that overlap share the room: never more than the allowance, each message once", async () => {
  const pickers = await duePickers(8);

  const runs = await Promise.all([sendDueMail(db, { batchSize: 2 }), sendDueMail(db, { batchSize: 2 }), sendDueMail(db, { batchSize: 3 })]);
  expect(runs.reduce((sum, run) => sum + run.reminders, 0)).toBe(6);
  expect(reminded(pickers)).toHaveLength(6);
  for (const picker of pickers) expect(mailsTo(picker.email).length).toBeLessThanOrEqual(1);
  expect(await counts()).toEqual([{ day: today(), signIn: 0, optIn: 6 }]);
});

test("the day is the app's time zone's: 22:00 in New York is still that day there, though UTC has moved on", async () => {
  const lateEvening = new Date("2031-06-10T02:00:00Z");
  expect(await reserveOptInMail(db, 4, lateEvening)).toEqual({ day: "2031-06-09", granted: 4 });
  expect(await reserveOptInMail(db, 4, lateEvening)).toEqual({ day: "2031-06-09", granted: 2 });
  expect(await reserveOptInMail(db, 4, new Date("2031-06-10T05:00:00Z"))).toEqual({ day: "2031-06-10", granted: 4 });
  expect(await counts()).toEqual([
    { day: "2031-06-09", signIn: 0, optIn: 6 },
    { day: "2031-06-10", signIn: 0, optIn: 4 },
  ]);
});
