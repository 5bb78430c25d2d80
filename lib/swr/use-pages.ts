"use client";
// Lists read page by page, seeded with the server's first page: page-numbered ones (`{ items, nextPage }`, ?page=&limit=) here.
import useSWRInfinite from "swr/infinite";
import type { Page } from "@/lib/server/social/pagination";
import { fetcher } from "./fetcher";

/** `base` is the list's URL without paging; the limit must be the one the server's first page was read with. */
export function pageUrl(base: string, page: number, limit: number): string {
  const url = new URL(base, "http://x");
  url.searchParams.set("page", String(page));
  url.searchParams.set("limit", String(limit));
  return `${url.pathname}${url.search}`;
}

/**
 * Any list read page by page after the server's first page: `keyOf(index, previous)` is each page's URL, null
 * after the last one. Shared by page-numbered and cursor lists.
 */
export function useSeededPages<P>(keyOf: (index: number, previous: P | null) => string | null, firstPage: P, hasNext: (page: P) => boolean) {
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
    (index, previous) => (index === 0 || previous?.nextPage ? pageUrl(base, index, limit) : null),
    firstPage,
    (page) => page.nextPage != null,
  );
  return { items: pages.flatMap((page) => page.items), ...state };
}
