// Every GET route that can show a pick, a parlay or a picker's statistics, with how to call it about one picker, or why
// it shows no one's. The walks that prove hidden and private picks stay out of every answer share this one table, so a
// new route is listed once and both walks call it.
import { apiRoutes, fillTemplate, loadHandler } from "./api-routes";
import { apiRequest } from "./requests";

/** The picker the walk asks about, the game the per-game routes read, and the pools the pool routes read. */
export type RouteTarget = {
  picker: { id: string; username: string | null };
  game: { id: number };
  pool: { id: string; inviteCode: string | null };
  survivorPool: { id: string };
  /** A card pool and the week its picks are in. */
  cardPool: { id: string; week: string };
};

/** `aboutPicker`: the route's params name the picker, so a walk over several pickers calls it about each of them. */
type RouteCall = { params?: (t: RouteTarget) => Record<string, string>; query?: string | ((t: RouteTarget) => string); aboutPicker?: true } | { none: string };

const league = { sport: "football", league: "nfl" };

export const PICK_ROUTES: Record<string, RouteCall> = {
  "/api/[sport]/[league]/fixture/[id]": { params: (t) => ({ ...league, id: String(t.game.id) }) },
  "/api/[sport]/[league]/fixtures": { params: () => league },
  "/api/[sport]/[league]/fixtures/report": { params: () => league },
  "/api/[sport]/[league]/pickers/feed": { params: () => league },
  "/api/[sport]/[league]/picks/feed": { params: () => league },
  "/api/[sport]/[league]/picks/suggestions": { params: () => league },
  "/api/admin/audit": { none: "administrators only" },
  "/api/admin/fixtures": { none: "administrators only" },
  "/api/auth/[...nextauth]": { none: "OAuth callbacks only: no picker data" },
  "/api/cron/sync": { none: "the scheduler's call" },
  "/api/follow/followers/[id]": { params: (t) => ({ id: t.picker.id }), aboutPicker: true },
  "/api/follow/followings/[id]": { params: (t) => ({ id: t.picker.id }), aboutPicker: true },
  "/api/health": { none: "service health" },
  "/api/docs": { none: "the API reference page: no data" },
  "/api/openapi.json": { none: "the API's description: no data" },
  "/api/leaderboard": {},
  "/api/leagues/pickers/count": {},
  "/api/notifications": {},
  "/api/notifications/count": {},
  "/api/picker/[key]": { params: (t) => ({ key: t.picker.username! }), aboutPicker: true },
  "/api/picker/[key]/avatar": { none: "the picture boards show beside the name" },
  "/api/picker/[key]/stats": { params: (t) => ({ key: t.picker.id }), aboutPicker: true },
  "/api/picker/parlays/[userId]": { params: (t) => ({ userId: t.picker.id }), aboutPicker: true },
  "/api/picker/picks/[userId]": { params: (t) => ({ userId: t.picker.id }), aboutPicker: true },
  "/api/picker/picks/[userId]/[pickState]": { params: (t) => ({ userId: t.picker.id, pickState: "pending" }), aboutPicker: true },
  "/api/picker/picks/[userId]/last": { params: (t) => ({ userId: t.picker.id }), aboutPicker: true },
  "/api/pickers": { query: "?search=picker" },
  "/api/picks/fixture/[fixtureId]": { params: (t) => ({ fixtureId: String(t.game.id) }) },
  "/api/pools": {},
  "/api/pools/[poolId]": { params: (t) => ({ poolId: t.pool.id }) },
  "/api/pools/[poolId]/members": { params: (t) => ({ poolId: t.pool.id }) },
  "/api/pools/[poolId]/picks": { params: (t) => ({ poolId: t.pool.id }) },
  "/api/pools/[poolId]/table": { params: (t) => ({ poolId: t.pool.id }), query: "?table=season" },
  "/api/pools/[poolId]/weeks": { params: (t) => ({ poolId: t.pool.id }) },
  "/api/pools/[poolId]/pending": { params: (t) => ({ poolId: t.pool.id }) },
  "/api/pools/[poolId]/survivor": { params: (t) => ({ poolId: t.survivorPool.id }) },
  "/api/pools/[poolId]/card": { params: (t) => ({ poolId: t.cardPool.id }), query: (t) => `?week=${t.cardPool.week}` },
  "/api/pools/[poolId]/card/grid": { params: (t) => ({ poolId: t.cardPool.id }), query: (t) => `?week=${t.cardPool.week}` },
  "/api/pools/[poolId]/card/table": { params: (t) => ({ poolId: t.cardPool.id }), query: (t) => `?table=${t.cardPool.week}` },
  "/api/pools/[poolId]/card/season": { params: (t) => ({ poolId: t.cardPool.id }) },
  "/api/pools/[poolId]/chat": { none: "the owner's chat hook: its service, masked address and state, no picks" },
  "/api/pools/[poolId]/export": {
    none: "the owner's CSV, not JSON: a season table of places and points; a card pool's week writes a pick only once its game has started (card-pool-export.test.ts; the same after a hidden card pick turns, hidden-picks-leak.test.ts)",
  },
  "/api/pools/[poolId]/card/image": { none: "a PNG, not JSON: a pick still to start is drawn as Picked only (card-pool-share-image.test.ts; the same bytes after a hidden card pick turns, hidden-picks-leak.test.ts)" },
  "/api/pools/join/[code]": { params: (t) => ({ code: t.pool.inviteCode! }) },
  "/api/user/me": {},
  "/api/user/preferences": {},
  "/api/user/push-preferences": {},
  "/api/user/push-subscription": {},
  "/api/user/sign-in-methods": {},
  "/api/user/shell": {},
};

/** The GET routes on disk, for the test that holds the table complete. */
export const getRoutesOnDisk = () => apiRoutes().filter((route) => route.methods.includes("GET")).map((route) => route.template);

/** The routes a walk calls: every listed one that can show someone's pick. */
export const calledRoutes = () => Object.entries(PICK_ROUTES).filter(([, call]) => !("none" in call)).map(([template]) => template);

export const isAboutPicker = (template: string) => {
  const call = PICK_ROUTES[template];
  return !("none" in call) && call.aboutPicker === true;
};

/** Calls a listed route's GET as the bearer (a visitor without one) and reads its JSON body, null when empty. */
export async function callRoute(template: string, target: RouteTarget, bearer: string | undefined): Promise<{ status: number; body: unknown }> {
  const call = PICK_ROUTES[template];
  if ("none" in call) throw new Error(`${template} is not called`);
  const { pathname, params } = fillTemplate(template, call.params?.(target) ?? {});
  const handler = await loadHandler(template, "GET");
  const query = typeof call.query === "function" ? call.query(target) : (call.query ?? "");
  const response = await handler(apiRequest(`${pathname}${query}`, { bearer }), { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

type SurvivorRow = { userId: string; slatePick: string; usedTeams: unknown[] };

/** A survivor member's row on the slate page's standings, as another member reads it. */
export async function survivorRowSeenBy(target: RouteTarget, bearer: string | undefined, memberId: string): Promise<{ status: number; row: SurvivorRow | undefined }> {
  const { status, body } = await callRoute("/api/pools/[poolId]/survivor", target, bearer);
  const standings = (body as { payload?: { standings?: SurvivorRow[] } } | null)?.payload?.standings ?? [];
  return { status, row: standings.find((standing) => standing.userId === memberId) };
}
