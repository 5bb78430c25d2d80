// "Picks from your network": one rule (the league's picks by the people the caller follows, newest first) read as the feed's pages or as the dashboard block.
import "server-only";
import { readDb } from "@/lib/server/read-db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { NetworkPick } from "@/lib/contracts/social";
import { pickSelect, toPickView } from "@/lib/server/picks/pick-view";
import { visiblePickers } from "@/lib/server/privacy/picker-visibility";
import { shieldPicks } from "@/lib/server/privacy/hidden-picks";
import { pickAuthorSelect, toPickAuthor } from "./pick-author";
import { offsetWindow, toOffsetPage } from "@/lib/contracts/page-from-rows";
import type { Page, PageQuery } from "@/lib/contracts/page";

/** The block shows four pickers (the followings limit is 5) and each one's first two picks; '+N' counts the rest. */
export const NETWORK_PICKERS = 4;
export const PICKS_PER_PICKER = 2;

export type NetworkGroup = { picker: NetworkPick["picker"]; picks: NetworkPick[]; more: number };

function networkWhere(callerId: string, league: League): Prisma.PickWhereInput {
  // A follow made while a picker was public does not outlive their going private.
  return { kind: "NORMAL", fixture: { league: toDbLeague(league) }, user: { ...visiblePickers(callerId), followers: { some: { followerId: callerId } } } };
}

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.PickOrderByWithRelationInput[];
const networkSelect = { ...pickSelect, user: pickAuthorSelect } satisfies Prisma.PickSelect;

function toNetworkPick({ user, ...pick }: Prisma.PickGetPayload<{ select: typeof networkSelect }>) {
  return { ...toPickView(pick), picker: toPickAuthor(user) };
}

export async function listNetworkPicks(callerId: string, league: League, paging: PageQuery): Promise<Page<NetworkPick>> {
  const reader = await readDb(callerId);
  const rows = await reader.pick.findMany({ where: networkWhere(callerId, league), orderBy: newestFirst, ...offsetWindow(paging), select: networkSelect });
  const page = toOffsetPage(rows, paging, toNetworkPick);
  return { ...page, items: await shieldPicks(page.items, callerId) };
}

/** The same rule grouped by picker, pickers in the order their newest pick appears in the feed. */
export async function getNetworkBlock(callerId: string, league: League): Promise<NetworkGroup[]> {
  const where = networkWhere(callerId, league);
  const reader = await readDb(callerId);
  const people = await reader.pick.groupBy({
    by: ["userId"],
    where,
    _count: { _all: true },
    _max: { createdAt: true, id: true },
    orderBy: [{ _max: { createdAt: "desc" } }, { _max: { id: "desc" } }],
    take: NETWORK_PICKERS,
  });
  return Promise.all(
    people.map(async ({ userId, _count }) => {
      const rows = await reader.pick.findMany({ where: { ...where, userId }, orderBy: newestFirst, take: PICKS_PER_PICKER, select: networkSelect });
      const picks = await shieldPicks(rows.map(toNetworkPick), callerId);
      return { picker: picks[0].picker, picks, more: _count._all - picks.length };
    }),
  );
}
