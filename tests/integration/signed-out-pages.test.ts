// /signup and /login are for signed-out visitors: anyone signed in, verified or not, is sent to / by the pages (the
// proxy reads no session, so it lets every such request through); a verified picker without a nickname then goes on
// from / to /nickname, sent by the landing page.
import { isValidElement } from "react";
import { NextRequest } from "next/server";
import LoginPage from "@/app/(auth)/login/page";
import SignupPage from "@/app/(auth)/signup/page";
import LandingPage from "@/app/(site)/page";
import { proxy } from "@/proxy";
import { createSignedInUser } from "../support/factories";
import { redirectOf } from "../support/page-redirect";
import { ORIGIN } from "../support/requests";

// The landing page's counts are cached across requests in the app; here each render reads them.
jest.mock("next/cache", () => ({ unstable_cache: (load: () => unknown) => load }));
let sessionToken = "";
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "authjs.session-token" && sessionToken ? { name, value: sessionToken } : undefined) }),
  // The address the proxy hands on: the landing page is the only one rendered here that reads it.
  headers: async () => new Headers({ "x-pickline-address": "/" }),
}));

const PAGES = { "/signup": SignupPage, "/login": LoginPage };

/** Where the page sends the caller, or null when it renders. */
const pageRedirect = (path: keyof typeof PAGES) =>
  redirectOf(async () => {
    const element = await PAGES[path]();
    // The page's frame (SignedOutOnly) is itself an async server component: render it as Next.js would.
    const frame = element.props as { children: unknown };
    expect(isValidElement(frame.children)).toBe(true);
    await (element.type as (props: unknown) => Promise<unknown>)(element.props);
  });

/** Where the landing page sends the caller, or null when it renders. */
const landingRedirect = () => redirectOf(() => LandingPage());

/** The proxy's answer to a page request with the session cookie: the redirect's path, or null to render. */
async function proxyRedirect(path: string): Promise<string | null> {
  const headers: Record<string, string> = { accept: "text/html" };
  if (sessionToken) headers.cookie = `authjs.session-token=${sessionToken}`;
  const response = await proxy(new NextRequest(`${ORIGIN}${path}`, { headers }));
  const location = response.headers.get("location");
  return location === null ? null : new URL(location).pathname + new URL(location).search;
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionToken = "";
});

test.each(["/signup", "/login"] as const)("%s renders its form for a visitor", async (path) => {
  expect(await pageRedirect(path)).toBeNull();
  expect(await proxyRedirect(path)).toBeNull();
});

test.each(["/signup", "/login"] as const)("%s sends a signed-in user whose e-mail is not verified to /", async (path) => {
  ({ token: sessionToken } = await createSignedInUser({ verified: false, username: null }));
  expect(await pageRedirect(path)).toBe("/");
  expect(await proxyRedirect(path)).toBeNull();
  // At / the unverified user stays: the nickname step is for verified pickers only.
  expect(await landingRedirect()).toBeNull();
});

test.each(["/signup", "/login"] as const)("%s sends a verified picker to /, and one without a nickname on to /nickname", async (path) => {
  ({ token: sessionToken } = await createSignedInUser());
  expect(await pageRedirect(path)).toBe("/");
  expect(await landingRedirect()).toBeNull();

  ({ token: sessionToken } = await createSignedInUser({ username: null }));
  expect(await pageRedirect(path)).toBe("/");
  expect(await landingRedirect()).toBe("/nickname");
});

test("a stale session cookie locks nobody out of /signup and /login: the pages render their forms", async () => {
  sessionToken = "no-such-session";
  for (const path of ["/signup", "/login"] as const) {
    expect(await pageRedirect(path)).toBeNull();
    expect(await proxyRedirect(path)).toBeNull();
  }
});

test("/login/magic stays open to a signed-in user, who may be switching accounts", async () => {
  ({ token: sessionToken } = await createSignedInUser({ verified: false }));
  expect(await proxyRedirect("/login/magic?token=x")).toBeNull();
});
