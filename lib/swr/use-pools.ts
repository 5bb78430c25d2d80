"use client";
// The pool page's lists (the feed and the members, both seeded by the server's first page) and the invite's preview.
import useSWR from "swr";
import { api, apiPath } from "@/lib/client/api";
import type { Page } from "@/lib/contracts/page";
import type { InvitePreview, PoolMemberSummary, PoolTable } from "@/lib/contracts/pools";
import type { NetworkPick } from "@/lib/contracts/social";
import { POOL_PAGE_SIZE } from "@/lib/domain/pools";
import { fetcher } from "./fetcher";
import { usePages, useSeededPages } from "./use-pages";

export function usePoolPicks(poolId: string, firstPage: Page<NetworkPick>) {
  return usePages((cursor) => apiPath(api.pools.picks, { poolId }, { limit: POOL_PAGE_SIZE, cursor }), firstPage);
}

export function usePoolMembers(poolId: string, firstPage: Page<PoolMemberSummary>) {
  return usePages((cursor) => apiPath(api.pools.members, { poolId }, { limit: POOL_PAGE_SIZE, cursor }), firstPage);
}

/** A week's or the season's table, page by page after the server's first one (`table`: "season" or the week's Monday). */
export function usePoolTable(poolId: string, table: string, limit: number, firstPage: PoolTable) {
  const { pages, hasMore, loadingMore, loadMore } = useSeededPages((cursor) => apiPath(api.pools.table, { poolId }, { table, limit, cursor }), firstPage);
  return { rows: pages.flatMap((page) => page.rows), me: pages[0]?.me ?? null, hasMore, loadingMore, loadMore };
}

/** Not retried: every lookup counts against the invite rate limit. */
export function useInvitePreview(code: string, enabled: boolean) {
  return useSWR<InvitePreview>(enabled ? apiPath(api.pools.previewInvite, { code }) : null, fetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
