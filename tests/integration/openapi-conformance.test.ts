// Every call the OpenAPI document lists, made against its real handler once with a valid request and once with an
// invalid one: each answers a status the document lists for it, with a body that validates against that status's schema
// and fits in a function's response.
jest.mock("@react-email/render", () => jest.requireActual("../support/react-email-render"));

import { apiDocument } from "@/lib/openapi/api-document";
import { db } from "@/lib/db";
import { unsubscribePageUrl } from "@/lib/server/email/unsubscribe-link";
import { apiRoutes, loadHandler } from "../support/api-routes";
import { cardConfidenceBody, cardTiebreakBody, createApiWorld, tinyPng, type ApiWorld, type Role } from "../support/api-world";
import { documentedResponseChecker, type OpenApiDocument } from "../support/documented-responses";
import { createFixture } from "../support/factories";
import { lastLink, temporaryOutbox } from "../support/outbox";
import { apiRequest } from "../support/requests";
import { deviceSubscription } from "../support/push-device";

type Call = {
  /** Who calls: a world's caller, or a bearer token no session has. Anonymous when absent. */
  as?: Role | "badBearer";
  /** Values of the documented path's {placeholders}. */
  params?: (w: ApiWorld) => Record<string, string>;
  query?: (w: ApiWorld) => string;
  body?: (w: ApiWorld) => unknown | Promise<unknown>;
  headers?: Record<string, string>;
  /** Runs before the call, for state the call needs (an avatar to serve). */
  prepare?: (w: ApiWorld) => Promise<void>;
  /** The call ends every session of its caller: bring the world's back afterwards. */
  endsAllSessions?: boolean;
  expect: number;
};

/** Why a call has no request of this kind here: another test makes it, or nothing a client sends is refused. */
type Elsewhere = { none: string };

type Case = { valid: Call | Elsewhere; invalid: Call | Elsewhere };

const league = { sport: "football", league: "nfl" };
const poolOf = (pick: (w: ApiWorld) => { id: string }) => (w: ApiWorld) => ({ poolId: pick(w).id });
const main = poolOf((w) => w.pools.main);
/** Not an object: every JSON body schema refuses it. */
const NOT_AN_OBJECT = () => [1];
/** A call with no inputs and no session: it refuses nothing a client can send (only load, outages and failures). */
const NOTHING_TO_REFUSE: Elsewhere = { none: "no input and no session: the document lists no client error besides 429" };
const CRON_SECRET = "conformance-secret";
/** The largest response body a Vercel function may send: 4.5 MB (counted in the smaller, decimal megabytes). */
const FUNCTION_RESPONSE_LIMIT = 4_500_000;
let emailCounter = 0;
const newEmail = () => `conformance${emailCounter++}@example.test`;
let ip = 0;
/** Each sign-up or sign-in mail from its own address, so the per-address mail limits never answer instead. */
const fromNewAddress = () => ({ "x-forwarded-for": `10.9.0.${++ip}` });

async function call(template: string, method: string, request: Request, params: Record<string, string | string[]>) {
  return (await loadHandler(template, method))(request, { params: Promise.resolve(params) });
}

const TABLE: Record<string, Case> = {
  "GET /api/auth/callback/{provider}": {
    valid: { none: "needs a provider's consent round trip: e2e/oauth-sign-in.spec.ts follows it against a mock provider" },
    invalid: { params: () => ({ provider: "google" }), expect: 404 },
  },
  "POST /api/signup": { valid: { body: () => ({ email: newEmail() }), headers: fromNewAddress(), expect: 200 }, invalid: { body: () => ({ email: "nope" }), expect: 400 } },
  "POST /api/login": {
    valid: { body: (w) => ({ email: w.users.other.user.email }), headers: fromNewAddress(), expect: 200 },
    invalid: { body: () => ({ email: newEmail() }), headers: fromNewAddress(), expect: 404 },
  },
  "POST /api/verify": {
    valid: {
      body: async () => {
        const email = newEmail();
        await call("/api/signup", "POST", apiRequest("/api/signup", { method: "POST", body: { email }, headers: fromNewAddress() }), {});
        const { token } = lastLink(email);
        return { email, token };
      },
      expect: 200,
    },
    invalid: { body: (w) => ({ email: w.users.unverified.user.email, token: "not-a-real-token" }), expect: 401 },
  },
  "POST /api/login/magic": {
    valid: {
      body: async (w) => {
        const { email } = w.users.admin.user;
        await call("/api/login", "POST", apiRequest("/api/login", { method: "POST", body: { email }, headers: fromNewAddress() }), {});
        return { email, token: lastLink(email).token };
      },
      expect: 200,
    },
    invalid: { body: () => ({}), expect: 400 },
  },
  "POST /api/logout": { valid: { as: "other", endsAllSessions: true, expect: 200 }, invalid: { expect: 401 } },
  "POST /api/logout/everywhere": { valid: { as: "other", endsAllSessions: true, expect: 200 }, invalid: { as: "badBearer", expect: 401 } },
  "GET /api/user/me": { valid: { as: "verified", expect: 200 }, invalid: { expect: 401 } },
  "GET /api/user/shell": { valid: { expect: 200 }, invalid: { as: "badBearer", expect: 401 } },
  "PUT /api/user": { valid: { as: "verified", body: () => ({ bio: "Picks underdogs" }), expect: 200 }, invalid: { as: "verified", body: NOT_AN_OBJECT, expect: 400 } },
  "POST /api/user/upload/profile-picture": {
    valid: { as: "verified", body: async () => ({ picture: `data:image/png;base64,${(await tinyPng()).toString("base64")}` }), expect: 200 },
    invalid: { as: "verified", body: () => ({ picture: "data:image/png;base64,AAAA" }), expect: 400 },
  },
  "GET /api/user/preferences": { valid: { as: "verified", expect: 200 }, invalid: { expect: 401 } },
  "GET /api/user/push-subscription": { valid: { as: "verified", expect: 200 }, invalid: { expect: 401 } },
  "PUT /api/user/push-subscription": { valid: { as: "verified", body: () => deviceSubscription(), expect: 200 }, invalid: { as: "verified", body: () => deviceSubscription("https://example.com/push"), expect: 400 } },
  "DELETE /api/user/push-subscription": { valid: { as: "verified", body: () => ({ endpoint: deviceSubscription().endpoint }), expect: 200 }, invalid: { as: "verified", body: NOT_AN_OBJECT, expect: 400 } },
  "GET /api/user/push-preferences": { valid: { as: "verified", expect: 200 }, invalid: { expect: 401 } },
  "PUT /api/user/push-preferences": {
    valid: { as: "verified", body: () => ({ reminder: false, quietHours: { start: "22:00", end: "07:00", timeZone: "Europe/Paris" } }), expect: 200 },
    invalid: { as: "verified", body: () => ({ quietHours: { start: "25:00", end: "07:00", timeZone: "Europe/Paris" } }), expect: 400 },
  },
  "PUT /api/user/preferences": { valid: { as: "verified", body: () => ({ emailReminder: false }), expect: 200 }, invalid: { as: "verified", body: NOT_AN_OBJECT, expect: 400 } },
  "GET /api/user/sign-in-methods": { valid: { as: "verified", expect: 200 }, invalid: { expect: 401 } },
  "DELETE /api/user/sign-in-methods/{provider}": {
    valid: {
      as: "verified",
      params: () => ({ provider: "google" }),
      prepare: async (w) => {
        await db.account.create({ data: { userId: w.users.verified.user.id, type: "oidc", provider: "google", providerAccountId: "conformance" } });
      },
      expect: 200,
    },
    invalid: { as: "verified", params: () => ({ provider: "myspace" }), expect: 400 },
  },
  "GET /api/leagues/pickers/count": { valid: { expect: 200 }, invalid: NOTHING_TO_REFUSE },
  "GET /api/{sport}/{league}/fixtures": { valid: { as: "verified", params: () => league, expect: 200 }, invalid: { params: () => ({ sport: "curling", league: "nfl" }), expect: 404 } },
  "GET /api/{sport}/{league}/fixture/{id}": {
    valid: { params: (w) => ({ ...league, id: String(w.fixture.id) }), expect: 200 },
    invalid: { params: () => ({ ...league, id: "999999999" }), expect: 404 },
  },
  "GET /api/picks/fixture/{fixtureId}": {
    valid: { as: "other", params: (w) => ({ fixtureId: String(w.fixture.id) }), expect: 200 },
    invalid: { params: () => ({ fixtureId: "not-a-number" }), expect: 400 },
  },
  "GET /api/{sport}/{league}/fixtures/report": { valid: { params: () => league, expect: 200 }, invalid: { params: () => ({ sport: "football", league: "nba" }), expect: 404 } },
  "POST /api/parlay": {
    valid: { as: "verified", body: (w) => ({ parlay: w.openFixtures.slice(1).map((f, i) => [f.id, i ? "AWAY" : "HOME", i ? 130 : -150]) }), expect: 200 },
    invalid: { as: "verified", body: (w) => ({ parlay: [[w.openFixtures[1].id, "HOME", -150]] }), expect: 400 },
  },
  "GET /api/picker/parlays/{userId}": { valid: { params: (w) => ({ userId: w.users.verified.user.id }), expect: 200 }, invalid: { params: () => ({ userId: "nobody" }), expect: 404 } },
  "GET /api/leaderboard": { valid: { query: () => "?period=THIS_WEEK", expect: 200 }, invalid: { query: () => "?period=FOREVER", expect: 400 } },
  "POST /api/{sport}/{league}/pick": {
    valid: { as: "verified", params: () => league, body: (w) => ({ fixtureId: w.openFixtures[0].id, side: "HOME" }), expect: 200 },
    invalid: { as: "verified", params: () => league, body: (w) => ({ fixtureId: w.finished.id, side: "HOME" }), expect: 422 },
  },
  "GET /api/pickers": { valid: { query: () => "?search=picker", expect: 200 }, invalid: { as: "badBearer", query: () => "?search=picker", expect: 401 } },
  "GET /api/picker/{key}": { valid: { params: (w) => ({ key: w.users.verified.user.username! }), expect: 200 }, invalid: { params: () => ({ key: "nobody_here" }), expect: 404 } },
  "GET /api/picker/{key}/stats": { valid: { params: (w) => ({ key: w.users.verified.user.id }), expect: 200 }, invalid: { as: "badBearer", params: (w) => ({ key: w.users.verified.user.id }), expect: 401 } },
  "GET /api/picker/{key}/avatar": {
    valid: {
      params: (w) => ({ key: w.users.admin.user.id }),
      prepare: async (w) => {
        const picture = `data:image/png;base64,${(await tinyPng()).toString("base64")}`;
        const request = apiRequest("/api/user/upload/profile-picture", { method: "POST", bearer: w.users.admin.token, body: { picture } });
        expect((await call("/api/user/upload/profile-picture", "POST", request, {})).status).toBe(200);
      },
      expect: 200,
    },
    invalid: { params: (w) => ({ key: w.users.other.user.id }), expect: 404 },
  },
  "GET /api/picker/picks/{userId}": { valid: { as: "other", params: (w) => ({ userId: w.users.verified.user.id }), expect: 200 }, invalid: { params: (w) => ({ userId: w.users.verified.user.id }), expect: 401 } },
  "GET /api/picker/picks/{userId}/last": { valid: { as: "verified", params: (w) => ({ userId: w.users.verified.user.id }), expect: 200 }, invalid: { params: (w) => ({ userId: w.users.verified.user.id }), expect: 401 } },
  "GET /api/picker/picks/{userId}/{pickState}": {
    valid: { as: "verified", params: (w) => ({ userId: w.users.verified.user.id, pickState: "pending" }), expect: 200 },
    invalid: { as: "verified", params: (w) => ({ userId: w.users.verified.user.id, pickState: "lost-and-found" }), expect: 400 },
  },
  "POST /api/follow/{id}": { valid: { as: "other", params: (w) => ({ id: w.users.verified.user.id }), expect: 200 }, invalid: { as: "verified", params: (w) => ({ id: w.users.verified.user.id }), expect: 403 } },
  "DELETE /api/follow/{id}": { valid: { as: "other", params: (w) => ({ id: w.users.verified.user.id }), expect: 200 }, invalid: { params: (w) => ({ id: w.users.verified.user.id }), expect: 401 } },
  "GET /api/follow/followers/{id}": { valid: { params: (w) => ({ id: w.users.verified.user.id }), expect: 200 }, invalid: { params: () => ({ id: "nobody" }), expect: 404 } },
  "GET /api/follow/followings/{id}": { valid: { params: (w) => ({ id: w.users.verified.user.id }), expect: 200 }, invalid: { params: () => ({ id: "nobody" }), expect: 404 } },
  "GET /api/notifications": { valid: { as: "verified", expect: 200 }, invalid: { as: "unverified", expect: 403 } },
  "GET /api/notifications/count": { valid: { as: "verified", expect: 200 }, invalid: { expect: 401 } },
  "PUT /api/notifications/read": { valid: { as: "verified", body: (w) => ({ id: w.notification.id }), expect: 200 }, invalid: { as: "other", body: (w) => ({ id: w.notification.id }), expect: 404 } },
  "PUT /api/notifications/read/all": { valid: { as: "verified", expect: 200 }, invalid: { as: "unverified", expect: 403 } },
  "GET /api/{sport}/{league}/pickers/feed": { valid: { params: () => league, expect: 200 }, invalid: { params: () => ({ sport: "football", league: "nhl" }), expect: 404 } },
  "GET /api/{sport}/{league}/picks/feed": { valid: { as: "verified", params: () => league, expect: 200 }, invalid: { params: () => league, expect: 401 } },
  "GET /api/{sport}/{league}/picks/suggestions": { valid: { as: "verified", params: () => league, expect: 200 }, invalid: { as: "badBearer", params: () => league, expect: 401 } },
  "GET /api/pools": { valid: { as: "verified", expect: 200 }, invalid: { expect: 401 } },
  "POST /api/pools": { valid: { as: "verified", body: () => ({ name: "Conformance" }), expect: 200 }, invalid: { as: "verified", body: () => ({ name: "" }), expect: 400 } },
  "GET /api/pools/{poolId}": { valid: { as: "verified", params: main, expect: 200 }, invalid: { as: "other", params: main, expect: 404 } },
  "PUT /api/pools/{poolId}": { valid: { as: "verified", params: main, body: () => ({ description: "Sundays" }), expect: 200 }, invalid: { as: "verified", params: main, body: NOT_AN_OBJECT, expect: 400 } },
  "DELETE /api/pools/{poolId}": { valid: { as: "verified", params: poolOf((w) => w.pools.doomed), expect: 200 }, invalid: { as: "other", params: main, expect: 404 } },
  "PUT /api/pools/{poolId}/announcement": { valid: { as: "verified", params: main, body: () => ({ text: "Kickoff at noon" }), expect: 200 }, invalid: { as: "verified", params: main, body: NOT_AN_OBJECT, expect: 400 } },
  "DELETE /api/pools/{poolId}/announcement": { valid: { as: "verified", params: main, expect: 200 }, invalid: { expect: 401, params: main } },
  "GET /api/pools/{poolId}/chat": { valid: { as: "verified", params: main, expect: 200 }, invalid: { as: "other", params: main, expect: 404 } },
  "PUT /api/pools/{poolId}/chat": {
    valid: { as: "verified", params: main, body: () => ({ url: "https://discord.com/api/webhooks/123456789012345678/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789" }), expect: 200 },
    invalid: { as: "verified", params: main, body: () => ({ url: "https://discord.com@127.0.0.1/api/webhooks/1/2" }), expect: 400 },
  },
  "DELETE /api/pools/{poolId}/chat": { valid: { as: "verified", params: main, expect: 200 }, invalid: { expect: 401, params: main } },
  "POST /api/pools/{poolId}/chat/test": {
    valid: { none: "needs a chat service to answer: tests/integration/pool-chat.test.ts sends it to a local stand-in for Discord and Slack" },
    invalid: { as: "other", params: main, expect: 404 },
  },
  "GET /api/pools/{poolId}/export": { valid: { as: "verified", params: main, expect: 200 }, invalid: { as: "other", params: main, expect: 404 } },
  "POST /api/pools/{poolId}/invite": { valid: { as: "verified", params: main, expect: 200 }, invalid: { as: "unverified", params: main, expect: 403 } },
  "DELETE /api/pools/{poolId}/invite": { valid: { as: "verified", params: main, expect: 200 }, invalid: { as: "other", params: main, expect: 404 } },
  "GET /api/pools/{poolId}/members": { valid: { as: "verified", params: main, expect: 200 }, invalid: { as: "other", params: main, expect: 404 } },
  "DELETE /api/pools/{poolId}/members/{userId}": {
    valid: { as: "verified", params: (w) => ({ poolId: w.pools.main.id, userId: w.pools.member.id }), expect: 200 },
    invalid: { as: "verified", params: (w) => ({ poolId: w.pools.main.id, userId: w.users.verified.user.id }), expect: 409 },
  },
  "PUT /api/pools/{poolId}/owner": {
    valid: { as: "verified", params: poolOf((w) => w.pools.handOver), body: (w) => ({ userId: w.pools.member.id }), expect: 200 },
    invalid: { as: "verified", params: main, body: () => ({}), expect: 400 },
  },
  "GET /api/pools/{poolId}/pending": { valid: { as: "verified", params: main, expect: 200 }, invalid: { params: main, expect: 401 } },
  "GET /api/pools/{poolId}/picks": { valid: { as: "verified", params: main, expect: 200 }, invalid: { as: "other", params: main, expect: 404 } },
  "PUT /api/pools/{poolId}/season": { valid: { as: "verified", params: main, body: () => ({ start: null }), expect: 200 }, invalid: { as: "verified", params: main, body: () => ({ start: "someday" }), expect: 400 } },
  "GET /api/pools/{poolId}/table": { valid: { as: "verified", params: main, query: () => "?table=season", expect: 200 }, invalid: { as: "verified", params: main, query: () => "?table=forever", expect: 400 } },
  "GET /api/pools/{poolId}/weeks": { valid: { as: "verified", params: main, expect: 200 }, invalid: { as: "other", params: main, expect: 404 } },
  "GET /api/pools/join/{code}": { valid: { as: "other", params: (w) => ({ code: w.pools.open.inviteCode! }), expect: 200 }, invalid: { as: "other", params: () => ({ code: "no-such-code" }), expect: 404 } },
  "POST /api/pools/join/{code}": { valid: { as: "other", params: (w) => ({ code: w.pools.open.inviteCode! }), expect: 200 }, invalid: { as: "unverified", params: (w) => ({ code: w.pools.open.inviteCode! }), expect: 403 } },
  "GET /api/pools/{poolId}/survivor": { valid: { as: "verified", params: poolOf((w) => w.pools.survivor), expect: 200 }, invalid: { as: "other", params: poolOf((w) => w.pools.survivor), expect: 404 } },
  "PUT /api/pools/{poolId}/survivor/pick": {
    // A game of the pool's first slate (tomorrow's).
    valid: { as: "verified", params: poolOf((w) => w.pools.survivor), body: async () => ({ fixtureId: (await createFixture({ league: "NBA" })).id, side: "HOME" }), expect: 200 },
    invalid: { as: "verified", params: poolOf((w) => w.pools.survivor), body: () => ({ side: "HOME" }), expect: 400 },
  },
  "PUT /api/pools/{poolId}/survivor/options": {
    valid: { as: "verified", params: poolOf((w) => w.pools.survivor), body: () => ({ countOnBoard: true }), expect: 200 },
    invalid: { as: "verified", params: poolOf((w) => w.pools.survivor), body: NOT_AN_OBJECT, expect: 400 },
  },
  "GET /api/pools/{poolId}/card": { valid: { as: "verified", params: poolOf((w) => w.pools.card), expect: 200 }, invalid: { as: "other", params: poolOf((w) => w.pools.card), expect: 404 } },
  "PUT /api/pools/{poolId}/card/picks": {
    valid: { as: "verified", params: poolOf((w) => w.pools.card), body: (w) => ({ fixtureId: w.openFixtures[0].id, side: "HOME" }), expect: 200 },
    invalid: { as: "verified", params: poolOf((w) => w.pools.card), body: NOT_AN_OBJECT, expect: 400 },
  },
  "DELETE /api/pools/{poolId}/card/picks/{fixtureId}": {
    valid: { as: "verified", params: (w) => ({ poolId: w.pools.card.id, fixtureId: String(w.openFixtures[1].id) }), expect: 200 },
    invalid: { as: "verified", params: (w) => ({ poolId: w.pools.card.id, fixtureId: "first" }), expect: 400 },
  },
  "PUT /api/pools/{poolId}/card/confidence": {
    valid: { as: "verified", params: poolOf((w) => w.pools.card), body: cardConfidenceBody, expect: 200 },
    invalid: { as: "verified", params: poolOf((w) => w.pools.card), body: NOT_AN_OBJECT, expect: 400 },
  },
  "PUT /api/pools/{poolId}/card/tiebreak": {
    valid: { as: "verified", params: poolOf((w) => w.pools.card), body: cardTiebreakBody, expect: 200 },
    // A Tuesday is no week.
    invalid: { as: "verified", params: poolOf((w) => w.pools.card), body: () => ({ week: "2026-12-01", guess: 44 }), expect: 400 },
  },
  "GET /api/pools/{poolId}/card/grid": { valid: { as: "verified", params: poolOf((w) => w.pools.card), expect: 200 }, invalid: { as: "other", params: poolOf((w) => w.pools.card), expect: 404 } },
  "GET /api/pools/{poolId}/card/table": {
    valid: { as: "verified", params: poolOf((w) => w.pools.card), query: () => "?table=season", expect: 200 },
    invalid: { as: "verified", params: poolOf((w) => w.pools.card), query: () => "?table=2026-12-01", expect: 400 },
  },
  "GET /api/admin/fixtures": { valid: { as: "admin", query: () => "?league=nfl", expect: 200 }, invalid: { as: "verified", query: () => "?league=nfl", expect: 404 } },
  "GET /api/admin/audit": { valid: { as: "admin", expect: 200 }, invalid: { as: "verified", expect: 404 } },
  "PUT /api/admin/fixtures/{id}/report": {
    valid: { as: "admin", params: (w) => ({ id: String(w.fixture.id) }), body: () => ({ report: "## Preview\n\nA close one.", published: false }), expect: 200 },
    invalid: { as: "admin", params: (w) => ({ id: String(w.fixture.id) }), body: NOT_AN_OBJECT, expect: 400 },
  },
  "PUT /api/admin/fixtures/{id}/result": {
    valid: { as: "admin", params: (w) => ({ id: String(w.finished.id) }), body: () => ({ homeScore: 24, awayScore: 17 }), expect: 200 },
    invalid: { as: "admin", params: (w) => ({ id: String(w.finished.id) }), body: () => ({ homeScore: -3, awayScore: 17 }), expect: 400 },
  },
  "POST /api/unsubscribe": {
    valid: { query: (w) => new URL(unsubscribePageUrl({ userId: w.users.verified.user.id, kind: "reminder" })).search, expect: 200 },
    invalid: { query: (w) => `?u=${w.users.verified.user.id}&k=reminder&s=forged`, expect: 403 },
  },
  "GET /api/health": { valid: { expect: 200 }, invalid: NOTHING_TO_REFUSE },
  "GET /api/cron/sync": { valid: { headers: { authorization: `Bearer ${CRON_SECRET}` }, expect: 200 }, invalid: { headers: { authorization: "Bearer wrong" }, expect: 401 } },
  "POST /api/client-errors": { valid: { body: () => ({ message: "boom", where: "conformance" }), expect: 200 }, invalid: { body: NOT_AN_OBJECT, expect: 400 } },
  "GET /api/openapi.json": { valid: { expect: 200 }, invalid: NOTHING_TO_REFUSE },
  "GET /api/docs": { valid: { expect: 200 }, invalid: NOTHING_TO_REFUSE },
};

const document = apiDocument() as unknown as OpenApiDocument;
const problems = documentedResponseChecker(document);
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation })),
);

/**
 * The route folder that serves a concrete path: "/api/[sport]/..." for "/api/football/...", a catch-all for the rest of
 * its path; a static folder wins over a dynamic one ("/picks/[userId]/last" over "/picks/[userId]/[pickState]"), as in Next.js.
 */
function routeFor(method: string, concrete: string[]): { template: string; params: Record<string, string | string[]> } {
  const candidates = apiRoutes().flatMap(({ template, methods }) => {
    if (!methods.includes(method)) return [];
    const folders = template.split("/");
    const params: Record<string, string | string[]> = {};
    for (const [index, folder] of folders.entries()) {
      const rest = /^\[\.\.\.([^\]]+)\]$/.exec(folder);
      if (rest) {
        if (index !== folders.length - 1 || concrete.length <= index) return [];
        params[rest[1]] = concrete.slice(index);
        return [{ template, params, dynamic: folders.length + 1 }];
      }
      const dynamic = /^\[([^\]]+)\]$/.exec(folder);
      if (dynamic && concrete[index] !== undefined) params[dynamic[1]] = concrete[index];
      else if (folder !== concrete[index]) return [];
    }
    if (folders.length !== concrete.length) return [];
    return [{ template, params, dynamic: Object.keys(params).length }];
  });
  const [best] = candidates.sort((a, b) => a.dynamic - b.dynamic);
  if (!best) throw new Error(`no route serves ${method} /${concrete.join("/")}`);
  return best;
}

let world: ApiWorld;

beforeAll(async () => {
  world = await createApiWorld();
  temporaryOutbox();
  process.env.CRON_SECRET = CRON_SECRET;
  // Sign-up and sign-in links are printed, and POST /api/client-errors logs what it receives.
  jest.spyOn(console, "info").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});

afterAll(() => {
  delete process.env.CRON_SECRET;
});

test("the table has one valid and one invalid request for every documented call, and nothing else", () => {
  expect(Object.keys(TABLE).sort()).toEqual(operations.map(({ key }) => key).sort());
});

test("a call without an invalid request documents no client error but load shedding", () => {
  const exempt = operations.filter(({ key }) => "none" in TABLE[key].invalid);
  expect(exempt.length).toBeGreaterThan(0);
  for (const { key, operation } of exempt) {
    const clientErrors = Object.keys(operation.responses).filter((status) => status.startsWith("4") && status !== "429");
    expect({ key, clientErrors }).toEqual({ key, clientErrors: [] });
  }
});

const cases = operations.flatMap((operation) => (["valid", "invalid"] as const).map((kind) => ({ ...operation, kind })));

test.each(cases)("$key answers a $kind request as documented", async ({ key, method, path, operation, kind }) => {
  const request = TABLE[key]?.[kind];
  expect(request).toBeDefined();
  if ("none" in request) return;
  await request.prepare?.(world);
  const values = request.params?.(world) ?? {};
  const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]));
  const { template, params } = routeFor(method, concrete.split("/").map(decodeURIComponent));
  const bearer = request.as === "badBearer" ? "no-such-session" : request.as && request.as !== "anonymous" ? world.users[request.as].token : undefined;
  const body = request.body ? await request.body(world) : undefined;
  const response = await call(template, method, apiRequest(`${concrete}${request.query?.(world) ?? ""}`, { method, bearer, body, headers: request.headers }), params);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  // Vercel refuses to send a function's response larger than this: such a file belongs in public/, served by the CDN.
  expect({ key, bytesOverLimit: Math.max(0, bytes.byteLength - FUNCTION_RESPONSE_LIMIT) }).toEqual({ key, bytesOverLimit: 0 });
  if (request.endsAllSessions) await world.restoreSessions();
  expect({ status: response.status, problems: problems(operation, response.status, response.headers.get("content-type"), text) }).toEqual({
    status: request.expect,
    problems: [],
  });
  if (kind === "valid") expect(response.status).toBeLessThan(400);
  else expect(response.status).toBeGreaterThanOrEqual(400);
}, 60_000);
