// A pool's members for its page, earliest first (the owner founded it), with the caller's follow state.
import "server-only";
import { offsetWindow, toOffsetPage } from "@/lib/contracts/page-from-rows";
import type { Page, PageQuery } from "@/lib/contracts/page";
import type { PoolMemberSummary } from "@/lib/contracts/pools";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { pickerSummarySelect, toPickerSummaries } from "@/lib/server/social/picker-summary";
import { memberPool } from "./pool-access";

export async function listPoolMembers(caller: Pick<Caller, "id">, poolId: string, paging: PageQuery): Promise<Page<PoolMemberSummary>> {
  await memberPool(poolId, caller.id);
  const rows = await db.poolMember.findMany({
    where: { poolId },
    orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
    ...offsetWindow(paging),
    select: { weeksWon: true, user: { select: pickerSummarySelect } },
  });
  const page = toOffsetPage(rows, paging, (row) => row);
  const summaries = await toPickerSummaries(page.items.map((row) => row.user), caller.id);
  // The marker of weekly winners on their row.
  return { items: summaries.map((summary, index) => ({ ...summary, weeksWon: page.items[index].weeksWon })), nextCursor: page.nextCursor };
}
