// E-mail sends are rate-limited in PostgreSQL: 3 per address per 15 minutes, 20 per client IP per hour.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import { POST as login } from "@/app/api/login/route";
import { POST as signup } from "@/app/api/signup/route";
import { db } from "@/lib/db";
import { createUser } from "../support/factories";
import { mailsTo, temporaryOutbox } from "../support/outbox";
import { apiRequest, readJson } from "../support/requests";

const send = (route: typeof signup, email: string, ip: string) =>
  route(apiRequest(route === signup ? "/api/signup" : "/api/login", { method: "POST", body: { email }, headers: { "x-forwarded-for": `10.9.9.9, ${ip}` } }));

beforeAll(() => {
  temporaryOutbox();
  jest.spyOn(console, "info").mockImplementation(() => {});
});

test("the fourth mail to one address within 15 minutes is RATE_LIMITED with Retry-After, across sign-up and login", async () => {
  const user = await createUser();
  expect((await send(signup, user.email, "192.0.2.1")).status).toBe(200);
  expect((await send(login, user.email, "192.0.2.2")).status).toBe(200);
  expect((await send(login, user.email, "192.0.2.3")).status).toBe(200);
  const limited = await send(login, user.email, "192.0.2.4");
  expect(limited.status).toBe(429);
  expect(await readJson(limited)).toEqual({
    error: { code: "RATE_LIMITED", message: "Too many requests: please wait a moment and try again" },
  });
  const retryAfter = Number(limited.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(mailsTo(user.email)).toHaveLength(3);
  // A refused send creates no token.
  expect(await db.verificationToken.count({ where: { identifier: { endsWith: user.email } } })).toBe(3);
});

test("the window slides: once the oldest send is 15 minutes old, one more is allowed", async () => {
  const user = await createUser();
  for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) expect((await send(login, user.email, ip)).status).toBe(200);
  expect((await send(login, user.email, "198.51.100.4")).status).toBe(429);
  const [oldest] = await db.rateLimitHit.findMany({ where: { bucket: `email:${user.email}` }, orderBy: { createdAt: "asc" }, take: 1 });
  await db.rateLimitHit.update({ where: { id: oldest.id }, data: { createdAt: new Date(Date.now() - 15 * 60_000 - 1000) } });
  expect((await send(login, user.email, "198.51.100.5")).status).toBe(200);
  expect((await send(login, user.email, "198.51.100.6")).status).toBe(429);
});

test("the 21st mail from one client IP within an hour is RATE_LIMITED, whatever the addresses", async () => {
  for (let i = 0; i < 20; i += 1) {
    expect((await send(signup, `ip-${i}@example.com`, "203.0.113.7")).status).toBe(200);
  }
  const limited = await send(signup, "ip-20@example.com", "203.0.113.7");
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
  expect(mailsTo("ip-20@example.com")).toHaveLength(0);
  // Another client is not affected.
  expect((await send(signup, "ip-20@example.com", "203.0.113.8")).status).toBe(200);
});

test("a client that writes a new X-Forwarded-For each time is still one client: its connection is the right-most hop", async () => {
  // Without a proxy (TRUSTED_PROXY_HOPS=0) the server appends the socket's address; everything left of it is the client's text.
  const forged = (i: number) => ({ "x-forwarded-for": `192.0.2.${i}, 203.0.113.99` });
  for (let i = 0; i < 20; i += 1) {
    const response = await signup(apiRequest("/api/signup", { method: "POST", body: { email: `forged-${i}@example.com` }, headers: forged(i) }));
    expect(response.status).toBe(200);
  }
  const limited = await signup(apiRequest("/api/signup", { method: "POST", body: { email: "forged-20@example.com" }, headers: forged(20) }));
  expect(limited.status).toBe(429);
  expect(mailsTo("forged-20@example.com")).toHaveLength(0);
});

test("unknown addresses at login count in the client's bucket: the 21st within the hour is RATE_LIMITED, not USER_NOT_FOUND", async () => {
  for (let i = 0; i < 20; i += 1) expect((await send(login, `nobody-${i}@example.com`, "203.0.113.21")).status).toBe(404);
  const limited = await send(login, "nobody-20@example.com", "203.0.113.21");
  expect(limited.status).toBe(429);
  expect((await readJson(limited)).error?.code).toBe("RATE_LIMITED");
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
  // Probing and mailing share the bucket: this client cannot send a link either, another client can still probe.
  const known = await createUser();
  expect((await send(login, known.email, "203.0.113.21")).status).toBe(429);
  expect(mailsTo(known.email)).toHaveLength(0);
  expect((await send(login, "nobody-20@example.com", "203.0.113.22")).status).toBe(404);
});

test("a sign-up refused by the client limit writes nothing: no User row, no token, no mail", async () => {
  for (let i = 0; i < 20; i += 1) expect((await send(signup, `full-${i}@example.com`, "203.0.113.31")).status).toBe(200);
  const rows = await db.rateLimitHit.count();
  const limited = await send(signup, "refused@example.com", "203.0.113.31");
  expect(limited.status).toBe(429);
  expect(await db.user.count({ where: { email: "refused@example.com" } })).toBe(0);
  expect(await db.verificationToken.count({ where: { identifier: { endsWith: "refused@example.com" } } })).toBe(0);
  expect(await db.rateLimitHit.count()).toBe(rows);
  expect(mailsTo("refused@example.com")).toHaveLength(0);
});

test("concurrent sends to one address never exceed the limit", async () => {
  const user = await createUser();
  const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => send(login, user.email, `100.64.0.${i + 1}`)));
  expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
  expect(responses.filter((r) => r.status === 429)).toHaveLength(5);
  expect(mailsTo(user.email)).toHaveLength(3);
});
