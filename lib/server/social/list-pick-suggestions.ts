// Pick suggestions: pending picks on upcoming games of a league by its best pickers, minus the caller and people already followed.
import "server-only";
import { db } from "@/lib/db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import { pickSelect, toPickView } from "@/lib/server/pickers/pick-view";
import type { NetworkPick } from "./list-network-picks";
import { rankHotPickers } from "./rank-hot-pickers";

const BEST_PICKERS = 20;

export async function listPickSuggestions(league: League, callerId: string | null | undefined, limit = 10, now = new Date()): Promise<NetworkPick[]> {
  const followed = callerId
    ? (await db.follow.findMany({ where: { followerId: callerId }, select: { followedId: true }, take: 1000 })).map((row) => row.followedId)
    : [];
  const best = await rankHotPickers(league, { excludeIds: callerId ? [callerId, ...followed] : [], limit: BEST_PICKERS, now });
  if (best.length === 0) return [];
  const rows = await db.pick.findMany({
    where: {
      userId: { in: best.map((rank) => rank.id) },
      kind: "NORMAL",
      state: "PENDING",
      fixture: { league: toDbLeague(league), startsAt: { gt: now } },
    },
    orderBy: [{ fixture: { startsAt: "asc" } }, { id: "asc" }],
    take: limit,
    select: { ...pickSelect, user: { select: { id: true, username: true, image: true } } },
  });
  return rows.map(({ user, ...pick }) => ({ ...toPickView(pick), picker: { id: user.id, username: user.username ?? "", image: user.image } }));
}
