// /nickname?next=… sends a signed-in picker back to a page of this site only, however `next` is spelt.
import { isValidElement, type ReactElement } from "react";
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import { isRedirectError } from "next/dist/client/components/redirect-error";
import NicknamePage from "@/app/(auth)/nickname/page";
import { createSignedInUser } from "../support/factories";
import { ORIGIN } from "../support/requests";

let sessionToken = "";
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "authjs.session-token" ? { name, value: sessionToken } : undefined) }),
}));

// What the browser receives: searchParams hold the decoded query, as Next.js passes them to the page.
const HOSTILE = ["/\t/evil.example", "/.//evil.example", "/\\/evil.example", "/\n/evil.example", "/\r\n//evil.example", "/。/evil.example"];

async function redirectOf(next: string): Promise<string> {
  try {
    await NicknamePage({ searchParams: Promise.resolve({ next }) });
  } catch (error) {
    if (isRedirectError(error)) return getURLFromRedirectError(error);
    throw error;
  }
  throw new Error("the page rendered instead of redirecting");
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
