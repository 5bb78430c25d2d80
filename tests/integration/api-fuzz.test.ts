// Hostile input against every API route (fast-check): generated path parameters, query strings, headers and bodies.
// No 500, every refusal in the catalogue's shape with no stack, SQL or foreign e-mail, and a refused request
// leaves every table exactly as it was. FUZZ_RUNS sets the cases per route (npm run test:load runs many more).
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import fc from "fast-check";
import { apiRoutes, fillTemplate, loadHandler } from "../support/api-routes";
import { createApiWorld, responseProblems, ROLES, type ApiWorld, type Role } from "../support/api-world";
import { changedTables, snapshotDatabase } from "../support/db-snapshot";
import { bodyInit, hostileBody, hostileContentType, hostileHeaders, hostileString, QUERY_KEYS } from "../support/hostile-input";
import { ORIGIN } from "../support/requests";

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
// Auth.js catch-all segments the app can be asked for.
const AUTH_ACTIONS = ["session", "csrf", "providers", "signin", "signout", "callback/email", "error", "verify-request"];

let world: ApiWorld;

beforeAll(async () => {
  world = await createApiWorld();
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "info").mockImplementation(() => {});
});

/** Plausible values for a path parameter (so requests also get past validation) mixed with hostile ones. */
function paramArbitrary(name: string): fc.Arbitrary<string> {
  const { users, fixture, finished } = world;
  const valid: Record<string, string[]> = {
    sport: ["football", "basketball", "hockey", "baseball"],
    league: ["nfl", "nba", "nhl", "mlb"],
    id: [String(fixture.id), String(finished.id), users.verified.user.id, users.other.user.id],
    fixtureId: [String(fixture.id), String(finished.id)],
    userId: [users.verified.user.id, users.admin.user.id],
    key: [users.verified.user.id, users.verified.user.username!],
    pickState: ["pending", "final", "PENDING"],
    nextauth: AUTH_ACTIONS,
  };
  return fc.oneof(fc.constantFrom(...(valid[name] ?? ["x"])), hostileString.filter((value) => value.length > 0 && !value.includes("/")));
}

const caseArbitrary = (template: string) => {
  const names = [...template.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]);
  return fc.record({
    role: fc.constantFrom<Role | "bad-bearer" | "cookie">(...ROLES, "bad-bearer", "cookie"),
    params: fc.record(Object.fromEntries(names.map((name) => [name, paramArbitrary(name)]))),
    query: fc.dictionary<string>(fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileString), hostileString, { maxKeys: 4 }),
    body: hostileBody,
    contentType: hostileContentType,
    headers: hostileHeaders,
  });
};

type Case = ReturnType<typeof caseArbitrary> extends fc.Arbitrary<infer T> ? T : never;

async function send(method: string, template: string, input: Case) {
  const { pathname, params } = fillTemplate(template, input.params as Record<string, string>);
  const url = new URL(`${ORIGIN}${pathname}`);
  for (const [key, value] of Object.entries(input.query)) url.searchParams.append(key, value);
  const headers = new Headers();
  for (const [name, value] of Object.entries(input.headers)) headers.set(name, String(value));
  headers.set("host", "localhost:3000");
  const role: Role | "bad-bearer" | "cookie" = input.role;
  if (role === "bad-bearer") headers.set("authorization", "Bearer not-a-session");
  else if (role === "cookie") headers.set("cookie", `authjs.session-token=${world.users.verified.token}`);
  else if (role !== "anonymous") {
    const token = `${method} ${template}` === "POST /api/logout" ? await world.freshToken(role) : world.tokenOf(role);
    headers.set("authorization", `Bearer ${token}`);
  }
  const body = method === "GET" || method === "HEAD" ? undefined : bodyInit(input.body);
  if (body !== undefined && input.contentType !== undefined) headers.set("content-type", input.contentType);
  const request = new Request(url, { method, headers, body, duplex: "half" } as RequestInit);
  const handler = await loadHandler(template, method);
  const response = await handler(request, { params: Promise.resolve(params) });
  const ownEmail = role === "anonymous" || role === "bad-bearer" ? null : world.users[role === "cookie" ? "verified" : role].user.email;
  return { status: response.status, text: await response.text(), ownEmail };
}

const cases = apiRoutes().flatMap((route) => route.methods.map((method) => ({ method, template: route.template })));

test.each(cases)("$method $template survives hostile input", async ({ method, template }) => {
  let baseline = await snapshotDatabase();
  await fc.assert(
    fc.asyncProperty(caseArbitrary(template), async (input) => {
      const { status, text, ownEmail } = await send(method, template, input);
      const problems = responseProblems(status, text, ownEmail, world.emails);
      if (status >= 500) problems.push(`status ${status}: ${text.slice(0, 200)}`);
      const after = await snapshotDatabase();
      if (status >= 400) {
        const changed = changedTables(baseline, after);
        if (changed.length) problems.push(`refused with ${status} but changed ${changed.join(", ")}`);
      }
      // An accepted request may write: its result is the state the next refusal must leave alone.
      baseline = after;
      if (problems.length) throw new Error(problems.join("\n"));
    }),
    { numRuns: RUNS },
  );
}, 30_000 + RUNS * 1_000);
