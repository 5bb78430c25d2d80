// A picker's own picks (not parlay legs), optionally by state and league: pending soonest game first, settled newest first.
import "server-only";
import type { PickState } from "@/lib/contracts/enums";
import { AppError } from "@/lib/errors/app-error";
import { db } from "@/lib/db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import { offsetWindow, toOffsetPage } from "@/lib/api/pages";
import type { Page, PageQuery } from "@/lib/contracts/page";
import type { PickView } from "@/lib/contracts/picks";
import { pickSelect, toPickView } from "@/lib/server/picks/pick-view";

export async function listPickerPicks(
  input: { userId: string; state?: PickState; league?: League },
  paging: PageQuery,
): Promise<Page<PickView>> {
  const user = await db.user.findUnique({ where: { id: input.userId }, select: { id: true } });
  if (!user) throw new AppError("NOT_FOUND", { message: "This picker does not exist" });
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
  return toOffsetPage(rows, paging, toPickView);
}
