// The authorization matrix: every API route (found on disk) called as each kind of caller, with the status each must get.
// Resources belong to the "verified" caller; "other" is a second verified picker acting on them. Also: every route
// that takes a body stops reading an oversized one at its limit.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import { apiRoutes, fillTemplate, loadHandler, routeKeys } from "../support/api-routes";
import { cardConfidenceBody, cardTiebreakBody, createApiWorld, responseProblems, ROLES, tinyPng, type ApiWorld, type Role } from "../support/api-world";
import { apiRequest } from "../support/requests";
import { createFixture } from "../support/factories";
import { deviceSubscription } from "../support/push-device";
import { unsubscribePageUrl } from "@/lib/server/email/unsubscribe-link";

type Call = {
  params?: (w: ApiWorld) => Record<string, string>;
  query?: string | ((w: ApiWorld) => string);
  body?: (w: ApiWorld, role: Role) => unknown | Promise<unknown>;
  /** Use a fresh session (the call ends it). */
  freshSession?: boolean;
  /** The call ends every session of its caller: bring the world's back afterwards. */
  endsAllSessions?: boolean;
  /** anonymous, unverified, verified, other, admin */
  expect: [number, number, number, number, number];
};

const league = { sport: "football", league: "nfl" };
const byOwner = (w: ApiWorld) => ({ userId: w.users.verified.user.id });
const ALL_OK: Call["expect"] = [200, 200, 200, 200, 200];
const SIGNED_IN: Call["expect"] = [401, 200, 200, 200, 200];
const VERIFIED_ONLY: Call["expect"] = [401, 403, 200, 200, 200];
const ADMIN_ONLY: Call["expect"] = [401, 404, 404, 404, 200];
const MEMBERS_ONLY: Call["expect"] = [401, 404, 200, 404, 404];
const OWNER_WRITE: Call["expect"] = [401, 403, 200, 404, 404];
let emailCounter = 0;

const TABLE: Record<string, Call> = {
  "GET /api/[sport]/[league]/fixture/[id]": { params: (w) => ({ ...league, id: String(w.fixture.id) }), expect: ALL_OK },
  "GET /api/[sport]/[league]/fixtures": { params: () => league, expect: ALL_OK },
  "GET /api/[sport]/[league]/fixtures/report": { params: () => league, expect: ALL_OK },
  "POST /api/[sport]/[league]/pick": {
    params: () => league,
    body: (w) => ({ fixtureId: w.openFixtures[0].id, side: "HOME" }),
    expect: VERIFIED_ONLY,
  },
  "GET /api/[sport]/[league]/pickers/feed": { params: () => league, expect: ALL_OK },
  "GET /api/[sport]/[league]/picks/feed": { params: () => league, expect: SIGNED_IN },
  "GET /api/[sport]/[league]/picks/suggestions": { params: () => league, expect: ALL_OK },
  "GET /api/admin/audit": { expect: ADMIN_ONLY },
  "GET /api/admin/fixtures": { query: "?league=nfl", expect: ADMIN_ONLY },
  "PUT /api/admin/fixtures/[id]/report": {
    params: (w) => ({ id: String(w.fixture.id) }),
    body: () => ({ report: "## Preview\n\nA close one.", published: false }),
    expect: ADMIN_ONLY,
  },
  "PUT /api/admin/fixtures/[id]/result": {
    params: (w) => ({ id: String(w.finished.id) }),
    body: () => ({ homeScore: 24, awayScore: 17 }),
    expect: ADMIN_ONLY,
  },
  // Auth.js serves OAuth callbacks only, and only for a configured provider: none is configured here.
  "GET /api/auth/[...nextauth]": { params: () => ({ nextauth: "callback/google" }), expect: [404, 404, 404, 404, 404] },
  "POST /api/client-errors": { body: () => ({ message: "boom", where: "matrix" }), expect: ALL_OK },
  // Only the CRON_SECRET opens it; no session, not even an admin's, does.
  "GET /api/cron/sync": { expect: [401, 401, 401, 401, 401] },
    // The id is the verified caller's own: nobody follows or unfollows themselves.
  "POST /api/follow/[id]": { params: (w) => ({ id: w.users.verified.user.id }), expect: [401, 403, 403, 200, 200] },
  "DELETE /api/follow/[id]": { params: (w) => ({ id: w.users.verified.user.id }), expect: [401, 403, 403, 200, 200] },
  "GET /api/follow/followers/[id]": { params: (w) => ({ id: w.users.verified.user.id }), expect: ALL_OK },
  "GET /api/follow/followings/[id]": { params: (w) => ({ id: w.users.verified.user.id }), expect: ALL_OK },
  "GET /api/health": { expect: ALL_OK },
  "GET /api/docs": { expect: ALL_OK },
  "GET /api/openapi.json": { expect: ALL_OK },
  "GET /api/leaderboard": { expect: ALL_OK },
  "GET /api/leagues/pickers/count": { expect: ALL_OK },
  "POST /api/login": { body: () => ({ email: `matrix${emailCounter++}@example.test` }), expect: [404, 404, 404, 404, 404] },
  "POST /api/login/magic": { body: (w) => ({ email: w.users.verified.user.email, token: "not-a-real-token" }), expect: [401, 401, 401, 401, 401] },
  "POST /api/logout": { freshSession: true, expect: SIGNED_IN },
  "POST /api/logout/everywhere": { freshSession: true, endsAllSessions: true, expect: SIGNED_IN },
  "GET /api/notifications": { expect: VERIFIED_ONLY },
  "GET /api/notifications/count": { expect: VERIFIED_ONLY },
  "PUT /api/notifications/read": { body: (w) => ({ id: w.notification.id }), expect: [401, 403, 200, 404, 404] },
  "PUT /api/notifications/read/all": { expect: VERIFIED_ONLY },
  "POST /api/parlay": {
    body: (w) => ({ parlay: w.openFixtures.slice(1).map((f, i) => [f.id, i ? "AWAY" : "HOME", i ? 130 : -150]) }),
    expect: VERIFIED_ONLY,
  },
  "GET /api/picker/[key]": { params: (w) => ({ key: w.users.verified.user.username! }), expect: ALL_OK },
  "GET /api/picker/[key]/avatar": { params: (w) => ({ key: w.users.verified.user.id }), expect: [404, 404, 404, 404, 404] },
  "GET /api/picker/[key]/stats": { params: (w) => ({ key: w.users.verified.user.id }), expect: ALL_OK },
  "GET /api/picker/parlays/[userId]": { params: byOwner, expect: ALL_OK },
  "GET /api/picker/picks/[userId]": { params: byOwner, expect: SIGNED_IN },
  "GET /api/picker/picks/[userId]/[pickState]": { params: (w) => ({ ...byOwner(w), pickState: "pending" }), expect: SIGNED_IN },
  "GET /api/picker/picks/[userId]/last": { params: byOwner, expect: SIGNED_IN },
  "GET /api/pickers": { query: "?search=picker", expect: ALL_OK },
  "GET /api/picks/fixture/[fixtureId]": { params: (w) => ({ fixtureId: String(w.fixture.id) }), expect: ALL_OK },
  "GET /api/pools": { expect: SIGNED_IN },
  "POST /api/pools": { body: (_, role) => ({ name: `Pool_of_${role}` }), expect: VERIFIED_ONLY },
  // Pools are the verified caller's; everyone else is an outsider, told the pool does not exist.
  "GET /api/pools/[poolId]": { params: (w) => ({ poolId: w.pools.main.id }), expect: MEMBERS_ONLY },
  "PUT /api/pools/[poolId]": { params: (w) => ({ poolId: w.pools.main.id }), body: (_, role) => ({ description: `by ${role}` }), expect: OWNER_WRITE },
  "DELETE /api/pools/[poolId]": { params: (w) => ({ poolId: w.pools.doomed.id }), expect: OWNER_WRITE },
  "POST /api/pools/[poolId]/invite": { params: (w) => ({ poolId: w.pools.main.id }), expect: OWNER_WRITE },
  "DELETE /api/pools/[poolId]/invite": { params: (w) => ({ poolId: w.pools.main.id }), expect: OWNER_WRITE },
  "GET /api/pools/[poolId]/members": { params: (w) => ({ poolId: w.pools.main.id }), expect: MEMBERS_ONLY },
  "DELETE /api/pools/[poolId]/members/[userId]": { params: (w) => ({ poolId: w.pools.main.id, userId: w.pools.member.id }), expect: OWNER_WRITE },
  "PUT /api/pools/[poolId]/owner": { params: (w) => ({ poolId: w.pools.handOver.id }), body: (w) => ({ userId: w.pools.member.id }), expect: OWNER_WRITE },
  "GET /api/pools/[poolId]/picks": { params: (w) => ({ poolId: w.pools.main.id }), expect: MEMBERS_ONLY },
  "GET /api/pools/[poolId]/table": { params: (w) => ({ poolId: w.pools.main.id }), query: "?table=season", expect: MEMBERS_ONLY },
  "GET /api/pools/[poolId]/weeks": { params: (w) => ({ poolId: w.pools.main.id }), expect: MEMBERS_ONLY },
  "GET /api/pools/[poolId]/pending": { params: (w) => ({ poolId: w.pools.main.id }), expect: MEMBERS_ONLY },
  "PUT /api/pools/[poolId]/announcement": { params: (w) => ({ poolId: w.pools.main.id }), body: (_, role) => ({ text: `From ${role}` }), expect: OWNER_WRITE },
  "DELETE /api/pools/[poolId]/announcement": { params: (w) => ({ poolId: w.pools.main.id }), expect: OWNER_WRITE },
  "GET /api/pools/[poolId]/chat": { params: (w) => ({ poolId: w.pools.main.id }), expect: MEMBERS_ONLY },
  "PUT /api/pools/[poolId]/chat": {
    params: (w) => ({ poolId: w.pools.main.id }),
    body: () => ({ url: "https://discord.com/api/webhooks/123456789012345678/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789" }),
    expect: OWNER_WRITE,
  },
  "DELETE /api/pools/[poolId]/chat": { params: (w) => ({ poolId: w.pools.main.id }), expect: OWNER_WRITE },
  // The owner's survivor pool has no webhook: the owner passes and is told so (404); sending one is tests/integration/pool-chat.test.ts.
  "POST /api/pools/[poolId]/chat/test": { params: (w) => ({ poolId: w.pools.survivor.id }), expect: [401, 403, 404, 404, 404] },
  "PUT /api/pools/[poolId]/season": { params: (w) => ({ poolId: w.pools.main.id }), body: () => ({ start: null }), expect: OWNER_WRITE },
  // Owner only: the caller who owns the pool is the verified one; a member would get 403 (tests/integration/pool-seasons.test.ts).
  "GET /api/pools/[poolId]/export": { params: (w) => ({ poolId: w.pools.main.id }), expect: MEMBERS_ONLY },
  "GET /api/pools/[poolId]/survivor": { params: (w) => ({ poolId: w.pools.survivor.id }), expect: MEMBERS_ONLY },
  "PUT /api/pools/[poolId]/survivor/pick": {
    params: (w) => ({ poolId: w.pools.survivor.id }),
    // A game of the pool's first slate (tomorrow's), made for each call.
    body: async () => ({ fixtureId: (await createFixture({ league: "NBA" })).id, side: "HOME" }),
    expect: [401, 403, 200, 404, 404],
  },
  "PUT /api/pools/[poolId]/survivor/options": { params: (w) => ({ poolId: w.pools.survivor.id }), body: () => ({ countOnBoard: true }), expect: [401, 403, 200, 404, 404] },
  "GET /api/pools/[poolId]/card": { params: (w) => ({ poolId: w.pools.card.id }), expect: MEMBERS_ONLY },
  "GET /api/pools/[poolId]/card/grid": { params: (w) => ({ poolId: w.pools.card.id }), expect: MEMBERS_ONLY },
  "GET /api/pools/[poolId]/card/table": { params: (w) => ({ poolId: w.pools.card.id }), query: "?table=season", expect: MEMBERS_ONLY },
  "PUT /api/pools/[poolId]/card/picks": {
    params: (w) => ({ poolId: w.pools.card.id }),
    body: (w) => ({ fixtureId: w.openFixtures[0].id, side: "HOME" }),
    expect: [401, 403, 200, 404, 404],
  },
  "DELETE /api/pools/[poolId]/card/picks/[fixtureId]": {
    params: (w) => ({ poolId: w.pools.card.id, fixtureId: String(w.openFixtures[1].id) }),
    expect: [401, 403, 200, 404, 404],
  },
  "PUT /api/pools/[poolId]/card/confidence": {
    params: (w) => ({ poolId: w.pools.card.id }),
    body: (w) => cardConfidenceBody(w),
    expect: [401, 403, 200, 404, 404],
  },
  "PUT /api/pools/[poolId]/card/tiebreak": {
    params: (w) => ({ poolId: w.pools.card.id }),
    body: (w) => cardTiebreakBody(w),
    expect: [401, 403, 200, 404, 404],
  },
  "GET /api/pools/join/[code]": { params: (w) => ({ code: w.pools.open.inviteCode! }), expect: SIGNED_IN },
  "POST /api/pools/join/[code]": { params: (w) => ({ code: w.pools.open.inviteCode! }), expect: VERIFIED_ONLY },
  "POST /api/signup": { body: () => ({ email: `matrix${emailCounter++}@example.test` }), expect: ALL_OK },
  "PUT /api/user": { body: (_, role) => ({ bio: `bio of ${role}` }), expect: VERIFIED_ONLY },
  "GET /api/user/me": { expect: SIGNED_IN },
  "GET /api/user/preferences": { expect: SIGNED_IN },
  "GET /api/user/sign-in-methods": { expect: SIGNED_IN },
  // Nobody in the world has a linked Google account: there is nothing to unlink, whoever asks.
  "DELETE /api/user/sign-in-methods/[provider]": { params: () => ({ provider: "google" }), expect: [401, 404, 404, 404, 404] },
  "PUT /api/user/preferences": { body: () => ({ emailReminder: false }), expect: SIGNED_IN },
  "GET /api/user/push-subscription": { expect: SIGNED_IN },
  "PUT /api/user/push-subscription": { body: () => deviceSubscription(), expect: SIGNED_IN },
  "DELETE /api/user/push-subscription": { body: () => ({ endpoint: deviceSubscription().endpoint }), expect: SIGNED_IN },
  "GET /api/user/push-preferences": { expect: SIGNED_IN },
  "PUT /api/user/push-preferences": { body: () => ({ settled: false }), expect: SIGNED_IN },
  // The signed link is the proof, not a session: the same answer whoever sends it.
  "POST /api/unsubscribe": {
    query: (w) => new URL(unsubscribePageUrl({ userId: w.users.verified.user.id, kind: "reminder" })).search,
    expect: ALL_OK,
  },
  // Hybrid: a visitor is told "nobody" (200), so the header never logs a 401.
  "GET /api/user/shell": { expect: ALL_OK },
  "POST /api/user/upload/profile-picture": {
    body: async () => ({ picture: `data:image/png;base64,${(await tinyPng()).toString("base64")}` }),
    expect: VERIFIED_ONLY,
  },
  "POST /api/verify": { body: (w) => ({ email: w.users.unverified.user.email, token: "not-a-real-token" }), expect: [401, 401, 401, 401, 401] },
};

let world: ApiWorld;

beforeAll(async () => {
  world = await createApiWorld();
  // POST /api/client-errors logs what it receives; the matrix sends it on purpose.
  jest.spyOn(console, "error").mockImplementation(() => {});
});

test("the table lists every API route and method on disk, and nothing else", () => {
  expect(Object.keys(TABLE).sort()).toEqual(routeKeys().sort());
});

const cases = apiRoutes().flatMap((route) => route.methods.map((method) => ({ method, template: route.template })));

describe.each(cases)("$method $template", ({ method, template }) => {
  test.each(ROLES.map((role, index) => ({ role, index })))("as $role", async ({ role, index }) => {
    const call = TABLE[`${method} ${template}`];
    expect(call).toBeDefined();
    const { pathname, params } = fillTemplate(template, call.params?.(world) ?? {});
    const bearer = call.freshSession ? await world.freshToken(role) : world.tokenOf(role);
    const body = call.body ? await call.body(world, role) : undefined;
    const handler = await loadHandler(template, method);
    const response = await handler(apiRequest(`${pathname}${typeof call.query === "function" ? call.query(world) : (call.query ?? "")}`, { method, bearer, body }), { params: Promise.resolve(params) });
    const text = await response.text();
    if (call.endsAllSessions) await world.restoreSessions();
    const ownEmail = role === "anonymous" ? null : world.users[role].user.email;
    expect({ status: response.status, problems: responseProblems(response.status, text, ownEmail, world.emails) }).toEqual({
      status: call.expect[index],
      problems: [],
    });
  });
});

// Above every route's limit (the largest, the picture upload's, is about 7 MB: 5 MB in base64 plus room).
const OVERSIZED = 8 * 1024 * 1024;

/** An 8 MB body streamed without a Content-Length, counting how much of it the route pulled. */
function oversizedStream() {
  const chunk = new TextEncoder().encode(`{"x":"${"x".repeat(65_536)}`);
  const stream = { pulled: 0, body: null as unknown as ReadableStream<Uint8Array> };
  stream.body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stream.pulled >= OVERSIZED) return controller.close();
      stream.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return stream;
}

const bodyRoutes = Object.entries(TABLE).filter(([, call]) => call.body).map(([key]) => key);

test.each(bodyRoutes)("%s refuses an 8 MB body with 413 before reading all of it", async (key) => {
  const [method, template] = key.split(" ");
  const call = TABLE[key];
  const { pathname, params } = fillTemplate(template, call.params?.(world) ?? {});
  const stream = oversizedStream();
  const request = new Request(`http://localhost:3000${pathname}`, {
    method,
    headers: { host: "localhost:3000", authorization: `Bearer ${world.tokenOf("admin")}`, "content-type": "application/json" },
    body: stream.body,
    duplex: "half",
  } as RequestInit);
  const response = await (await loadHandler(template, method))(request, { params: Promise.resolve(params) });
  expect({ status: response.status, code: ((await response.json()) as { error?: { code?: string } }).error?.code }).toEqual({
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  });
  expect(stream.pulled).toBeLessThan(OVERSIZED);
});
