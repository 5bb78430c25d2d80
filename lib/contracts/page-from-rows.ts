// Builds the one page envelope from rows read one past the page: by keyset where the order has one, else by offset.
import type { Page, PageQuery } from "@/lib/contracts/page";
import { keysetCursor, offsetCursor } from "./cursor";

/** Rows read with `take: limit + 1`: the extra row only says whether a next page exists. */
export function toKeysetPage<R, T>(rows: R[], limit: number, position: (row: R) => { at: Date; id: number }, view: (row: R) => T): Page<T> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const { at, id } = last ? position(last) : { at: null, id: 0 };
  return { items: page.map(view), nextCursor: rows.length > limit && at ? keysetCursor.encode([at, id]) : null };
}

/** The rows to read for lists without a stable keyset (unread notifications first, follows by date). */
export function offsetWindow({ cursor, limit }: PageQuery): { skip: number; take: number } {
  const [skip] = offsetCursor.decode(cursor) ?? [0];
  return { skip, take: limit + 1 };
}

export function toOffsetPage<R, T>(rows: R[], query: PageQuery, view: (row: R) => T): Page<T> {
  const { skip } = offsetWindow(query);
  const more = rows.length > query.limit;
  return { items: rows.slice(0, query.limit).map(view), nextCursor: more ? offsetCursor.encode([skip + query.limit]) : null };
}
