"use client";
// A card pool's week on one screen (members by games), a page of members at a time. While a game of the week is being
// played every page shown is read again every 30 s, as the boards keep live scores fresh; a week with nothing live is
// read once.
import { api, apiPath } from "@/lib/client/api";
import type { CardGrid } from "@/lib/contracts/card-pools";
import { useMemberPages } from "./use-member-pages";

export const CARD_GRID_LIVE_REFRESH_MS = 30_000;

/** A game started by the clock but not over yet: its score and its pickers' results are still moving. */
export const isLive = (game: CardGrid["games"][number]) => game.status === "IN_PROGRESS" || (game.started && game.status === "PREGAME");

export function useCardGrid(poolId: string, week: string, initial?: CardGrid) {
  return useMemberPages<CardGrid>((after) => apiPath(api.cardPools.grid, { poolId }, { week, after }), {
    first: initial?.week === week ? initial : undefined,
    refreshInterval: (pages) => (pages?.[0]?.games.some(isLive) ? CARD_GRID_LIVE_REFRESH_MS : 0),
  });
}
