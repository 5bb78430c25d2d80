"use client";
// The leaderboards of a period (by points: everyone, follows or a pool; or the Sharpest board), page by page, refreshed every minute; the server's first page seeds them.
import useSWRInfinite from "swr/infinite";
import type { Period } from "@/lib/domain/period-names";
import type { Leaderboard, LeaderboardScope, SharpestBoard } from "@/lib/contracts/leaderboard";
import type { Page } from "@/lib/contracts/page";
import { fetcher } from "./fetcher";

export const LEADERBOARD_REFRESH_MS = 60_000;

export function leaderboardUrl(period: Period, cursor?: string | null, scope: LeaderboardScope = "all"): string {
  const query = new URLSearchParams({ period });
  if (scope !== "all") query.set("scope", scope);
  if (cursor) query.set("cursor", cursor);
  return `/api/leaderboard?${query}`;
}

function useBoardPages<T extends Page<unknown>>(urlOf: (cursor: string | null) => string, firstPage?: T) {
  return useSWRInfinite<T>(
    (index, previous: T | null) => {
      if (index === 0) return urlOf(null);
      return previous?.nextCursor ? urlOf(previous.nextCursor) : null;
    },
    fetcher,
    {
      fallbackData: firstPage ? [firstPage] : undefined,
      refreshInterval: LEADERBOARD_REFRESH_MS,
      revalidateOnMount: !firstPage,
    },
  );
}

export function useLeaderboard(period: Period, firstPage?: Leaderboard, scope: LeaderboardScope = "all") {
  return useBoardPages((cursor) => leaderboardUrl(period, cursor, scope), firstPage);
}

export function useSharpestBoard(period: Period, firstPage?: SharpestBoard) {
  return useBoardPages((cursor) => `${leaderboardUrl(period, cursor)}&sort=clv`, firstPage);
}
