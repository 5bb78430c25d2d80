// Calls to the survivor routes of /api/pools/{id}/survivor as a given picker, and a time zone in which it is about noon now.
import { GET as stateRoute } from "@/app/api/pools/[poolId]/survivor/route";
import { PUT as pickRoute } from "@/app/api/pools/[poolId]/survivor/pick/route";
import { PUT as optionsRoute } from "@/app/api/pools/[poolId]/survivor/options/route";
import type { SurvivorPickResult, SurvivorState } from "@/lib/contracts/survivor";
import { slateOf } from "@/lib/domain/survivor-slates";
import { pools } from "./pool-calls";
import { apiRequest, readJson, routeContext } from "./requests";

type Json = Awaited<ReturnType<typeof readJson>>;
export type Reply<T> = { status: number; body: Json & { payload: T; error?: { code: string; message: string } } };

/** A route's answer with its JSON body (the card pool calls read theirs the same way). */
export async function reply<T>(response: Promise<Response>): Promise<Reply<T>> {
  const done = await response;
  return { status: done.status, body: (await readJson(done)) as Reply<T>["body"] };
}

const pool = (poolId: string) => routeContext({ poolId });
const path = (poolId: string, rest = "") => `/api/pools/${poolId}/survivor${rest}`;

export const survivor = {
  state: (bearer: string | undefined, poolId: string) => reply<SurvivorState>(stateRoute(apiRequest(path(poolId), { method: "GET", bearer }), pool(poolId))),
  pick: (bearer: string | undefined, poolId: string, body: unknown) =>
    reply<SurvivorPickResult>(pickRoute(apiRequest(path(poolId, "/pick"), { method: "PUT", bearer, body }), pool(poolId))),
  options: (bearer: string | undefined, poolId: string, body: unknown) =>
    reply<{ countOnBoard: boolean }>(optionsRoute(apiRequest(path(poolId, "/options"), { method: "PUT", bearer, body }), pool(poolId))),
};

/**
 * An NBA survivor pool of one life starting on today's slate in the zone (settings override these), made through the
 * create route by the owner and joined through the invite by each member, every answer checked.
 */
export async function createSurvivorPool(name: string, zone: string, owner: { token: string }, members: { token: string }[], settings: Record<string, unknown> = {}) {
  const created = await pools.create<{ id: string; inviteCode: string; kind: string; leagues: string[] }>(owner.token, {
    name,
    kind: "SURVIVOR",
    survivor: { league: "nba", startSlate: slateOf(new Date(), "nba", zone), lives: 1, ...settings },
  });
  expect(created.status).toBe(200);
  for (const member of members) expect((await pools.join(member.token, created.body.payload.inviteCode)).status).toBe(200);
  return created.body.payload;
}

/**
 * A fixed-offset zone where the local time is between 11:00 and 13:00 now: a day slate then holds "an hour ago" and
 * "in three hours" alike, whenever the suite runs.
 */
export function noonZone(now = new Date()): string {
  let offset = 12 - now.getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  // Etc zones count the other way round: Etc/GMT-3 is three hours ahead of UTC.
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

/** Runs the file's tests with APP_TIMEZONE at noonZone() (a slate that is today all through the run), restored after. */
export function runInNoonZone(): string {
  const zone = noonZone();
  const saved = process.env.APP_TIMEZONE;
  beforeAll(() => {
    process.env.APP_TIMEZONE = zone;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.APP_TIMEZONE;
    else process.env.APP_TIMEZONE = saved;
  });
  return zone;
}
