"use client";
// The pool page's lists (the feed and the members, both seeded by the server's first page) and the invite's preview.
import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import type { Page } from "@/lib/contracts/page";
import type { InvitePreview, PoolMemberSummary, PoolTable } from "@/lib/contracts/pools";
import type { NetworkPick } from "@/lib/contracts/social";
import { POOL_PAGE_SIZE } from "@/lib/domain/pools";
import { fetcher } from "./fetcher";
import { pageUrl, usePages } from "./use-pages";

const poolUrl = (poolId: string) => `/api/pools/${encodeURIComponent(poolId)}`;

export function usePoolPicks(poolId: string, firstPage: Page<NetworkPick>) {
  return usePages(`${poolUrl(poolId)}/picks`, POOL_PAGE_SIZE, firstPage);
}

export function usePoolMembers(poolId: string, firstPage: Page<PoolMemberSummary>) {
  return usePages(`${poolUrl(poolId)}/members`, POOL_PAGE_SIZE, firstPage);
}

/** A week's or the season's table, page by page after the server's first one (`table`: "season" or the week's Monday). */
export function usePoolTable(poolId: string, table: string, limit: number, firstPage: PoolTable) {
  const base = `${poolUrl(poolId)}/table?table=${encodeURIComponent(table)}`;
  const { data, size, setSize, isValidating } = useSWRInfinite<PoolTable>(
    (index, previous: PoolTable | null) => (index === 0 ? pageUrl(base, limit) : previous?.nextCursor ? pageUrl(base, limit, previous.nextCursor) : null),
    fetcher,
    { fallbackData: [firstPage], revalidateOnMount: false, revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const pages = data ?? [firstPage];
  return {
    rows: pages.flatMap((page) => page.rows),
    me: pages[0]?.me ?? null,
    hasMore: Boolean(pages.at(-1)?.nextCursor),
    loadingMore: isValidating && pages.length < size,
    loadMore: () => setSize(pages.length + 1),
  };
}

/** Not retried: every lookup counts against the invite rate limit. */
export function useInvitePreview(code: string, enabled: boolean) {
  return useSWR<InvitePreview>(enabled ? `/api/pools/join/${encodeURIComponent(code)}` : null, fetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
