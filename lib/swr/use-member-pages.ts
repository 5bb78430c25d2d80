"use client";
// A card pool's member lists (the week grid and the tables) come a page of members at a time in the week's order, each
// page ending with the caller's own row when it lies beyond it. Read page by page on demand, they join into one list
// in which the caller's row sits at its place once a page reaches it, and stays last until then.
import useSWRInfinite from "swr/infinite";
import { fetcher } from "./fetcher";

type MemberPage = { next: string | null; rows: { userId: string }[] };

/**
 * The pages' rows joined, each member once at their latest position: the caller's row that ended an earlier page
 * moves below the later pages, or to its own place when one of them holds it.
 */
export function joinMemberPages<P extends MemberPage>(pages: readonly P[]): P["rows"] {
  const rows = pages.flatMap((page) => page.rows);
  const seen = new Set<string>();
  const kept: P["rows"] = [];
  for (let index = rows.length - 1; index >= 0; index--) {
    if (seen.has(rows[index].userId)) continue;
    seen.add(rows[index].userId);
    kept.push(rows[index]);
  }
  return kept.reverse();
}

type Options<P> = { first?: P; refreshInterval?: number | ((latest?: P[]) => number); revalidateOnFocus?: boolean };

/**
 * `keyOf(after)`: the list's URL for the page after a cursor (undefined for the first page), or null to read nothing.
 * `first` seeds the first page when the server read it. Every page shown is read again together, so a live week's
 * later pages keep its scores as fresh as its first.
 */
export function useMemberPages<P extends MemberPage>(keyOf: (after?: string) => string | null, { first, refreshInterval = 0, revalidateOnFocus = true }: Options<P> = {}) {
  const { data, error, size, setSize, isValidating } = useSWRInfinite<P>(
    (index, previous: P | null) => (index === 0 ? keyOf(undefined) : previous?.next ? keyOf(previous.next) : null),
    fetcher,
    { fallbackData: first ? [first] : undefined, revalidateOnMount: !first, revalidateAll: true, revalidateOnFocus, refreshInterval },
  );
  const pages = data ?? [];
  const head = pages[0];
  return {
    /** The first page with every loaded page's rows joined and the last page's cursor; undefined until it is read. */
    data: head ? ({ ...head, rows: joinMemberPages(pages), next: pages.at(-1)!.next } as P) : undefined,
    error,
    /** Pages past the first have been read, or can be. */
    paged: pages.length > 1 || head?.next != null,
    hasMore: pages.at(-1)?.next != null,
    loadingMore: isValidating && pages.length < size,
    loadMore: () => setSize(pages.length + 1),
  };
}
