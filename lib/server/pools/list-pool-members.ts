// A pool's members for its page, earliest first (the owner founded it), with the caller's follow state.
import "server-only";
import { offsetWindow, toOffsetPage } from "@/lib/api/pages";
import type { Page, PageQuery } from "@/lib/contracts/page";
import type { PickerSummary } from "@/lib/contracts/social";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { pickerSummarySelect, toPickerSummaries } from "@/lib/server/social/picker-summary";
import { memberPool } from "./pool-access";

export async function listPoolMembers(caller: Pick<Caller, "id">, poolId: string, paging: PageQuery): Promise<Page<PickerSummary>> {
  await memberPool(poolId, caller.id);
  const rows = await db.poolMember.findMany({
    where: { poolId },
    orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
    ...offsetWindow(paging),
    select: { user: { select: pickerSummarySelect } },
  });
  const page = toOffsetPage(rows, paging, (row) => row.user);
  return { items: await toPickerSummaries(page.items, caller.id), nextCursor: page.nextCursor };
}
