// A picker's parlays with their legs, newest first, a bounded page at a time (public, unless the picker is private).
import "server-only";
import { keysetCursor } from "@/lib/contracts/cursor";
import { toKeysetPage } from "@/lib/contracts/page-from-rows";
import type { Page } from "@/lib/contracts/page";
import { db } from "@/lib/db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import type { ParlayView } from "@/lib/contracts/parlays";
import { assertPickerVisible } from "@/lib/server/privacy/picker-visibility";
import { shieldParlays } from "@/lib/server/privacy/hidden-picks";
import { parlaySelect, toParlayView } from "./parlay-view";

/** With `league`, only the parlays with at least one leg in that league. */
export async function listPickerParlays(
  input: { userId: string; limit: number; cursor?: string; league?: League },
  viewerId: string | null | undefined,
): Promise<Page<ParlayView>> {
  const [at, id] = keysetCursor.decode(input.cursor) ?? [];
  const cursor = at && id ? { at, id } : null;
  await assertPickerVisible(input.userId, viewerId);
  const rows = await db.parlay.findMany({
    where: {
      userId: input.userId,
      ...(input.league ? { legs: { some: { fixture: { league: toDbLeague(input.league) } } } } : {}),
      // Keyset on (createdAt, id) descending: the page after the cursor's parlay.
      ...(cursor ? { OR: [{ createdAt: { lt: cursor.at } }, { createdAt: cursor.at, id: { lt: cursor.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit + 1,
    select: parlaySelect,
  });
  const page = toKeysetPage(rows, input.limit, (row) => ({ at: row.createdAt, id: row.id }), toParlayView);
  return { ...page, items: await shieldParlays(page.items, viewerId) };
}
