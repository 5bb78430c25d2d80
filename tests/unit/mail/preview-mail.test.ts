// A Vercel preview without a Resend key mails nowhere but the log: no outbox file (Vercel's file system is read-only,
// and a failed write would fail the sign-in that sent it), one log line per message with its link.
import fs from "node:fs";
import { send, type Mail } from "@/lib/mail/send";
import { sendBatch } from "@/lib/mail/send-batch";
import { temporaryOutbox } from "../../support/outbox";

const NAMES = ["VERCEL_ENV", "VERCEL_URL", "RESEND_API_KEY", "MAIL_TRANSPORT", "MAIL_OUTBOX"];
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
let info: jest.SpyInstance;
let outbox: string;

beforeEach(() => {
  for (const name of NAMES) delete process.env[name];
  outbox = temporaryOutbox();
  info = jest.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  info.mockRestore();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const mail = (n: number): Mail => ({
  to: `picker${n}@example.test`,
  subject: "Your Pickline login link",
  html: "<p>link</p>",
  text: "link",
  url: `https://pickline-git-feature-acme.vercel.app/login/magic?token=${n}`,
  idempotencyKey: `login-${n}`,
});

test("in a preview, send() and sendBatch() write no outbox and log each message with its link", async () => {
  Object.assign(process.env, { VERCEL_ENV: "preview", VERCEL_URL: "pickline-abc123-acme.vercel.app" });
  await send(mail(1));
  await sendBatch([mail(2), mail(3)]);
  expect(fs.existsSync(outbox)).toBe(false);
  expect(info.mock.calls.map(([line]) => line)).toEqual([1, 2, 3].map((n) => `[mail] Your Pickline login link → picker${n}@example.test: ${mail(n).url}`));
});

test("in development the same messages land in the outbox, as before", async () => {
  await send(mail(1));
  expect(fs.readFileSync(outbox, "utf8").trim().split("\n")).toHaveLength(1);
});
