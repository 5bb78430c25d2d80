// Hostile input against every API route (fast-check): generated path parameters (malformed percent-encodings too),
// query strings (edge-value cursors), headers and bodies (JSON 8,000 levels deep). Each request passes the proxy first
// when its matcher takes it, as under `next start`. No 500, every refusal in the catalogue's shape with no stack, SQL or
// foreign e-mail, and a refused request leaves every table exactly as it was. FUZZ_RUNS sets the cases per route
// (npm run test:load runs the same generators with many more).
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import fc from "fast-check";
import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config as proxyConfig, proxy } from "@/proxy";
import { apiRoutes, fillTemplate, loadHandler, type RawSegment } from "../support/api-routes";
import { createApiWorld, responseProblems, ROLES, type ApiWorld, type Role } from "../support/api-world";
import { changedTables, snapshotDatabase } from "../support/db-snapshot";
import { db } from "@/lib/db";
import { createFixture } from "../support/factories";
import {
  bodyInit, hostileBody, hostileContentType, hostileCursor, hostileHeaders, hostileString, malformedPercentSegment, POINT_EDGES, PRICE_EDGES,
  QUERY_KEYS, SCORE_EDGES,
} from "../support/hostile-input";
import { ORIGIN } from "../support/requests";

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let world: ApiWorld;
/** Ids a cursor must not be taken from: another league's published report, a fixture without one, a user. */
let foreignIds: string[];

beforeAll(async () => {
  world = await createApiWorld();
  const nbaReport = await createFixture({ league: "NBA" });
  await db.fixture.update({ where: { id: nbaReport.id }, data: { report: "## A preview", reportPublishedAt: new Date(Date.now() - 60_000) } });
  foreignIds = [String(nbaReport.id), String(world.fixture.id), String(world.finished.id), world.users.other.user.id];
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "info").mockImplementation(() => {});
});

/** Plausible values for each path parameter, so requests also get past validation. */
function validParams(): Record<string, string[]> {
  const { users, fixture, finished } = world;
  return {
    sport: ["football", "basketball", "hockey", "baseball"],
    league: ["nfl", "nba", "nhl", "mlb"],
    id: [String(fixture.id), String(finished.id), users.verified.user.id, users.other.user.id],
    fixtureId: [String(fixture.id), String(finished.id)],
    userId: [users.verified.user.id, users.admin.user.id],
    key: [users.verified.user.id, users.verified.user.username!],
    pickState: ["pending", "final", "PENDING"],
    poolId: [world.pools.main.id, world.pools.open.id],
    code: [world.pools.open.inviteCode!],
  };
}

/** Plausible values for a path parameter mixed with hostile ones. */
function paramArbitrary(name: string): fc.Arbitrary<string | RawSegment> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(validParams()[name] ?? ["x"])) },
    { weight: 2, arbitrary: hostileString.filter((value) => value.length > 0 && !value.includes("/")) },
    { weight: 1, arbitrary: malformedPercentSegment.map((raw): RawSegment => ({ raw })) },
  );
}

const caseArbitrary = (template: string) => {
  const names = [...template.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]);
  return fc.record({
    role: fc.constantFrom<Role | "bad-bearer" | "cookie">(...ROLES, "bad-bearer", "cookie"),
    params: fc.record(Object.fromEntries(names.map((name) => [name, paramArbitrary(name)]))),
    query: fc.dictionary<string>(fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileString), hostileString, { maxKeys: 4 }),
    cursor: fc.option(hostileCursor(foreignIds), { freq: 2 }),
    /** A malformed percent-encoding added to one path segment, static ones included. */
    mangle: fc.option(fc.record({ at: fc.nat(), bad: malformedPercentSegment }), { freq: 4 }),
    body: hostileBody,
    contentType: hostileContentType,
    headers: hostileHeaders,
  });
};

type Case = ReturnType<typeof caseArbitrary> extends fc.Arbitrary<infer T> ? T : never;

const DEEP_ARRAY = `${"[".repeat(8_000)}${"]".repeat(8_000)}`;
const now = Date.now();

/**
 * Cases every route gets on every run, before its RUNS random ones (a random case per shape would miss some routes):
 * a malformed path, JSON 8,000 levels deep, and cursors at int4's edge in both encodings a client may hold.
 */
function mustTry(template: string): Case[] {
  const [path, deep, keyset, base64] = fc.sample(caseArbitrary(template), 4);
  const json = { contentType: "application/json" as const, role: "admin" as const };
  const cursor = (value: string): Case => ({ ...keyset, cursor: value, mangle: null, body: { kind: "none" } });
  return [
    { ...path, mangle: { at: 1, bad: "%E0%A4%A" } },
    { ...deep, ...json, mangle: null, body: { kind: "raw", text: DEEP_ARRAY } },
    cursor(`${now}.2147483648`),
    { ...cursor(Buffer.from(`${new Date(now).toISOString()}|2147483648`).toString("base64url")), role: base64.role },
  ];
}

/**
 * Every call that takes a price, a point, a score or an id in its body gets each number at and past its bounds, from
 * a caller who may make the call (the verified caller has already picked the world's fixture): a line the API
 * refuses by name or a line that is not this game's, never a 500.
 */
const EDGE_BODIES: Record<string, { role: Role; bodies: () => unknown[] }> = {
  "/api/[sport]/[league]/pick": {
    role: "verified",
    bodies: () => [
      ...PRICE_EDGES.map((price) => ({ fixtureId: world.fixture.id, market: "MONEY_LINE", side: "AWAY", price })),
      ...POINT_EDGES.flatMap((point) => [
        { fixtureId: world.openFixtures[0].id, market: "SPREAD", side: "HOME", point, price: -110 },
        { fixtureId: world.openFixtures[0].id, market: "TOTAL", side: "UNDER", point },
      ]),
    ],
  },
  "/api/parlay": {
    role: "verified",
    bodies: () => {
      const [a, b] = world.openFixtures;
      return [
        ...PRICE_EDGES.map((odds) => ({ parlay: [[a.id, "HOME", odds], { fixtureId: b.id, side: "AWAY", odds }] })),
        ...POINT_EDGES.map((point) => ({ parlay: [[a.id, "HOME", -150], { fixtureId: b.id, market: "TOTAL", side: "OVER", point, odds: -110 }] })),
        ...SCORE_EDGES.map((id) => ({ parlay: [[a.id, "HOME", -150], [id, "AWAY", 130]] })),
      ];
    },
  },
  "/api/admin/fixtures/[id]/result": {
    role: "admin",
    bodies: () => SCORE_EDGES.flatMap((score) => [{ homeScore: score, awayScore: 17 }, { homeScore: 21, awayScore: score }]),
  },
  "/api/pools/[poolId]/survivor/pick": {
    role: "verified",
    bodies: () => SCORE_EDGES.map((fixtureId) => ({ fixtureId, side: "HOME" })),
  },
};

/** Time for the most edge bodies a route gets (the pick's), a second each. */
const EDGE_ALLOWANCE_MS = (PRICE_EDGES.length + 2 * POINT_EDGES.length) * 1_000;

function edgeCases(template: string): Case[] {
  const edges = EDGE_BODIES[template];
  if (!edges) return [];
  const [base] = fc.sample(caseArbitrary(template), 1);
  const valid = validParams();
  const params = Object.fromEntries(Object.keys(base.params).map((name) => [name, name === "poolId" ? world.pools.survivor.id : valid[name][name === "id" ? 1 : 0]]));
  return edges.bodies().map((value) => ({
    ...base, role: edges.role, params, query: {}, cursor: null, mangle: null, headers: {},
    body: { kind: "json", value }, contentType: "application/json",
  }));
}

/** The path with a malformed encoding added to one segment (past the "api" one). */
function mangled(pathname: string, mangle: Case["mangle"]): string {
  if (!mangle) return pathname;
  const segments = pathname.split("/");
  const at = 2 + (mangle.at % (segments.length - 2));
  segments[at] = `${segments[at]}${mangle.bad}`;
  return segments.join("/");
}

const decodable = (pathname: string) => {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
};

/** The proxy's answer when its matcher takes the request and it does not pass it on, as `next start` would. */
async function proxied(request: Request): Promise<Response | null> {
  if (!unstable_doesMiddlewareMatch({ config: proxyConfig, url: request.url })) return null;
  // Its own copy without the body (the proxy reads none): wrapping the request itself would take its body from the handler.
  const response = await proxy(new NextRequest(request.url, { method: request.method, headers: request.headers }));
  return response.headers.get("x-middleware-next") === "1" ? null : response;
}

/** `sessionMade` runs once a fresh session row exists for the call (logout ends it): it is not the request's doing. */
async function send(method: string, template: string, input: Case, sessionMade: () => Promise<void>) {
  const filled = fillTemplate(template, input.params as Record<string, string | RawSegment>);
  const pathname = mangled(filled.pathname, input.mangle);
  const url = new URL(`${ORIGIN}${pathname}`);
  for (const [key, value] of Object.entries(input.query)) url.searchParams.append(key, value);
  if (input.cursor !== null) url.searchParams.set("cursor", input.cursor);
  const headers = new Headers();
  for (const [name, value] of Object.entries(input.headers)) headers.set(name, String(value));
  headers.set("host", "localhost:3000");
  const role: Role | "bad-bearer" | "cookie" = input.role;
  if (role === "bad-bearer") headers.set("authorization", "Bearer not-a-session");
  else if (role === "cookie") headers.set("cookie", `authjs.session-token=${world.users.verified.token}`);
  else if (role !== "anonymous") {
    const fresh = `${method} ${template}` === "POST /api/logout" || `${method} ${template}` === "POST /api/logout/everywhere";
    const token = fresh ? await world.freshToken(role) : world.tokenOf(role);
    if (fresh) await sessionMade();
    headers.set("authorization", `Bearer ${token}`);
  }
  const body = method === "GET" || method === "HEAD" ? undefined : bodyInit(input.body);
  if (body !== undefined && input.contentType !== undefined) headers.set("content-type", input.contentType);
  const request = new Request(url, { method, headers, body, duplex: "half" } as RequestInit);
  const handler = await loadHandler(template, method);
  const answer = await proxied(request);
  const ownEmail = role === "anonymous" || role === "bad-bearer" ? null : world.users[role === "cookie" ? "verified" : role].user.email;
  // Under `next start`, a path Next.js cannot decode that the proxy let through fails with a bare 500 while routing.
  if (!answer && !decodable(pathname)) return { status: 500, text: "Next.js fails to route a path it cannot decode", ownEmail };
  const response = answer ?? (await handler(request, { params: Promise.resolve(filled.params) }));
  const text = await response.text();
  // "Sign out of all devices" ends the world's sessions too: the next case needs them (not the request's doing).
  if (`${method} ${template}` === "POST /api/logout/everywhere" && response.status < 400) {
    await world.restoreSessions();
    await sessionMade();
  }
  return { status: response.status, text, ownEmail };
}

const cases = apiRoutes().flatMap((route) => route.methods.map((method) => ({ method, template: route.template })));

test.each(cases)("$method $template survives hostile input", async ({ method, template }) => {
  // fast-check counts examples among its runs: RUNS random cases come after them.
  const examples = [...mustTry(template), ...edgeCases(template)].map((input) => [input] as [Case]);
  let baseline = await snapshotDatabase();
  await fc.assert(
    fc.asyncProperty(caseArbitrary(template), async (input) => {
      const { status, text, ownEmail } = await send(method, template, input, async () => {
        baseline = await snapshotDatabase();
      });
      const problems = responseProblems(status, text, ownEmail, world.emails);
      if (status >= 500) problems.push(`status ${status}: ${text.slice(0, 200)}`);
      const after = await snapshotDatabase();
      if (status >= 400) {
        // Counting the attempt is the one write a refusal may make: a wrong invite code is counted, then refused.
        const changed = changedTables(baseline, after).filter((table) => table !== "RateLimitHit");
        if (changed.length) problems.push(`refused with ${status} but changed ${changed.join(", ")}`);
      }
      // An accepted request may write: its result is the state the next refusal must leave alone.
      baseline = after;
      if (problems.length) throw new Error(problems.join("\n"));
    }),
    { numRuns: examples.length + RUNS, examples },
  );
}, 30_000 + RUNS * 1_000 + EDGE_ALLOWANCE_MS);
