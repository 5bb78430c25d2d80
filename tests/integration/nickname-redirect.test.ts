// /nickname?next=… sends a signed-in picker back to a page of this site only, however `next` is spelt; the league
// pages send a verified picker without a nickname there first.
import { isValidElement, type ReactElement } from "react";
import NicknamePage from "@/app/(auth)/nickname/page";
import BoardPage from "@/app/(app)/[sport]/[league]/(board)/page";
import FixturePage from "@/app/(app)/[sport]/[league]/fixture/[id]/page";
import PicksFeedPage from "@/app/(app)/[sport]/[league]/picks/feed/page";
import PickersFeedPage from "@/app/(app)/[sport]/[league]/pickers/feed/page";
import { createFixture, createSignedInUser } from "../support/factories";
import { redirectOf as pageRedirect } from "../support/page-redirect";
import { ORIGIN } from "../support/requests";

let sessionToken = "";
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "authjs.session-token" && sessionToken ? { name, value: sessionToken } : undefined) }),
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

// The league pages come after the nickname step: the page itself sends a verified picker without one there, with the
// address to come back to (the proxy reads no session, so nothing else does).
describe("league pages ask a verified picker for a nickname first", () => {
  const league = { sport: "hockey", league: "nhl" };
  let fixtureId = 0;
  beforeAll(async () => {
    fixtureId = (await createFixture({ league: "NHL" })).id;
  });

  const pages = (): [string, () => Promise<unknown>][] => [
    ["/hockey/nhl?filter=today", () => BoardPage({ params: Promise.resolve(league), searchParams: Promise.resolve({ filter: "today" }) })],
    [`/hockey/nhl/fixture/${fixtureId}`, () => FixturePage({ params: Promise.resolve({ ...league, id: String(fixtureId) }), searchParams: Promise.resolve({}) })],
    ["/hockey/nhl/picks/feed", () => PicksFeedPage({ params: Promise.resolve(league), searchParams: Promise.resolve({}) })],
    ["/hockey/nhl/pickers/feed", () => PickersFeedPage({ params: Promise.resolve(league), searchParams: Promise.resolve({}) })],
  ];

  test("a verified picker without a nickname goes to /nickname, to come back to the page asked for", async () => {
    ({ token: sessionToken } = await createSignedInUser({ username: null }));
    for (const [path, render] of pages()) expect([path, await pageRedirect(render)]).toEqual([path, `/nickname?next=${encodeURIComponent(path)}`]);
  });

  test("a picker with a nickname, a user still to verify and a visitor see the page", async () => {
    for (const options of [{}, { verified: false, username: null }]) {
      ({ token: sessionToken } = await createSignedInUser(options));
      for (const [path, render] of pages()) expect([path, await pageRedirect(render)]).toEqual([path, null]);
    }
    sessionToken = "";
    for (const [path, render] of pages()) expect([path, await pageRedirect(render)]).toEqual([path, null]);
  });
});
