// The one pagination scheme of every list: ?limit=&cursor= in, { items, nextCursor } out (see docs/adr-contract-layer.md).
import { z } from "zod";

/** Each list keeps its own page sizes; the cursor is opaque text that only the list that wrote it can read. */
export function pageQuery(defaultLimit: number, maxLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    cursor: z.string().max(200).optional(),
  });
}

export type PageQuery = { limit: number; cursor?: string };

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

export type Page<T> = { items: T[]; nextCursor: string | null };
