"use client";
// The leaderboard of a period (everyone, follows or a pool), page by page, refreshed every minute; the server's first page seeds it.
import useSWRInfinite from "swr/infinite";
import type { Period } from "@/lib/domain/period-names";
import type { Leaderboard, LeaderboardScope } from "@/lib/contracts/leaderboard";
import { fetcher } from "./fetcher";

export const LEADERBOARD_REFRESH_MS = 60_000;

export function leaderboardUrl(period: Period, cursor?: string | null, scope: LeaderboardScope = "all"): string {
  const query = new URLSearchParams({ period });
  if (scope !== "all") query.set("scope", scope);
  if (cursor) query.set("cursor", cursor);
  return `/api/leaderboard?${query}`;
}

export function useLeaderboard(period: Period, firstPage?: Leaderboard, scope: LeaderboardScope = "all") {
  return useSWRInfinite<Leaderboard>(
    (index, previous: Leaderboard | null) => {
      if (index === 0) return leaderboardUrl(period, null, scope);
      return previous?.nextCursor ? leaderboardUrl(period, previous.nextCursor, scope) : null;
    },
    fetcher,
    {
      fallbackData: firstPage ? [firstPage] : undefined,
      refreshInterval: LEADERBOARD_REFRESH_MS,
      revalidateOnMount: !firstPage,
    },
  );
}
