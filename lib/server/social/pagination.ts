// Bounded page parameters shared by every social list: ?page=0&limit=20, never more than 50 rows.
import { z } from "zod";

export const pageQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export type PageQuery = z.output<typeof pageQuery>;

export type Page<T> = { items: T[]; nextPage: number | null };

/** Fetch limit + 1 rows and pass them here: the extra row only says whether a next page exists. */
export function toPage<T>(rows: T[], { page, limit }: PageQuery): Page<T> {
  return { items: rows.slice(0, limit), nextPage: rows.length > limit ? page + 1 : null };
}
