// Every public read's Cache-Control for a visitor, a browser with a session cookie and a client with a bearer token:
// the visitor's answer is one the CDN may share (s-maxage, stale-while-revalidate, no Vary on Cookie, which Vercel's
// CDN refuses to store), and an answer to a request with credentials is private (docs/adr-api-caching.md).
import { listEndpoints } from "@/lib/contracts/api";
import { loadHandler } from "../support/api-routes";
import { createApiWorld, tinyPng, type ApiWorld } from "../support/api-world";
import { apiRequest } from "../support/requests";
import { db } from "@/lib/db";

type Read = {
  /** The route folder, as on disk. */
  folder: string;
  params?: (w: ApiWorld) => Record<string, string>;
  query?: string;
};

const league = () => ({ sport: "football", league: "nfl" });

/** Every GET a caller without credentials may make, by its declared path: shared, or why not. */
const SHARED: Record<string, Read> = {
  "/api/leagues/pickers/count": { folder: "/api/leagues/pickers/count" },
  "/api/{sport}/{league}/fixtures": { folder: "/api/[sport]/[league]/fixtures", params: league },
  "/api/{sport}/{league}/fixture/{id}": { folder: "/api/[sport]/[league]/fixture/[id]", params: (w) => ({ ...league(), id: String(w.fixture.id) }) },
  "/api/picks/fixture/{fixtureId}": { folder: "/api/picks/fixture/[fixtureId]", params: (w) => ({ fixtureId: String(w.fixture.id) }) },
  "/api/{sport}/{league}/fixtures/report": { folder: "/api/[sport]/[league]/fixtures/report", params: league },
  "/api/picker/parlays/{userId}": { folder: "/api/picker/parlays/[userId]", params: (w) => ({ userId: w.users.verified.user.id }) },
  "/api/leaderboard": { folder: "/api/leaderboard", query: "?period=THIS_WEEK" },
  "/api/pickers": { folder: "/api/pickers", query: "?search=picker" },
  "/api/picker/{key}": { folder: "/api/picker/[key]", params: (w) => ({ key: w.users.verified.user.username! }) },
  "/api/picker/{key}/stats": { folder: "/api/picker/[key]/stats", params: (w) => ({ key: w.users.verified.user.id }) },
  "/api/follow/followers/{id}": { folder: "/api/follow/followers/[id]", params: (w) => ({ id: w.users.verified.user.id }) },
  "/api/follow/followings/{id}": { folder: "/api/follow/followings/[id]", params: (w) => ({ id: w.users.verified.user.id }) },
  "/api/{sport}/{league}/pickers/feed": { folder: "/api/[sport]/[league]/pickers/feed", params: league },
  "/api/{sport}/{league}/picks/suggestions": { folder: "/api/[sport]/[league]/picks/suggestions", params: league },
  "/api/openapi.json": { folder: "/api/openapi.json" },
  "/api/docs": { folder: "/api/docs" },
};

const NOT_SHARED: Record<string, string> = {
  "/api/auth/callback/{provider}": "a sign-in redirect that sets the session cookie",
  "/api/user/shell": "the caller's own header state",
  "/api/health": "reports the database as it is now",
  "/api/cron/sync": "the scheduler's sync, a write",
  "/api/picker/{key}/avatar": "the same bytes for everyone, cached by its own headers (tested below)",
};

const SHARED_ANSWER = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

let world: ApiWorld;

beforeAll(async () => {
  world = await createApiWorld();
});

const publicReads = listEndpoints()
  .map(({ declaration }) => declaration)
  .filter((declaration) => declaration.method === "GET" && declaration.auth !== "auth");

test("every public read is either shared or says why not", () => {
  expect([...Object.keys(SHARED), ...Object.keys(NOT_SHARED)].sort()).toEqual(publicReads.map(({ path }) => path).sort());
  for (const { path, sharedCache } of publicReads) expect({ path, shared: sharedCache !== undefined }).toEqual({ path, shared: path in SHARED });
});

/** A request with credentials arrives as the proxy hands it on: with the cache-key parameter of a personalised read. */
async function read(path: string, credentials: { bearer?: string; cookie?: string }) {
  const { folder, params = () => ({}), query: given = "" } = SHARED[path];
  const query = credentials.bearer || credentials.cookie ? `${given}${given ? "&" : "?"}_viewer=signed-in` : given;
  const values: Record<string, string> = params(world);
  const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]));
  const handler = await loadHandler(folder, "GET");
  return handler(apiRequest(`${concrete}${query}`, credentials), { params: Promise.resolve(values) });
}

describe.each(Object.keys(SHARED))("GET %s", (path) => {
  it("answers a visitor with a copy the CDN may share, not varying on Cookie", async () => {
    const response = await read(path, {});
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(SHARED_ANSWER);
    expect(response.headers.get("vary") ?? "").not.toMatch(/cookie/i);
  });

  it("answers a browser with a session cookie privately", async () => {
    const response = await read(path, { cookie: world.users.verified.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers a client with a bearer token privately", async () => {
    const response = await read(path, { bearer: world.users.verified.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

test("an avatar is cached at the CDN too: a year under its versioned URL, a minute under the bare one", async () => {
  const userId = world.users.other.user.id;
  await db.avatar.upsert({ where: { userId }, create: { userId, data: new Uint8Array(await tinyPng()), contentType: "image/png", hash: "h1" }, update: {} });
  const handler = await loadHandler("/api/picker/[key]/avatar", "GET");
  const get = (query: string) => handler(apiRequest(`/api/picker/${userId}/avatar${query}`), { params: Promise.resolve({ key: userId }) });
  expect((await get("?v=h1")).headers.get("cache-control")).toBe("public, max-age=31536000, s-maxage=31536000, immutable");
  expect((await get("")).headers.get("cache-control")).toMatch(/^public, max-age=60, s-maxage=60, /);
});
