"use client";
// The leaderboard of a period, page by page, refreshed every minute; the server's first page seeds it.
import useSWRInfinite from "swr/infinite";
import type { Period } from "@/lib/domain/periods";
import type { Leaderboard } from "@/lib/contracts/leaderboard";
import { fetcher } from "./fetcher";

export const LEADERBOARD_REFRESH_MS = 60_000;

export function leaderboardUrl(period: Period, cursor?: string | null): string {
  const query = new URLSearchParams({ period });
  if (cursor) query.set("cursor", cursor);
  return `/api/leaderboard?${query}`;
}

export function useLeaderboard(period: Period, firstPage?: Leaderboard) {
  return useSWRInfinite<Leaderboard>(
    (index, previous: Leaderboard | null) => {
      if (index === 0) return leaderboardUrl(period);
      return previous?.nextCursor ? leaderboardUrl(period, previous.nextCursor) : null;
    },
    fetcher,
    {
      fallbackData: firstPage ? [firstPage] : undefined,
      refreshInterval: LEADERBOARD_REFRESH_MS,
      revalidateOnMount: !firstPage,
    },
  );
}
