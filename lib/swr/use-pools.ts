"use client";
// The pool page's lists (the feed by cursor, the members by page, both seeded by the server) and the invite's preview.
import useSWR from "swr";
import type { InvitePreview } from "@/lib/contracts/pools";
import { POOL_PAGE_SIZE } from "@/lib/domain/pools";
import type { NetworkPick } from "@/lib/server/social/list-network-picks";
import type { Page } from "@/lib/server/social/pagination";
import type { PickerSummary } from "@/lib/server/social/picker-summary";
import { fetcher } from "./fetcher";
import { usePages, useSeededPages } from "./use-pages";

export type PoolPicksPage = { items: NetworkPick[]; nextCursor: string | null };

export function usePoolPicks(poolId: string, firstPage: PoolPicksPage) {
  const base = `/api/pools/${encodeURIComponent(poolId)}/picks?limit=${POOL_PAGE_SIZE}`;
  const { pages, ...state } = useSeededPages<PoolPicksPage>(
    (index, previous) => (index === 0 ? base : previous?.nextCursor ? `${base}&cursor=${encodeURIComponent(previous.nextCursor)}` : null),
    firstPage,
    (page) => page.nextCursor !== null,
  );
  return { items: pages.flatMap((page) => page.items), ...state };
}

export function usePoolMembers(poolId: string, firstPage: Page<PickerSummary>) {
  return usePages(`/api/pools/${encodeURIComponent(poolId)}/members`, POOL_PAGE_SIZE, firstPage);
}

/** Not retried: every lookup counts against the invite rate limit. */
export function useInvitePreview(code: string, enabled: boolean) {
  return useSWR<InvitePreview>(enabled ? `/api/pools/join/${encodeURIComponent(code)}` : null, fetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
