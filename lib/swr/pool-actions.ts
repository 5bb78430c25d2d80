// Every client write of the pools area in one place: create, edit, delete, invite link, join, leave, remove, hand over.
import type { CreatePoolBody, InviteLink, PoolDetail, UpdatePoolBody } from "@/lib/contracts/pools";
import { sendJson } from "./fetcher";

const base = (poolId: string) => `/api/pools/${encodeURIComponent(poolId)}`;

export const poolActions = {
  create: (body: CreatePoolBody) => sendJson<PoolDetail>("/api/pools", { method: "POST", body }),
  update: (poolId: string, body: UpdatePoolBody) => sendJson<PoolDetail>(base(poolId), { method: "PUT", body }),
  remove: (poolId: string) => sendJson<{ deleted: true }>(base(poolId), { method: "DELETE" }),
  regenerateInvite: (poolId: string) => sendJson<InviteLink>(`${base(poolId)}/invite`, { method: "POST" }),
  turnOffInvite: (poolId: string) => sendJson<InviteLink>(`${base(poolId)}/invite`, { method: "DELETE" }),
  join: (code: string) => sendJson<{ poolId: string; joined: boolean }>(`/api/pools/join/${encodeURIComponent(code)}`, { method: "POST" }),
  /** The caller's own id leaves the pool; another member's id removes them (owner only). */
  removeMember: (poolId: string, userId: string) =>
    sendJson<{ removed: boolean }>(`${base(poolId)}/members/${encodeURIComponent(userId)}`, { method: "DELETE" }),
  handOver: (poolId: string, userId: string) => sendJson<PoolDetail>(`${base(poolId)}/owner`, { method: "PUT", body: { userId } }),
};
