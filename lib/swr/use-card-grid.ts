"use client";
// A card pool's week on one screen (members by games). While a game of the week is being played the grid is read again
// every 30 s, as the boards keep live scores fresh; a week with nothing live is read once.
import useSWR from "swr";
import { api, apiPath } from "@/lib/client/api";
import type { CardGrid } from "@/lib/contracts/card-pools";
import { fetcher } from "./fetcher";

export const CARD_GRID_LIVE_REFRESH_MS = 30_000;

/** A game started by the clock but not over yet: its score and its pickers' results are still moving. */
export const isLive = (game: CardGrid["games"][number]) => game.status === "IN_PROGRESS" || (game.started && game.status === "PREGAME");

export function useCardGrid(poolId: string, week: string, initial?: CardGrid) {
  return useSWR<CardGrid>(apiPath(api.cardPools.grid, { poolId }, { week }), fetcher, {
    fallbackData: initial?.week === week ? initial : undefined,
    revalidateOnMount: initial?.week !== week,
    refreshInterval: (grid) => (grid?.games.some(isLive) ? CARD_GRID_LIVE_REFRESH_MS : 0),
  });
}
