// Every API call's declaration, by resource: the one list the route files, the typed client and the reference are checked against.
import type { EndpointDeclaration } from "./endpoint";
import { adminApi } from "./admin";
import { authApi } from "./auth";
import { cardPoolsApi } from "./card-pools";
import { dailyPicksApi } from "./daily-picks";
import { fixturesApi } from "./fixtures";
import { leaderboardApi } from "./leaderboard";
import { leaguesApi } from "./leagues";
import { parlaysApi } from "./parlays";
import { pickersApi } from "./pickers";
import { picksApi } from "./picks";
import { poolsApi } from "./pools";
import { poolChatApi } from "./pool-chat";
import { preferencesApi } from "./preferences";
import { pushApi } from "./push";
import { referenceApi } from "./reference";
import { signInMethodsApi } from "./sign-in-methods";
import { socialApi } from "./social";
import { survivorApi } from "./survivor";
import { systemApi } from "./system";
import { unsubscribeApi } from "./unsubscribe";
import { usersApi } from "./users";

export const apiEndpoints = {
  auth: authApi,
  users: usersApi,
  preferences: preferencesApi,
  push: pushApi,
  signInMethods: signInMethodsApi,
  leagues: leaguesApi,
  fixtures: fixturesApi,
  dailyPicks: dailyPicksApi,
  parlays: parlaysApi,
  leaderboard: leaderboardApi,
  picks: picksApi,
  pickers: pickersApi,
  social: socialApi,
  pools: poolsApi,
  poolChat: poolChatApi,
  survivor: survivorApi,
  cardPools: cardPoolsApi,
  admin: adminApi,
  unsubscribe: unsubscribeApi,
  system: systemApi,
  reference: referenceApi,
} as const;

export type ApiResource = keyof typeof apiEndpoints;

export type ListedEndpoint = { resource: ApiResource; name: string; declaration: EndpointDeclaration };

/** Every declaration once, in the registry's order, named by its resource and its key there. */
export function listEndpoints(): ListedEndpoint[] {
  return (Object.keys(apiEndpoints) as ApiResource[]).flatMap((resource) =>
    Object.entries(apiEndpoints[resource] as Record<string, EndpointDeclaration>).map(([name, declaration]) => ({ resource, name, declaration })),
  );
}
