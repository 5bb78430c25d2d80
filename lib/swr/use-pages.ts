"use client";
// Lists read page by page (`{ items, nextCursor }`, ?limit=&cursor=), seeded with the server's first page.
import useSWRInfinite from "swr/infinite";
import type { Page } from "@/lib/contracts/page";
import { fetcher } from "./fetcher";

/** `base` is the list's URL without paging; the limit must be the one the server's first page was read with. */
export function pageUrl(base: string, limit: number, cursor?: string | null): string {
  const url = new URL(base, "http://x");
  url.searchParams.set("limit", String(limit));
  if (cursor) url.searchParams.set("cursor", cursor);
  return `${url.pathname}${url.search}`;
}

/** Any list read page by page after the server's first page: `keyOf(index, previous)` is each page's URL, null after the last one. */
function useSeededPages<P>(keyOf: (index: number, previous: P | null) => string | null, firstPage: P, hasNext: (page: P) => boolean) {
  const { data, size, setSize, isValidating, error } = useSWRInfinite<P>(keyOf, fetcher, {
    fallbackData: [firstPage],
    revalidateOnMount: false,
    revalidateFirstPage: false,
    revalidateOnFocus: false,
  });
  const pages = data ?? [firstPage];
  return {
    pages,
    hasMore: hasNext(pages.at(-1) ?? firstPage),
    loadingMore: isValidating && pages.length < size,
    loadMore: () => setSize(pages.length + 1),
    error,
  };
}

export function usePages<T>(base: string, limit: number, firstPage: Page<T>) {
  const { pages, ...state } = useSeededPages<Page<T>>(
    (index, previous) => (index === 0 ? pageUrl(base, limit) : previous?.nextCursor ? pageUrl(base, limit, previous.nextCursor) : null),
    firstPage,
    (page) => page.nextCursor != null,
  );
  return { items: pages.flatMap((page) => page.items), ...state };
}
