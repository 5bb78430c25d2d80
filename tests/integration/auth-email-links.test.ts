// POST /api/signup and POST /api/login: who gets which link, address validation, USER_NOT_FOUND.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import { POST as login } from "@/app/api/login/route";
import { POST as signup } from "@/app/api/signup/route";
import { db } from "@/lib/db";
import { createUser } from "../support/factories";
import { lastLink, mailsTo, temporaryOutbox } from "../support/outbox";
import { apiRequest, readJson } from "../support/requests";

let ip = 0;
/** A fresh client address per request, so the per-IP limit never interferes with these tests. */
const post = (route: (r: Request) => Promise<Response>, path: string, body: unknown) =>
  route(apiRequest(path, { method: "POST", body, headers: { "x-forwarded-for": `10.0.0.${++ip}` } }));

beforeAll(() => {
  temporaryOutbox();
  jest.spyOn(console, "info").mockImplementation(() => {});
});

describe("POST /api/signup", () => {
  test("creates an unverified account and mails a /verify link whose token is stored only hashed", async () => {
    const response = await post(signup, "/api/signup", { email: "  New.Picker@Example.COM " });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ payload: { sent: true } });

    const user = await db.user.findUniqueOrThrow({ where: { email: "New.Picker@example.com" } });
    expect(user.emailVerified).toBeNull();
    expect(user.role).toBe("USER");
    const [mail] = mailsTo("New.Picker@example.com");
    expect(mail.subject).toBe("Confirm your Pickline account");
    expect(mail.html).toContain(mail.url!.replace(/&/g, "&amp;"));
    expect(mail.text).toContain("/verify?token=");
    // The link is the product's /verify?token=…: the token alone is enough, so the address stays out of URLs and logs.
    expect([...new URL(mail.url!).searchParams.keys()]).toEqual(["token"]);
    const link = lastLink("New.Picker@example.com");
    expect(link).toMatchObject({ path: "/verify", email: "New.Picker@example.com" });
    expect(link.token.length).toBeGreaterThanOrEqual(40);

    const stored = await db.verificationToken.findMany({ where: { identifier: "verify:New.Picker@example.com" } });
    expect(stored).toHaveLength(1);
    expect(stored[0].token).not.toBe(link.token);
    expect(stored[0].token).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (stored[0].expires.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  test("an address that already has a verified account gets a login link and the same answer", async () => {
    const user = await createUser();
    const response = await post(signup, "/api/signup", { email: user.email });
    expect(await readJson(response)).toEqual({ payload: { sent: true } });
    expect(lastLink(user.email).path).toBe("/login/magic");
    expect(await db.user.count({ where: { email: user.email } })).toBe(1);
  });

  test("an address whose account is not verified yet gets a fresh /verify link", async () => {
    const user = await createUser({ verified: false, username: null });
    await post(signup, "/api/signup", { email: user.email });
    expect(lastLink(user.email).path).toBe("/verify");
  });

  test("two sign-ups of one new address at once make one account", async () => {
    const responses = await Promise.all([1, 2].map(() => post(signup, "/api/signup", { email: "twice@example.com" })));
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    expect(await db.user.count({ where: { email: "twice@example.com" } })).toBe(1);
  });

  test.each([
    ["two addresses", "a@b.com,x@evil.com"],
    ["two addresses with a space", "a@b.com x@evil.com"],
    ["a quoted local part", '"a b"@example.com'],
    ["a full-width at sign", "a＠example.com"],
    ["no domain dot", "a@localhost"],
    ["no at sign", "example.com"],
    ["a display name", "Ann <a@example.com>"],
    ["an empty string", ""],
    ["over 100 characters", `${"a".repeat(60)}@${"b".repeat(40)}.com`],
  ])("refuses %s with VALIDATION_ERROR and sends nothing", async (_name, email) => {
    const before = mailsTo(email).length;
    const response = await post(signup, "/api/signup", { email });
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.error).toMatchObject({ code: "VALIDATION_ERROR", issues: [{ path: "email", message: expect.any(String) }] });
    expect(mailsTo(email).length).toBe(before);
    expect(await db.user.count({ where: { email: { contains: "evil" } } })).toBe(0);
  });

  test("refuses a body that is not JSON", async () => {
    const response = await signup(
      apiRequest("/api/signup", { method: "POST", body: "email=a@b.com", headers: { "content-type": "application/x-www-form-urlencoded" } }),
    );
    expect(response.status).toBe(415);
  });
});

describe("POST /api/login", () => {
  test("mails a /login/magic link to a known address", async () => {
    const user = await createUser();
    const response = await post(login, "/api/login", { email: user.email.toUpperCase().replace(/@.*$/, (d) => d) });
    // The local part keeps its case: only the domain is case-insensitive.
    expect(response.status).toBe(404);
    const ok = await post(login, "/api/login", { email: user.email.replace(/@(.*)$/, (_m, d: string) => `@${d.toUpperCase()}`) });
    expect(ok.status).toBe(200);
    expect(await readJson(ok)).toEqual({ payload: { sent: true } });
    const link = lastLink(user.email);
    expect(link.path).toBe("/login/magic");
    expect(await db.verificationToken.count({ where: { identifier: `login:${user.email}` } })).toBe(1);
  });

  test("an unknown address is USER_NOT_FOUND with the product's message, and nothing is mailed", async () => {
    const response = await post(login, "/api/login", { email: "nobody@example.com" });
    expect(response.status).toBe(404);
    expect(await readJson(response)).toEqual({
      error: { code: "USER_NOT_FOUND", message: "This email is not associated with any user" },
    });
    expect(mailsTo("nobody@example.com")).toHaveLength(0);
    expect(await db.user.count({ where: { email: "nobody@example.com" } })).toBe(0);
  });

  test("a malformed address is VALIDATION_ERROR, not USER_NOT_FOUND", async () => {
    const response = await post(login, "/api/login", { email: "a@b.com,x@evil.com" });
    expect(response.status).toBe(400);
    expect((await readJson(response)).error?.code).toBe("VALIDATION_ERROR");
  });
});
