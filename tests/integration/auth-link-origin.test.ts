// E-mailed links point at the configured origin only: a forged Host, X-Forwarded-Host or X-Forwarded-Proto never steers them.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import { POST as login } from "@/app/api/login/route";
import { POST as signup } from "@/app/api/signup/route";
import { createUser } from "../support/factories";
import { magicLinkFor, temporaryOutbox } from "../support/outbox";
import { apiRequest } from "../support/requests";

let ip = 0;
const forged = { host: "evil.example:3300", "x-forwarded-host": "evil.example", "x-forwarded-proto": "javascript" };
const post = (route: (r: Request) => Promise<Response>, path: string, email: string) =>
  route(apiRequest(path, { method: "POST", body: { email }, headers: { ...forged, "x-forwarded-for": `10.9.0.${++ip}` } }));
const lastUrl = (email: string) => new URL(magicLinkFor(email)!);

const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT };
beforeAll(() => {
  temporaryOutbox();
  jest.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

test("without SITE_URL, development links go to http://localhost:$PORT whatever the request's headers say", async () => {
  delete process.env.SITE_URL;
  process.env.PORT = "3456";
  const user = await createUser();
  expect((await post(login, "/api/login", user.email)).status).toBe(200);
  expect(lastUrl(user.email).origin).toBe("http://localhost:3456");
  expect((await post(signup, "/api/signup", "fresh-origin@example.com")).status).toBe(200);
  const url = lastUrl("fresh-origin@example.com");
  expect(url.protocol).toBe("http:");
  expect(url.origin).toBe("http://localhost:3456");
});

test("with SITE_URL, every mailed link has exactly that origin", async () => {
  process.env.SITE_URL = "https://pickline.example/";
  const user = await createUser();
  await post(login, "/api/login", user.email);
  expect(lastUrl(user.email).origin).toBe("https://pickline.example");
  expect(lastUrl(user.email).pathname).toBe("/login/magic");
  await post(signup, "/api/signup", "second-origin@example.com");
  expect(lastUrl("second-origin@example.com").origin).toBe("https://pickline.example");
});
