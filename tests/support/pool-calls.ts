// Calls to the /api/pools routes as a given picker, each from its own client address unless one is given.
import { GET as listPools, POST as createPoolRoute } from "@/app/api/pools/route";
import { DELETE as deletePoolRoute, GET as getPoolRoute, PUT as updatePoolRoute } from "@/app/api/pools/[poolId]/route";
import { GET as membersRoute } from "@/app/api/pools/[poolId]/members/route";
import { DELETE as removeRoute } from "@/app/api/pools/[poolId]/members/[userId]/route";
import { PUT as ownerRoute } from "@/app/api/pools/[poolId]/owner/route";
import { DELETE as inviteOffRoute, POST as inviteRoute } from "@/app/api/pools/[poolId]/invite/route";
import { GET as picksRoute } from "@/app/api/pools/[poolId]/picks/route";
import { GET as previewRoute, POST as joinRoute } from "@/app/api/pools/join/[code]/route";
import { GET as tableRoute } from "@/app/api/pools/[poolId]/table/route";
import { GET as weeksRoute } from "@/app/api/pools/[poolId]/weeks/route";
import { GET as pendingRoute } from "@/app/api/pools/[poolId]/pending/route";
import { DELETE as unannounceRoute, PUT as announceRoute } from "@/app/api/pools/[poolId]/announcement/route";
import { PUT as seasonRoute } from "@/app/api/pools/[poolId]/season/route";
import { GET as exportRoute } from "@/app/api/pools/[poolId]/export/route";
import { DELETE as chatRemoveRoute, GET as chatGetRoute, PUT as chatSetRoute } from "@/app/api/pools/[poolId]/chat/route";
import { POST as chatTestRoute } from "@/app/api/pools/[poolId]/chat/test/route";
import { apiRequest, readJson, routeContext } from "./requests";

type Json = Awaited<ReturnType<typeof readJson>>;
export type Reply<T = unknown> = { status: number; body: Json & { payload: T } };

let address = 0;

async function reply<T>(response: Promise<Response>): Promise<Reply<T>> {
  const done = await response;
  return { status: done.status, body: (await readJson(done)) as Json & { payload: T } };
}

function request(path: string, method: string, bearer: string | undefined, body?: unknown, ip?: string) {
  return apiRequest(path, { method, bearer, body, headers: { "x-forwarded-for": ip ?? `10.9.${(address >> 8) & 255}.${address++ & 255}` } });
}

const pool = (poolId: string) => routeContext({ poolId });

export const pools = {
  list: (bearer?: string) => reply(listPools(request("/api/pools", "GET", bearer))),
  create: <T = { id: string; inviteCode: string }>(bearer: string | undefined, body: unknown) =>
    reply<T>(createPoolRoute(request("/api/pools", "POST", bearer, body))),
  get: <T = Record<string, unknown>>(bearer: string | undefined, poolId: string) =>
    reply<T>(getPoolRoute(request(`/api/pools/${poolId}`, "GET", bearer), pool(poolId))),
  update: (bearer: string | undefined, poolId: string, body: unknown) =>
    reply(updatePoolRoute(request(`/api/pools/${poolId}`, "PUT", bearer, body), pool(poolId))),
  remove: (bearer: string | undefined, poolId: string) => reply(deletePoolRoute(request(`/api/pools/${poolId}`, "DELETE", bearer), pool(poolId))),
  members: <T = { items: { id: string; followedByCaller: boolean }[]; nextPage: number | null }>(bearer: string | undefined, poolId: string, query = "") =>
    reply<T>(membersRoute(request(`/api/pools/${poolId}/members${query}`, "GET", bearer), pool(poolId))),
  removeMember: (bearer: string | undefined, poolId: string, userId: string) =>
    reply(removeRoute(request(`/api/pools/${poolId}/members/${userId}`, "DELETE", bearer), routeContext({ poolId, userId }))),
  handOver: (bearer: string | undefined, poolId: string, userId: string) =>
    reply(ownerRoute(request(`/api/pools/${poolId}/owner`, "PUT", bearer, { userId }), pool(poolId))),
  regenerate: (bearer: string | undefined, poolId: string) =>
    reply<{ inviteCode: string }>(inviteRoute(request(`/api/pools/${poolId}/invite`, "POST", bearer), pool(poolId))),
  inviteOff: (bearer: string | undefined, poolId: string) =>
    reply<{ inviteCode: null }>(inviteOffRoute(request(`/api/pools/${poolId}/invite`, "DELETE", bearer), pool(poolId))),
  picks: <T = { items: { id: number; picker: { id: string } }[]; nextCursor: string | null }>(bearer: string | undefined, poolId: string, query = "") =>
    reply<T>(picksRoute(request(`/api/pools/${poolId}/picks${query}`, "GET", bearer), pool(poolId))),
  preview: <T = Record<string, unknown>>(bearer: string | undefined, code: string, ip?: string) =>
    reply<T>(previewRoute(request(`/api/pools/join/${code}`, "GET", bearer, undefined, ip), routeContext({ code }))),
  table: <T = import("@/lib/contracts/pools").PoolTable>(bearer: string | undefined, poolId: string, query = "") =>
    reply<T>(tableRoute(request(`/api/pools/${poolId}/table${query}`, "GET", bearer), pool(poolId))),
  weeks: <T = import("@/lib/contracts/pools").PoolWeeks>(bearer: string | undefined, poolId: string) =>
    reply<T>(weeksRoute(request(`/api/pools/${poolId}/weeks`, "GET", bearer), pool(poolId))),
  pending: <T = import("@/lib/contracts/pools").PendingPickers>(bearer: string | undefined, poolId: string) =>
    reply<T>(pendingRoute(request(`/api/pools/${poolId}/pending`, "GET", bearer), pool(poolId))),
  announce: (bearer: string | undefined, poolId: string, body: unknown) =>
    reply<{ text: string | null }>(announceRoute(request(`/api/pools/${poolId}/announcement`, "PUT", bearer, body), pool(poolId))),
  unannounce: (bearer: string | undefined, poolId: string) =>
    reply<{ text: string | null }>(unannounceRoute(request(`/api/pools/${poolId}/announcement`, "DELETE", bearer), pool(poolId))),
  season: (bearer: string | undefined, poolId: string, body: unknown) =>
    reply<{ seasonStart: string }>(seasonRoute(request(`/api/pools/${poolId}/season`, "PUT", bearer, body), pool(poolId))),
  exportCsv: (bearer: string | undefined, poolId: string) => exportRoute(request(`/api/pools/${poolId}/export`, "GET", bearer), pool(poolId)),
  join: <T = { poolId: string; joined: boolean }>(bearer: string | undefined, code: string, ip?: string) =>
    reply<T>(joinRoute(request(`/api/pools/join/${code}`, "POST", bearer, undefined, ip), routeContext({ code }))),
};

export const poolChat = {
  get: <T = import("@/lib/contracts/pool-chat").ChatHookState>(bearer: string | undefined, poolId: string) =>
    reply<T>(chatGetRoute(request(`/api/pools/${poolId}/chat`, "GET", bearer), pool(poolId))),
  set: <T = import("@/lib/contracts/pool-chat").ChatHookState>(bearer: string | undefined, poolId: string, body: unknown) =>
    reply<T>(chatSetRoute(request(`/api/pools/${poolId}/chat`, "PUT", bearer, body), pool(poolId))),
  remove: <T = import("@/lib/contracts/pool-chat").ChatHookState>(bearer: string | undefined, poolId: string) =>
    reply<T>(chatRemoveRoute(request(`/api/pools/${poolId}/chat`, "DELETE", bearer), pool(poolId))),
  test: <T = { sent: true }>(bearer: string | undefined, poolId: string) => reply<T>(chatTestRoute(request(`/api/pools/${poolId}/chat/test`, "POST", bearer), pool(poolId))),
};
