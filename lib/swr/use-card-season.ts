"use client";
// A card pool's season: its weeks with their winners, its champions once over and its finished seasons; read again
// after the owner starts the next season.
import useSWR from "swr";
import { api, apiPath } from "@/lib/client/api";
import type { CardSeason } from "@/lib/contracts/card-pools";
import { fetcher } from "./fetcher";

export const cardSeasonKey = (poolId: string) => apiPath(api.cardPools.season, { poolId });

export function useCardSeason(poolId: string, initial?: CardSeason) {
  return useSWR<CardSeason>(cardSeasonKey(poolId), fetcher, { fallbackData: initial, revalidateOnMount: !initial, revalidateOnFocus: false });
}
