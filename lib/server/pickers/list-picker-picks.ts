// A picker's own picks (not parlay legs), optionally by state and league: pending soonest game first, settled newest first.
import "server-only";
import type { PickState } from "@/lib/contracts/enums";
import { db } from "@/lib/db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import { offsetWindow, toOffsetPage } from "@/lib/contracts/page-from-rows";
import type { Page, PageQuery } from "@/lib/contracts/page";
import type { PickView } from "@/lib/contracts/picks";
import { pickSelect, toPickView } from "@/lib/server/picks/pick-view";
import { assertPickerVisible } from "@/lib/server/privacy/picker-visibility";
import { shieldPicks } from "@/lib/server/privacy/hidden-picks";

export async function listPickerPicks(
  input: { userId: string; state?: PickState; league?: League },
  paging: PageQuery,
  viewerId: string | null | undefined,
): Promise<Page<PickView>> {
  await assertPickerVisible(input.userId, viewerId);
  const rows = await db.pick.findMany({
    where: {
      userId: input.userId,
      kind: "NORMAL",
      ...(input.state ? { state: input.state } : {}),
      ...(input.league ? { fixture: { league: toDbLeague(input.league) } } : {}),
    },
    orderBy:
      input.state === "PENDING"
        ? [{ fixture: { startsAt: "asc" } }, { id: "asc" }]
        : [{ settledAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }, { id: "desc" }],
    ...offsetWindow(paging),
    select: pickSelect,
  });
  const page = toOffsetPage(rows, paging, toPickView);
  return { ...page, items: await shieldPicks(page.items, viewerId) };
}
