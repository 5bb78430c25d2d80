"use client";
// A card pool's week table (by the week's Monday), its season table ("season"), or a finished season's (by its first
// Monday), a page of members at a time; the live week's is read again with the grid's rhythm while its games are played.
import { api, apiPath } from "@/lib/client/api";
import type { CardTable } from "@/lib/contracts/card-pools";
import { useMemberPages } from "./use-member-pages";

export function useCardTable(poolId: string, table: string, { live = false, season }: { live?: boolean; season?: string } = {}) {
  return useMemberPages<CardTable>((after) => apiPath(api.cardPools.table, { poolId }, { table, season, after }), { refreshInterval: live ? 30_000 : 0 });
}
