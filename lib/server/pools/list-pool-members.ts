// A pool's members for its page, earliest first (the owner founded it), with the caller's follow state.
import "server-only";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/server/auth/caller";
import { toPage, type Page, type PageQuery } from "@/lib/server/social/pagination";
import { pickerSummarySelect, toPickerSummaries, type PickerSummary } from "@/lib/server/social/picker-summary";
import { memberPool } from "./pool-access";

export async function listPoolMembers(caller: Pick<Caller, "id">, poolId: string, paging: PageQuery): Promise<Page<PickerSummary>> {
  await memberPool(poolId, caller.id);
  const rows = await db.poolMember.findMany({
    where: { poolId },
    orderBy: [{ joinedAt: "asc" }, { userId: "asc" }],
    skip: paging.page * paging.limit,
    take: paging.limit + 1,
    select: { user: { select: pickerSummarySelect } },
  });
  const page = toPage(rows.map((row) => row.user), paging);
  return { items: await toPickerSummaries(page.items, caller.id), nextPage: page.nextPage };
}
