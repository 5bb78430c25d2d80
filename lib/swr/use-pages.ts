"use client";
// Page-numbered lists (`{ items, nextPage }`, ?page=&limit=) read page by page; the server's first page seeds them.
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

export function usePages<T>(base: string, limit: number, firstPage: Page<T>) {
  const { data, size, setSize, isValidating, error } = useSWRInfinite<Page<T>>(
    (index, previous: Page<T> | null) => (index === 0 || previous?.nextPage ? pageUrl(base, index, limit) : null),
    fetcher,
    { fallbackData: [firstPage], revalidateOnMount: false, revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const pages = data ?? [firstPage];
  return {
    items: pages.flatMap((page) => page.items),
    hasMore: pages.at(-1)?.nextPage != null,
    loadingMore: isValidating && pages.length < size,
    loadMore: () => setSize(pages.length + 1),
    error,
  };
}
