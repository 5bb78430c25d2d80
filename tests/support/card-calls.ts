// Card pools in tests: one made through the create route and joined through its invite, and the calls to
// /api/pools/{id}/card... as a given picker.
import { GET as cardRoute } from "@/app/api/pools/[poolId]/card/route";
import { PUT as pickRoute } from "@/app/api/pools/[poolId]/card/picks/route";
import { DELETE as clearRoute } from "@/app/api/pools/[poolId]/card/picks/[fixtureId]/route";
import { PUT as confidenceRoute } from "@/app/api/pools/[poolId]/card/confidence/route";
import { PUT as tiebreakRoute } from "@/app/api/pools/[poolId]/card/tiebreak/route";
import { GET as gridRoute } from "@/app/api/pools/[poolId]/card/grid/route";
import { GET as tableRoute } from "@/app/api/pools/[poolId]/card/table/route";
import { GET as seasonRoute, POST as nextSeasonRoute } from "@/app/api/pools/[poolId]/card/season/route";
import type { CardGrid, CardSeason, CardTable, CardWeek } from "@/lib/contracts/card-pools";
import { db } from "@/lib/db";
import { rewriteCardSeason } from "@/lib/server/pools/card/write-card-season";
import { pools } from "./pool-calls";
import { apiRequest, routeContext } from "./requests";
import { reply } from "./survivor-calls";

const pool = (poolId: string) => routeContext({ poolId });
const path = (poolId: string, rest = "") => `/api/pools/${poolId}/card${rest}`;

export const card = {
  week: (bearer: string | undefined, poolId: string, query = "") => reply<CardWeek>(cardRoute(apiRequest(path(poolId, query), { method: "GET", bearer }), pool(poolId))),
  pick: (bearer: string | undefined, poolId: string, body: unknown) =>
    reply<CardWeek["games"][number]["myPick"] & { week: string }>(pickRoute(apiRequest(path(poolId, "/picks"), { method: "PUT", bearer, body }), pool(poolId))),
  clear: (bearer: string | undefined, poolId: string, fixtureId: number) =>
    reply<{ cleared: boolean }>(
      clearRoute(apiRequest(path(poolId, `/picks/${fixtureId}`), { method: "DELETE", bearer }), routeContext({ poolId, fixtureId: String(fixtureId) })),
    ),
  confidence: (bearer: string | undefined, poolId: string, body: unknown) =>
    reply<{ week: string; picks: { fixtureId: number; confidence: number | null }[] }>(
      confidenceRoute(apiRequest(path(poolId, "/confidence"), { method: "PUT", bearer, body }), pool(poolId)),
    ),
  tiebreak: (bearer: string | undefined, poolId: string, body: unknown) =>
    reply<{ week: string; guess: number }>(tiebreakRoute(apiRequest(path(poolId, "/tiebreak"), { method: "PUT", bearer, body }), pool(poolId))),
  grid: (bearer: string | undefined, poolId: string, query = "") => reply<CardGrid>(gridRoute(apiRequest(path(poolId, `/grid${query}`), { method: "GET", bearer }), pool(poolId))),
  table: (bearer: string | undefined, poolId: string, query = "") => reply<CardTable>(tableRoute(apiRequest(path(poolId, `/table${query}`), { method: "GET", bearer }), pool(poolId))),
  season: (bearer: string | undefined, poolId: string) => reply<CardSeason>(seasonRoute(apiRequest(path(poolId, "/season"), { method: "GET", bearer }), pool(poolId))),
  nextSeason: (bearer: string | undefined, poolId: string, body: unknown) =>
    reply<CardSeason>(nextSeasonRoute(apiRequest(path(poolId, "/season"), { method: "POST", bearer, body }), pool(poolId))),
};

/** A card pool made through the create route by the owner and joined through its invite by each member. */
export async function createCardPool(owner: { token: string }, members: { token: string }[], settings: Record<string, unknown> = {}, leagues = ["nfl", "nba"]) {
  const created = await pools.create<{ id: string; inviteCode: string; kind: string }>(owner.token, { name: "Card pool", kind: "CARD", leagues, card: settings });
  expect(created.status).toBe(200);
  for (const member of members) expect((await pools.join(member.token, created.body.payload.inviteCode)).status).toBe(200);
  return created.body.payload;
}

/** The season table as settlement writes it, after a test stored week results or changed the season by hand. */
export const storeSeason = (poolId: string) => db.$transaction((tx) => rewriteCardSeason(tx, poolId));
