"use client";
// A picker's pending or settled picks (GET /api/picker/picks/{userId}/{state}?sport=&league=), with Load more.
import type { PickState } from "@/lib/contracts/enums";
import { sportOfLeague, type League } from "@/lib/domain/leagues";
import type { PickView } from "@/lib/contracts/picks";
import type { Page } from "@/lib/contracts/page";
import { usePages } from "./use-pages";

export function pickerPicksUrl(userId: string, state: PickState, league?: League): string {
  const base = `/api/picker/picks/${encodeURIComponent(userId)}/${state.toLowerCase()}`;
  return league ? `${base}?sport=${sportOfLeague(league)}&league=${league}` : base;
}

export function usePickerPicks(userId: string, state: PickState, league: League | undefined, limit: number, firstPage: Page<PickView>) {
  return usePages(pickerPicksUrl(userId, state, league), limit, firstPage);
}
