"use client";
// A league's fixture list for a filter, page by page, kept fresh every 30 s; the server's first page seeds it.
import useSWRInfinite from "swr/infinite";
import type { FixtureFilter } from "@/lib/domain/period-names";
import type { FixturePage } from "@/lib/contracts/fixtures";
import { api, apiPath } from "@/lib/client/api";
import { fetcher } from "./fetcher";

export const FIXTURES_REFRESH_MS = 30_000;

export function fixturesUrl(sport: string, league: string, filter: FixtureFilter, cursor?: string | null): string {
  return apiPath(api.fixtures.list, { sport, league }, { filter, cursor: cursor ?? undefined });
}

export function useFixtures(sport: string, league: string, filter: FixtureFilter, firstPage?: FixturePage) {
  return useSWRInfinite<FixturePage>(
    (index, previous: FixturePage | null) => {
      if (index === 0) return fixturesUrl(sport, league, filter);
      return previous?.nextCursor ? fixturesUrl(sport, league, filter, previous.nextCursor) : null;
    },
    fetcher,
    {
      fallbackData: firstPage ? [firstPage] : undefined,
      refreshInterval: FIXTURES_REFRESH_MS,
      revalidateFirstPage: true,
      // The server already rendered page one with the same data; refetching it at once is wasted work.
      revalidateOnMount: !firstPage,
    },
  );
}
