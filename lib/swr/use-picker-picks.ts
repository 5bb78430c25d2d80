"use client";
// A picker's pending or settled picks (GET /api/picker/picks/{userId}/{state}?sport=&league=), with Load more.
import { api, apiPath } from "@/lib/client/api";
import type { PickState } from "@/lib/contracts/enums";
import { sportOfLeague, type League } from "@/lib/domain/leagues";
import type { PickView } from "@/lib/contracts/picks";
import type { Page } from "@/lib/contracts/page";
import { usePages } from "./use-pages";

export function usePickerPicks(userId: string, state: PickState, league: League | undefined, limit: number, firstPage: Page<PickView>) {
  const filter = league ? { sport: sportOfLeague(league), league } : {};
  return usePages((cursor) => apiPath(api.pickers.picks, { userId, pickState: state.toLowerCase() }, { ...filter, limit, cursor }), firstPage);
}
