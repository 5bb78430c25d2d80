// "Picks from your network": picks in a league by the people the caller follows, newest first, paginated.
import "server-only";
import { db } from "@/lib/db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import type { NetworkPick } from "@/lib/contracts/social";
import { pickSelect, toPickView } from "@/lib/server/picks/pick-view";
import { offsetWindow, toOffsetPage } from "@/lib/api/pages";
import type { Page, PageQuery } from "@/lib/contracts/page";

export async function listNetworkPicks(callerId: string, league: League, paging: PageQuery): Promise<Page<NetworkPick>> {
  const rows = await db.pick.findMany({
    where: {
      kind: "NORMAL",
      fixture: { league: toDbLeague(league) },
      user: { followers: { some: { followerId: callerId } } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...offsetWindow(paging),
    select: { ...pickSelect, user: { select: { id: true, username: true, image: true } } },
  });
  return toOffsetPage(rows, paging, ({ user, ...pick }) => ({
    ...toPickView(pick),
    picker: { id: user.id, username: user.username ?? "", image: user.image },
  }));
}
