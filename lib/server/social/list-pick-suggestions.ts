// Pick suggestions: pending picks on upcoming games of a league by its best pickers, minus the caller and people already followed.
// One pick per picker (their next game): each suggestion carries a follow button, so a picker must not fill the list.
import "server-only";
import { readDb } from "@/lib/server/read-db";
import { toDbLeague, type League } from "@/lib/domain/leagues";
import { pickSelect, toPickView } from "@/lib/server/picks/pick-view";
import { pickAuthorSelect, toPickAuthor } from "./pick-author";
import type { NetworkPick } from "@/lib/contracts/social";
import { rankHotPickers } from "./rank-hot-pickers";
import { shieldPicks } from "@/lib/server/privacy/hidden-picks";

const BEST_PICKERS = 20;
/** Enough rows to find `limit` different pickers in the usual case, still bounded. */
const ROWS_PER_SUGGESTION = 5;

export async function listPickSuggestions(league: League, callerId: string | null | undefined, limit = 10, now = new Date()): Promise<NetworkPick[]> {
  const reader = await readDb(callerId ?? null);
  const followed = callerId
    ? (await reader.follow.findMany({ where: { followerId: callerId }, select: { followedId: true }, take: 1000 })).map((row) => row.followedId)
    : [];
  const best = await rankHotPickers(league, { excludeIds: callerId ? [callerId, ...followed] : [], limit: BEST_PICKERS, now });
  if (best.length === 0) return [];
  const rows = await reader.pick.findMany({
    where: {
      userId: { in: best.map((rank) => rank.id) },
      kind: "NORMAL",
      state: "PENDING",
      fixture: { league: toDbLeague(league), startsAt: { gt: now } },
    },
    orderBy: [{ fixture: { startsAt: "asc" } }, { id: "asc" }],
    take: limit * ROWS_PER_SUGGESTION,
    select: { ...pickSelect, user: pickAuthorSelect },
  });
  const seen = new Set<string>();
  const firstPerPicker = rows.filter((row) => !seen.has(row.user.id) && seen.add(row.user.id));
  return shieldPicks(
    firstPerPicker.slice(0, limit).map(({ user, ...pick }) => ({ ...toPickView(pick), picker: toPickAuthor(user) })),
    callerId,
  );
}
