"use client";
// A card pool's week card (games, lines, chances, the member's picks and guess), seeded by the server's read and read
// again after each of the member's writes.
import useSWR from "swr";
import { api, apiPath } from "@/lib/client/api";
import type { CardWeek } from "@/lib/contracts/card-pools";
import { fetcher } from "./fetcher";

/** The card's key: this week's card, or a given week's (its Monday). */
export function cardWeekKey(poolId: string, week?: string): string {
  return apiPath(api.cardPools.card, { poolId }, week ? { week } : {});
}

export function useCardWeek(poolId: string, firstCard: CardWeek) {
  const key = cardWeekKey(poolId, firstCard.week);
  const { data, mutate } = useSWR<CardWeek>(key, fetcher, { fallbackData: firstCard, revalidateOnMount: false, revalidateOnFocus: false });
  return { card: data ?? firstCard, key, reload: () => mutate() };
}
