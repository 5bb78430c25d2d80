// The API calls the browser makes: each is the method and path its declaration spreads from lib/contracts/routes,
// typed by that declaration, which comes in as a type only (its zod schemas stay out of the browser; see api-route).
import type { adminApi } from "@/lib/contracts/admin";
import type { authApi } from "@/lib/contracts/auth";
import type { cardPoolsApi } from "@/lib/contracts/card-pools";
import type { fixturesApi } from "@/lib/contracts/fixtures";
import type { leaderboardApi } from "@/lib/contracts/leaderboard";
import type { parlaysApi } from "@/lib/contracts/parlays";
import type { pickersApi } from "@/lib/contracts/pickers";
import type { picksApi } from "@/lib/contracts/picks";
import type { poolsApi } from "@/lib/contracts/pools";
import type { poolChatApi } from "@/lib/contracts/pool-chat";
import type { preferencesApi } from "@/lib/contracts/preferences";
import type { pushApi } from "@/lib/contracts/push";
import type { signInMethodsApi } from "@/lib/contracts/sign-in-methods";
import type { socialApi } from "@/lib/contracts/social";
import type { systemApi } from "@/lib/contracts/system";
import type { survivorApi } from "@/lib/contracts/survivor";
import type { unsubscribeApi } from "@/lib/contracts/unsubscribe";
import type { usersApi } from "@/lib/contracts/users";
import type { EndpointDeclaration } from "@/lib/contracts/endpoint";
import { routes } from "@/lib/contracts/routes";
import type { ApiRoute } from "./api-route";

export { apiPath } from "./api-path";
export { callApi } from "./call-api";

/** The declarations of each resource the browser calls, by the name its route lines go by. */
type Declarations = {
  admin: typeof adminApi;
  auth: typeof authApi;
  cardPools: typeof cardPoolsApi;
  fixtures: typeof fixturesApi;
  leaderboard: typeof leaderboardApi;
  parlays: typeof parlaysApi;
  pickers: typeof pickersApi;
  picks: typeof picksApi;
  pools: typeof poolsApi;
  poolChat: typeof poolChatApi;
  preferences: typeof preferencesApi;
  push: typeof pushApi;
  signInMethods: typeof signInMethodsApi;
  social: typeof socialApi;
  survivor: typeof survivorApi;
  system: typeof systemApi;
  unsubscribe: typeof unsubscribeApi;
  users: typeof usersApi;
};

type Routes = typeof routes;

/**
 * Each call the browser makes, typed by its declaration: a route line that names no declaration of its resource, or
 * reads otherwise than that declaration's method and path, fails the typecheck here.
 */
export type ClientApi = { [R in keyof Routes]: { [C in keyof Routes[R]]: ApiRoute<Extract<Declarations[R][C & keyof Declarations[R]], EndpointDeclaration>> } };

/** The route lines themselves: nothing is converted at run time. */
export const api: ClientApi = routes;
