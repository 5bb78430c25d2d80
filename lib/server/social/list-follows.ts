// The followers of a picker, or the pickers they follow: newest follow first, paginated.
import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { offsetWindow, toOffsetPage } from "@/lib/contracts/page-from-rows";
import type { Page, PageQuery } from "@/lib/contracts/page";
import type { FollowDirection, PickerSummary } from "@/lib/contracts/social";
import { pickerSummarySelect, toPickerSummaries } from "./picker-summary";

async function followRows(userId: string, direction: FollowDirection, paging: PageQuery) {
  const window = offsetWindow(paging);
  if (direction === "followers") {
    const rows = await db.follow.findMany({
      where: { followedId: userId },
      orderBy: [{ createdAt: "desc" }, { followerId: "asc" }],
      ...window,
      select: { follower: { select: pickerSummarySelect } },
    });
    return rows.map((row) => row.follower);
  }
  const rows = await db.follow.findMany({
    where: { followerId: userId },
    orderBy: [{ createdAt: "desc" }, { followedId: "asc" }],
    ...window,
    select: { followed: { select: pickerSummarySelect } },
  });
  return rows.map((row) => row.followed);
}

export async function listFollows(
  userId: string,
  direction: FollowDirection,
  paging: PageQuery,
  callerId?: string | null,
): Promise<Page<PickerSummary>> {
  const exists = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!exists) throw new AppError("NOT_FOUND", { message: "This picker does not exist" });
  const page = toOffsetPage(await followRows(userId, direction, paging), paging, (row) => row);
  return { items: await toPickerSummaries(page.items, callerId), nextCursor: page.nextCursor };
}
