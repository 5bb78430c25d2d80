"use client";
// The games the signed-in viewer has a pending pick on (their first 50), so a card does not offer "Pick it too" on a
// game they already picked. One request a page: every card asks for the same key. The server refuses a second pick on
// a game anyway (CONFLICT), past these 50 too.
import useSWR from "swr";
import { api, apiPath } from "@/lib/client/api";
import type { Page } from "@/lib/contracts/page";
import type { PickView } from "@/lib/contracts/picks";
import { fetcher } from "./fetcher";

export const MY_PICKED_GAMES_LIMIT = 50;

export const myPickedGamesKey = (userId: string) => apiPath(api.pickers.picks, { userId, pickState: "pending" }, { limit: MY_PICKED_GAMES_LIMIT });

/** Undefined until known (and for a visitor). */
export function useMyPickedGames(userId: string | undefined): ReadonlySet<number> | undefined {
  const { data } = useSWR<Page<PickView>>(userId ? myPickedGamesKey(userId) : null, fetcher);
  return data ? new Set(data.items.map((pick) => pick.fixtureId)) : undefined;
}
