"use client";
// Pool writes through the one mutation path: which button is busy, and the refusal's words (a field's own message first).
import { useState } from "react";
import { fieldErrorMessage } from "@/lib/swr/api-error";
import type { MutationRequest } from "@/lib/swr/fetcher";
import { useApiMutation } from "@/lib/swr/use-api-mutation";

/** The pool routes a page writes to. */
export const poolApi = {
  pools: "/api/pools",
  pool: (poolId: string) => `/api/pools/${encodeURIComponent(poolId)}`,
  invite: (poolId: string) => `${poolApi.pool(poolId)}/invite`,
  owner: (poolId: string) => `${poolApi.pool(poolId)}/owner`,
  announcement: (poolId: string) => `${poolApi.pool(poolId)}/announcement`,
  season: (poolId: string) => `${poolApi.pool(poolId)}/season`,
  export: (poolId: string) => `${poolApi.pool(poolId)}/export`,
  survivorPick: (poolId: string) => `${poolApi.pool(poolId)}/survivor/pick`,
  survivorOptions: (poolId: string) => `${poolApi.pool(poolId)}/survivor/options`,
  /** The caller's own id leaves the pool; another member's id removes them (owner only). */
  member: (poolId: string, userId: string) => `${poolApi.pool(poolId)}/members/${encodeURIComponent(userId)}`,
  join: (code: string) => `/api/pools/join/${encodeURIComponent(code)}`,
};

export function usePoolAction() {
  const { trigger, error } = useApiMutation();
  const [busy, setBusy] = useState<string | null>(null);

  /** `name` says which button is busy; the answer is returned, or undefined when the write was refused. */
  async function run<T>(name: string, url: string, request: MutationRequest): Promise<T | undefined> {
    setBusy(name);
    try {
      const result = await trigger<T>(url, { ...request, message: fieldErrorMessage });
      return result.ok ? result.data : undefined;
    } finally {
      setBusy(null);
    }
  }

  return { run, busy, failure: error };
}
