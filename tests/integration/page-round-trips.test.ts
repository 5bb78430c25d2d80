// Database round trips of one page view, counted at the driver: the proxy sends no statement at all, a signed-in
// view reads the session once (layouts and page share the read), and a visitor's view reads no session and no user,
// only the page's own data.
import pg from "pg";
import type { ReactNode } from "react";
import { NextRequest } from "next/server";
import LeagueLayout from "@/app/(app)/[sport]/[league]/layout";
import BoardLayout from "@/app/(app)/[sport]/[league]/(board)/layout";
import BoardPage from "@/app/(app)/[sport]/[league]/(board)/page";
import LandingPage from "@/app/(site)/page";
import { proxy } from "@/proxy";
import { createFixture, createSignedInUser } from "../support/factories";
import { ORIGIN } from "../support/requests";

// Next.js renders one request's layouts and page under one React cache (what makes getCurrentUser one read a
// request); outside its renderer React's cache() remembers nothing, so each view here gets a cache of its own.
const mockRequestCache = new Map<unknown, Map<string, unknown>>();
jest.mock("react", () => {
  const actual = jest.requireActual("react");
  return {
    ...actual,
    cache:
      (run: (...args: unknown[]) => unknown) =>
      (...args: unknown[]) => {
        const calls = mockRequestCache.get(run) ?? new Map<string, unknown>();
        mockRequestCache.set(run, calls);
        const key = JSON.stringify(args);
        if (!calls.has(key)) calls.set(key, run(...args));
        return calls.get(key);
      },
  };
});
// The landing page's counts are cached across requests in the app; here each render reads them.
jest.mock("next/cache", () => ({ unstable_cache: (load: () => unknown) => load }));

let sessionToken = "";
/** The request headers the proxy handed on to the render (its address among them). */
let forwarded = new Headers();
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "authjs.session-token" && sessionToken ? { name, value: sessionToken } : undefined) }),
  headers: async () => forwarded,
}));

type QueryArgs = Parameters<pg.Client["query"]>;
const textOf = (query: QueryArgs[0]) => (typeof query === "string" ? query : (query as { text: string }).text);

/** The statements sent while `run` runs, whatever connection of the pool sends them. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const send = pg.Client.prototype.query;
  const spy = jest.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: QueryArgs) {
    statements.push(textOf(args[0]));
    return (send as (...a: QueryArgs) => unknown).apply(this, args);
  } as typeof send);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return statements;
}

const sessionReads = (statements: string[]) => statements.filter((sql) => /"Session"/.test(sql));
const userReads = (statements: string[]) => statements.filter((sql) => /"User"/.test(sql));

/** One document request as `next start` serves it: the proxy, then the layouts and page it lets through. */
async function view(path: string, render: () => Promise<unknown>): Promise<{ proxy: string[]; page: string[] }> {
  const headers: Record<string, string> = { accept: "text/html" };
  if (sessionToken) headers.cookie = `authjs.session-token=${sessionToken}`;
  mockRequestCache.clear();
  const proxied = await statementsOf(async () => {
    const response = await proxy(new NextRequest(`${ORIGIN}${path}`, { headers }));
    expect(response.headers.get("location")).toBeNull();
    const prefix = "x-middleware-request-";
    forwarded = new Headers([...response.headers].filter(([name]) => name.startsWith(prefix)).map(([name, value]): [string, string] => [name.slice(prefix.length), value]));
  });
  return { proxy: proxied, page: await statementsOf(render) };
}

const params = Promise.resolve({ sport: "hockey", league: "nhl" });
/** The board as Next.js renders it: its two layouts, then the page. */
const board = async () => {
  const children: ReactNode = null;
  await LeagueLayout({ children, params });
  await BoardLayout({ children, params });
  await BoardPage({ params, searchParams: Promise.resolve({ filter: "week" }) });
};

beforeAll(async () => {
  // A visitor's view measured here is the page's own render (what making a shared copy costs, and a view when no copy
  // can be had): no server answers the proxy's fetch of a copy in this process. Views of the copy itself are counted
  // in e2e/shared-pages.spec.ts.
  process.env.PICKLINE_SHARED_PAGES = "false";
  await createFixture({ league: "NHL" });
});

afterAll(() => {
  delete process.env.PICKLINE_SHARED_PAGES;
});

afterEach(() => {
  sessionToken = "";
});

test("a signed-in picker's league board reads the session once; the proxy sends nothing", async () => {
  ({ token: sessionToken } = await createSignedInUser());
  const { proxy: byProxy, page } = await view("/hockey/nhl?filter=week", board);
  expect(byProxy).toEqual([]);
  expect(sessionReads(page)).toHaveLength(1);
  // The page's own data was read too: the count above is of a real render.
  expect(page.length).toBeGreaterThan(1);
});

test("a signed-in picker's landing page reads the session once", async () => {
  ({ token: sessionToken } = await createSignedInUser());
  const { proxy: byProxy, page } = await view("/", () => LandingPage());
  expect(byProxy).toEqual([]);
  expect(sessionReads(page)).toHaveLength(1);
});

test("a visitor's view reads no session and no user: only the page's own data", async () => {
  for (const [path, render] of [["/hockey/nhl?filter=week", board], ["/", () => LandingPage()]] as const) {
    const { proxy: byProxy, page } = await view(path, render);
    expect([path, byProxy]).toEqual([path, []]);
    expect([path, sessionReads(page), userReads(page)]).toEqual([path, [], []]);
  }
});
