// The client's routes are the route lines its declarations take their method and path from: the typecheck ties each
// line to its declaration, and this compares the values too, so a route the client calls can never drift from the handler's.
import { api } from "@/lib/client/api";
import { adminApi } from "@/lib/contracts/admin";
import { authApi } from "@/lib/contracts/auth";
import { cardPoolsApi } from "@/lib/contracts/card-pools";
import type { EndpointDeclaration } from "@/lib/contracts/endpoint";
import { routes } from "@/lib/contracts/routes";
import { fixturesApi } from "@/lib/contracts/fixtures";
import { leaderboardApi } from "@/lib/contracts/leaderboard";
import { parlaysApi } from "@/lib/contracts/parlays";
import { pickersApi } from "@/lib/contracts/pickers";
import { picksApi } from "@/lib/contracts/picks";
import { poolsApi } from "@/lib/contracts/pools";
import { poolChatApi } from "@/lib/contracts/pool-chat";
import { preferencesApi } from "@/lib/contracts/preferences";
import { pushApi } from "@/lib/contracts/push";
import { signInMethodsApi } from "@/lib/contracts/sign-in-methods";
import { socialApi } from "@/lib/contracts/social";
import { survivorApi } from "@/lib/contracts/survivor";
import { systemApi } from "@/lib/contracts/system";
import { unsubscribeApi } from "@/lib/contracts/unsubscribe";
import { usersApi } from "@/lib/contracts/users";

const declarations: Record<keyof typeof api, Record<string, EndpointDeclaration>> = {
  admin: adminApi,
  auth: authApi,
  cardPools: cardPoolsApi,
  fixtures: fixturesApi,
  leaderboard: leaderboardApi,
  parlays: parlaysApi,
  pickers: pickersApi,
  picks: picksApi,
  pools: poolsApi,
  poolChat: poolChatApi,
  preferences: preferencesApi,
  push: pushApi,
  signInMethods: signInMethodsApi,
  social: socialApi,
  survivor: survivorApi,
  system: systemApi,
  unsubscribe: unsubscribeApi,
  users: usersApi,
};

it("calls each route at the method and path of the declaration of the same name", () => {
  const mirrored = Object.entries(api).flatMap(([resource, routes]) =>
    Object.entries(routes).map(([name, route]) => {
      const declared = declarations[resource as keyof typeof api][name];
      return { call: `${resource}.${name}`, route: { method: route[0], path: route[1] }, declared: declared && { method: declared.method, path: declared.path } };
    }),
  );
  expect(mirrored.length).toBeGreaterThan(40);
  for (const { call, route, declared } of mirrored) expect({ call, ...route }).toEqual({ call, ...declared });
});

it("writes each route line once: the declaration of the same name and the client both read it from lib/contracts/routes", () => {
  const lines = Object.entries(routes).flatMap(([resource, calls]) => Object.entries(calls).map(([name, line]) => ({ resource, name, line })));
  expect(lines.length).toBe(Object.values(api).flatMap((calls) => Object.keys(calls)).length);
  for (const { resource, name, line } of lines) {
    const declared = declarations[resource as keyof typeof api][name];
    const client = (api as unknown as Record<string, Record<string, unknown>>)[resource][name];
    expect({ call: `${resource}.${name}`, method: declared.method, path: declared.path }).toEqual({ call: `${resource}.${name}`, method: line[0], path: line[1] });
    expect(client).toBe(line);
  }
});
