"use client";
// The pool page's lists (the feed and the members, both seeded by the server's first page) and the invite's preview.
import useSWR from "swr";
import type { Page } from "@/lib/contracts/page";
import type { InvitePreview } from "@/lib/contracts/pools";
import type { NetworkPick, PickerSummary } from "@/lib/contracts/social";
import { POOL_PAGE_SIZE } from "@/lib/domain/pools";
import { fetcher } from "./fetcher";
import { usePages } from "./use-pages";

const poolUrl = (poolId: string) => `/api/pools/${encodeURIComponent(poolId)}`;

export function usePoolPicks(poolId: string, firstPage: Page<NetworkPick>) {
  return usePages(`${poolUrl(poolId)}/picks`, POOL_PAGE_SIZE, firstPage);
}

export function usePoolMembers(poolId: string, firstPage: Page<PickerSummary>) {
  return usePages(`${poolUrl(poolId)}/members`, POOL_PAGE_SIZE, firstPage);
}

/** Not retried: every lookup counts against the invite rate limit. */
export function useInvitePreview(code: string, enabled: boolean) {
  return useSWR<InvitePreview>(enabled ? `/api/pools/join/${encodeURIComponent(code)}` : null, fetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
