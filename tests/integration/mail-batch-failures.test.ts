// One bad message never stops the rest: a message that fails to render, or a batch the provider refuses for one bad
// address, costs that message alone, and the run goes on. Only a definite refusal gives claims back; an answer that
// leaves it unknown whether the mail went keeps them, so no picker is ever mailed twice.
jest.mock("@/lib/mail/send-batch", () => {
  const actual = jest.requireActual<typeof import("@/lib/mail/send-batch")>("@/lib/mail/send-batch");
  return { ...actual, sendBatch: jest.fn(actual.sendBatch) };
});
jest.mock("@/lib/mail/send", () => {
  const actual = jest.requireActual<typeof import("@/lib/mail/send")>("@/lib/mail/send");
  return { ...actual, send: jest.fn(actual.send) };
});

import { db } from "@/lib/db";
import { MailNotSent } from "@/lib/mail/delivery";
import { send, type Mail } from "@/lib/mail/send";
import { sendBatch } from "@/lib/mail/send-batch";
import { sendInBatches, type Outgoing } from "@/lib/server/email/send-in-batches";
import { createUser } from "../support/factories";
import { mailsTo } from "../support/outbox";

beforeAll(() => {
  jest.spyOn(console, "info").mockImplementation(() => {});
});
beforeEach(() => {
  jest.mocked(sendBatch).mockClear();
  jest.mocked(send).mockClear();
});

// Each test books its mail on a day of its own, so its budget count is its own.
let dayNumber = 0;
function aDay() {
  dayNumber += 1;
  const day = `2031-04-${String(dayNumber).padStart(2, "0")}`;
  return { day, now: new Date(`${day}T12:00:00Z`), claim: { kind: "WEEKLY_DIGEST" as const, period: day } };
}

type Picker = { id: string; email: string };
async function pickers(count: number): Promise<Picker[]> {
  const made = [];
  for (let i = 0; i < count; i += 1) made.push(await createUser());
  return made;
}

const mailFor = (picker: Picker, day: string): Mail => ({
  to: picker.email,
  subject: "Your Pickline week: test",
  html: "<p>week</p>",
  text: "week",
  idempotencyKey: `digest-${picker.id}-${day}`,
});
const outgoingFor = (list: Picker[], day: string, render = (picker: Picker) => Promise.resolve(mailFor(picker, day))) =>
  list.map((picker): Outgoing => ({ userId: picker.id, render: jest.fn(() => render(picker)) }));

const claimed = (list: Picker[], period: string) =>
  db.emailSend.count({ where: { userId: { in: list.map((picker) => picker.id) }, kind: "WEEKLY_DIGEST", period: new Date(period) } });
const booked = async (day: string) =>
  (await db.$queryRaw<{ optIn: number }[]>`SELECT "optIn" FROM "MailDay" WHERE "day" = ${day}::date`)[0]?.optIn ?? 0;
const mailed = (list: Picker[]) => list.filter((picker) => mailsTo(picker.email).length > 0);

test("a message that fails to render is kept from later runs; the rest of its batch and the later batches go", async () => {
  const { day, now, claim } = aDay();
  const list = await pickers(5);
  const broken = list[1];
  const outgoing = outgoingFor(list, day, (picker) => (picker === broken ? Promise.reject(new Error("template crashed")) : Promise.resolve(mailFor(picker, day))));

  await expect(sendInBatches(db, claim, outgoing, { now, batchSize: 2 })).resolves.toBe(4);
  expect(mailed(list)).toEqual(list.filter((picker) => picker !== broken));
  // Marked as done for the period, so it is not rendered and failed again on every run; its budget is given back.
  expect(await claimed(list, day)).toBe(5);
  expect(await booked(day)).toBe(4);

  await expect(sendInBatches(db, claim, outgoingFor(list, day), { now, batchSize: 2 })).resolves.toBe(0);
  expect(mailsTo(broken.email)).toHaveLength(0);
});

test("a batch refused for its content goes out one message at a time, each under its own key: one bad address costs one", async () => {
  const { day, now, claim } = aDay();
  const list = await pickers(3);
  const bad = list[1];
  jest.mocked(sendBatch).mockResolvedValueOnce("invalid");
  jest.mocked(send).mockImplementation(async (mail) => {
    if (mail.to === bad.email) throw new MailNotSent("invalid", "Resend refused the message: validation_error: bad address");
    return jest.requireActual<typeof import("@/lib/mail/send")>("@/lib/mail/send").send(mail);
  });

  await expect(sendInBatches(db, claim, outgoingFor(list, day), { now, pauseMs: 0 })).resolves.toBe(2);
  expect(jest.mocked(send).mock.calls.map(([mail]) => mail.idempotencyKey)).toEqual(list.map((picker) => `digest-${picker.id}-${day}`));
  expect(mailed(list)).toEqual([list[0], list[2]]);
  // The refused message would be refused again: it keeps its claim, but not its room in the budget.
  expect(await claimed(list, day)).toBe(3);
  expect(await booked(day)).toBe(2);
  jest.mocked(send).mockReset();
});

test("a batch that may have gone (no answer, a 5xx, a conflict, a throw) keeps its claims and room; the run goes on", async () => {
  const { day, now, claim } = aDay();
  const list = await pickers(6);
  jest.mocked(sendBatch).mockResolvedValueOnce("unknown").mockRejectedValueOnce(new Error("socket hang up"));

  await expect(sendInBatches(db, claim, outgoingFor(list, day), { now, batchSize: 2 })).resolves.toBe(2);
  expect(mailed(list)).toEqual(list.slice(4));
  expect(await claimed(list, day)).toBe(6);
  expect(await booked(day)).toBe(6);

  // At most once: a later run never sends them again.
  await expect(sendInBatches(db, claim, outgoingFor(list, day), { now, batchSize: 2 })).resolves.toBe(0);
  expect(mailed(list)).toEqual(list.slice(4));
});

test("a batch definitely refused gives its claims and room back and goes out on a later run; the run goes on", async () => {
  const { day, now, claim } = aDay();
  const list = await pickers(4);
  jest.mocked(sendBatch).mockResolvedValueOnce("refused");

  await expect(sendInBatches(db, claim, outgoingFor(list, day), { now, batchSize: 2 })).resolves.toBe(2);
  expect(mailed(list)).toEqual(list.slice(2));
  expect(await claimed(list, day)).toBe(2);
  expect(await booked(day)).toBe(2);

  await expect(sendInBatches(db, claim, outgoingFor(list, day), { now, batchSize: 2 })).resolves.toBe(2);
  expect(mailed(list)).toEqual(list);
});

test("a 429 gives the batch back and ends the run: nothing more is tried until a later run", async () => {
  const { day, now, claim } = aDay();
  const list = await pickers(4);
  jest.mocked(sendBatch).mockResolvedValueOnce("later");

  await expect(sendInBatches(db, claim, outgoingFor(list, day), { now, batchSize: 2 })).resolves.toBe(0);
  expect(sendBatch).toHaveBeenCalledTimes(1);
  expect(await claimed(list, day)).toBe(0);
  expect(await booked(day)).toBe(0);

  await expect(sendInBatches(db, claim, outgoingFor(list, day), { now, batchSize: 2 })).resolves.toBe(4);
});
