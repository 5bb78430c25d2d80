"use client";
// Lists read page by page (`{ items, nextCursor }`, ?limit=&cursor=), seeded with the server's first page.
import useSWRInfinite from "swr/infinite";
import type { Page } from "@/lib/contracts/page";
import { fetcher } from "./fetcher";

/** A page's URL (apiPath of the list's declaration) for a cursor, undefined for the first page; the limit in it must be the one the server's first page was read with. */
export type PageKey = (cursor: string | undefined) => string;

/** Any list read page by page after the server's first page: each page's key from the previous page's cursor, none after the last one. */
export function useSeededPages<P extends { nextCursor: string | null }>(keyOf: PageKey, firstPage: P) {
  const { data, size, setSize, isValidating, error } = useSWRInfinite<P>(
    (index, previous: P | null) => (index === 0 ? keyOf(undefined) : previous?.nextCursor ? keyOf(previous.nextCursor) : null),
    fetcher,
    { fallbackData: [firstPage], revalidateOnMount: false, revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const pages = data ?? [firstPage];
  return {
    pages,
    hasMore: (pages.at(-1) ?? firstPage).nextCursor != null,
    loadingMore: isValidating && pages.length < size,
    loadMore: () => setSize(pages.length + 1),
    error,
  };
}

export function usePages<T>(keyOf: PageKey, firstPage: Page<T>) {
  const { pages, ...state } = useSeededPages(keyOf, firstPage);
  return { items: pages.flatMap((page) => page.items), ...state };
}
