// sendBatch: one Resend batch call per batch with a key made of its messages' keys, refused past Resend's 100, and an
// answer that says whether the messages went, were refused, or may have gone; without Resend, one outbox line each.
import fs from "node:fs";
import type { Resend } from "resend";
import { batchIdempotencyKey, MAX_BATCH, sendBatch, type BatchClient } from "@/lib/mail/send-batch";
import type { Mail } from "@/lib/mail/send";
import { temporaryOutbox } from "../../support/outbox";

type BatchResponse = Awaited<ReturnType<Resend["batch"]["send"]>>;
const accepted = (count: number): BatchResponse => ({ data: { data: Array.from({ length: count }, (_, i) => ({ id: `id-${i}` })) }, error: null, headers: null });
const refused = (name: string, statusCode: number | null = 422): BatchResponse =>
  ({ data: null, error: { name, message: "no", statusCode }, headers: null }) as BatchResponse;

function fakeResend(answer: (count: number) => BatchResponse = accepted) {
  const send = jest.fn(async (payload: unknown[]) => answer(payload.length));
  return { client: { batch: { send } } as unknown as BatchClient, send };
}

const mail = (n: number): Mail => ({
  to: `picker${n}@example.test`,
  subject: `Game day: ${n} games left to pick`,
  html: `<p>${n}</p>`,
  text: `${n}`,
  url: `http://localhost:3000/nfl/${n}`,
  idempotencyKey: `reminder-user${n}-2031-03-10`,
  headers: { "List-Unsubscribe": `<http://localhost:3000/api/unsubscribe?u=${n}>` },
});
const mails = (count: number, from = 0) => Array.from({ length: count }, (_, i) => mail(from + i));

beforeAll(() => {
  temporaryOutbox();
  jest.spyOn(console, "info").mockImplementation(() => {});
});

describe("through Resend", () => {
  test("one batch call carries every message, each with its own recipient, content and headers, under one key", async () => {
    const { client, send } = fakeResend();
    const batch = mails(3);
    await sendBatch(batch, client);
    expect(send).toHaveBeenCalledTimes(1);
    const [payload, options] = send.mock.calls[0] as unknown as [Record<string, unknown>[], { idempotencyKey: string }];
    expect(payload).toEqual(
      batch.map((m) => ({ from: "Pickline <login@pickline.app>", to: m.to, subject: m.subject, html: m.html, text: m.text, headers: m.headers })),
    );
    expect(options).toEqual({ idempotencyKey: batchIdempotencyKey(batch) });
  });

  test("the batch key is the same for the same messages in any order, and differs for any other set", () => {
    const key = batchIdempotencyKey(mails(3));
    expect(batchIdempotencyKey(mails(3).reverse())).toBe(key);
    expect(batchIdempotencyKey(mails(2))).not.toBe(key);
    expect(batchIdempotencyKey(mails(3, 1))).not.toBe(key);
    // Resend takes keys of up to 256 characters.
    expect(key.length).toBeLessThanOrEqual(256);
  });

  test(`${MAX_BATCH} messages go in one call; one more is refused before any is sent`, async () => {
    const { client, send } = fakeResend();
    await sendBatch(mails(MAX_BATCH), client);
    expect(send).toHaveBeenCalledTimes(1);
    await expect(sendBatch(mails(MAX_BATCH + 1), client)).rejects.toThrow(RangeError);
    expect(send).toHaveBeenCalledTimes(1);
  });

  test("an accepted batch is sent", async () => {
    const { client } = fakeResend();
    await expect(sendBatch(mails(2), client)).resolves.toBe("sent");
  });

  test("a batch refused for its content (400 or 422 validation) is invalid: none went, one message may be the cause", async () => {
    for (const [name, status] of [["validation_error", 422], ["invalid_parameter", 400], ["missing_required_field", 422]] as const) {
      const { client } = fakeResend(() => refused(name, status));
      await expect(sendBatch(mails(2), client)).resolves.toBe("invalid");
    }
  });

  test("any other definite 4xx refusal is refused: none went, whatever the messages", async () => {
    for (const [name, status] of [["invalid_api_key", 403], ["missing_api_key", 401], ["invalid_from_address", 403], ["not_found", 404]] as const) {
      const { client } = fakeResend(() => refused(name, status));
      await expect(sendBatch(mails(2), client)).resolves.toBe("refused");
    }
  });

  test("a 429 (rate limit or quota) is later: none went, and nothing more should be tried this run", async () => {
    for (const name of ["rate_limit_exceeded", "daily_quota_exceeded", "monthly_quota_exceeded"]) {
      const { client } = fakeResend(() => refused(name, 429));
      await expect(sendBatch(mails(2), client)).resolves.toBe("later");
    }
  });

  test("no answer, a 5xx or an idempotency conflict is unknown: the messages may have gone, and never count as sent", async () => {
    const answers = [
      refused("application_error", null),
      refused("internal_server_error", 500),
      refused("application_error", 502),
      refused("invalid_idempotent_request", 409),
      refused("concurrent_idempotent_requests", 409),
    ];
    for (const answer of answers) {
      const { client } = fakeResend(() => answer);
      await expect(sendBatch(mails(2), client)).resolves.toBe("unknown");
    }
  });

  test("a client that throws (a lost connection the SDK did not catch) is unknown too", async () => {
    const client = { batch: { send: jest.fn(async () => Promise.reject(new Error("socket hang up"))) } } as unknown as BatchClient;
    await expect(sendBatch(mails(2), client)).resolves.toBe("unknown");
  });

  test("an empty batch makes no call", async () => {
    const { client, send } = fakeResend();
    await sendBatch([], client);
    expect(send).not.toHaveBeenCalled();
  });
});

describe("to the outbox", () => {
  test("each message of the batch is a line of its own, in order, with its link and headers", async () => {
    const file = temporaryOutbox();
    await expect(sendBatch(mails(1, 10), null)).resolves.toBe("sent");
    await sendBatch(mails(3), null);
    const lines = fs.readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line));
    expect(lines.map((line) => line.to)).toEqual(["picker10@example.test", "picker0@example.test", "picker1@example.test", "picker2@example.test"]);
    expect(lines[1]).toMatchObject({ subject: mail(0).subject, html: mail(0).html, text: mail(0).text, url: mail(0).url, headers: mail(0).headers });
    expect(Date.parse(lines[1].createdAt)).not.toBeNaN();
  });
});
