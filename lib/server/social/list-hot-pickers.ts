// "Pickers you might like": the hottest pickers of a league as cards (score, followers, follow flag), caller excluded.
import "server-only";
import { readDb } from "@/lib/server/read-db";
import type { League } from "@/lib/domain/leagues";
import type { HotPicker } from "@/lib/contracts/social";
import { pickerSummarySelect, toPickerSummaries } from "./picker-summary";
import { rankHotPickers } from "./rank-hot-pickers";

export async function listHotPickers(league: League, callerId: string | null | undefined, limit = 20): Promise<HotPicker[]> {
  const ranks = await rankHotPickers(league, { excludeIds: callerId ? [callerId] : [], limit });
  if (ranks.length === 0) return [];
  const rows = await (await readDb(callerId)).user.findMany({ where: { id: { in: ranks.map((rank) => rank.id) } }, select: pickerSummarySelect });
  const summaries = new Map((await toPickerSummaries(rows, callerId)).map((summary) => [summary.id, summary]));
  return ranks.flatMap((rank) => {
    const summary = summaries.get(rank.id);
    return summary ? [{ ...summary, leaguePoints: rank.leaguePoints }] : [];
  });
}
