"use client";
// The leaderboards of a period (by points: everyone, follows or a pool; or the Sharpest board), page by page, refreshed every minute; the server's first page seeds them.
import useSWRInfinite from "swr/infinite";
import type { Period } from "@/lib/domain/period-names";
import type { Leaderboard, LeaderboardScope, SharpestBoard } from "@/lib/contracts/leaderboard";
import type { Page } from "@/lib/contracts/page";
import { api, apiPath } from "@/lib/client/api";
import { fetcher } from "./fetcher";

export const LEADERBOARD_REFRESH_MS = 60_000;

/** Parameters only where they differ from the defaults, in one order, so each board has one SWR key. */
export function leaderboardUrl(period: Period, cursor?: string | null, scope: LeaderboardScope = "all", sort?: "clv"): string {
  return apiPath(api.leaderboard.get, undefined, { period, scope: scope === "all" ? undefined : scope, cursor: cursor ?? undefined, sort });
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
  return useBoardPages((cursor) => leaderboardUrl(period, cursor, "all", "clv"), firstPage);
}
