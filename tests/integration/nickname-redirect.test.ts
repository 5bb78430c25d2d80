// /nickname?next=… sends a signed-in picker back to a page of this site only, however `next` is spelt; the league
// pages send a verified picker without a nickname there first.
import { isValidElement, type ReactElement } from "react";
import NicknamePage from "@/app/(auth)/nickname/page";
import LeagueLayout from "@/app/(app)/[sport]/[league]/layout";
import { createSignedInUser } from "../support/factories";
import { redirectOf as pageRedirect } from "../support/page-redirect";
import { ORIGIN } from "../support/requests";

let sessionToken = "";
let pageAddress = "/";
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "authjs.session-token" && sessionToken ? { name, value: sessionToken } : undefined) }),
  headers: async () => new Headers({ "x-pickline-address": pageAddress }),
}));

// What the browser receives: searchParams hold the decoded query, as Next.js passes them to the page.
const HOSTILE = ["/\t/evil.example", "/.//evil.example", "/\\/evil.example", "/\n/evil.example", "/\r\n//evil.example", "/。/evil.example"];

async function redirectOf(next: string): Promise<string> {
  const location = await pageRedirect(() => NicknamePage({ searchParams: Promise.resolve({ next }) }));
  if (location === null) throw new Error("the page rendered instead of redirecting");
  return location;
}

/** The Location as a browser resolves it: same origin, and written so that resolving it again changes nothing. */
function expectOnSite(location: string) {
  const url = new URL(location, ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  expect(`${url.pathname}${url.search}${url.hash}`).toBe(location);
}

test("a picker who has a nickname is redirected on this site, never to another host", async () => {
  ({ token: sessionToken } = await createSignedInUser());
  for (const next of HOSTILE) expectOnSite(await redirectOf(next));
  expect(await redirectOf("/football/nfl?x=1#y")).toBe("/football/nfl?x=1#y");
  // Encoded line breaks and an ideographic full stop stay encoded: a valid Location, no 500.
  expect(await redirectOf("/a%0ab%0d%E3%80%82")).toBe("/a%0ab%0d%E3%80%82");
});

test("a picker without a nickname gets a form that returns on this site after saving", async () => {
  ({ token: sessionToken } = await createSignedInUser({ username: null }));
  for (const next of HOSTILE) {
    const page = (await NicknamePage({ searchParams: Promise.resolve({ next }) })) as ReactElement<{ children: ReactElement<{ next: string }> }>;
    const step = page.props.children;
    expect(isValidElement(step)).toBe(true);
    expectOnSite(step.props.next);
  }
});

// The league pages come after the nickname step: their layout, above the board's loading boundary, sends a verified
// picker without one there, back to the address the proxy handed on (the proxy itself reads no session).
describe("league pages ask a verified picker for a nickname first", () => {
  const ADDRESSES = ["/hockey/nhl?filter=today", "/hockey/nhl/fixture/12", "/hockey/nhl/picks/feed", "/hockey/nhl/pickers/feed"];

  async function layoutRedirect(address: string): Promise<string | null> {
    pageAddress = address;
    return pageRedirect(() => LeagueLayout({ children: null, params: Promise.resolve({ sport: "hockey", league: "nhl" }) }));
  }

  test("a verified picker without a nickname goes to /nickname, to come back to the address asked for", async () => {
    ({ token: sessionToken } = await createSignedInUser({ username: null }));
    for (const address of ADDRESSES) expect([address, await layoutRedirect(address)]).toEqual([address, `/nickname?next=${encodeURIComponent(address)}`]);
  });

  test("a picker with a nickname, a user still to verify and a visitor see the page", async () => {
    for (const options of [{}, { verified: false, username: null }]) {
      ({ token: sessionToken } = await createSignedInUser(options));
      for (const address of ADDRESSES) expect([address, await layoutRedirect(address)]).toEqual([address, null]);
    }
    sessionToken = "";
    for (const address of ADDRESSES) expect([address, await layoutRedirect(address)]).toEqual([address, null]);
  });
});
