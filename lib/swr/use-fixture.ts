"use client";
// One fixture with its pickers, kept fresh every 30 s; the server-rendered copy seeds it.
import useSWR from "swr";
import { api, apiPath } from "@/lib/client/api";
import type { FixtureDetail } from "@/lib/contracts/fixtures";
import { fetcher } from "./fetcher";

export function useFixture(sport: string, league: string, id: number, initial?: FixtureDetail) {
  return useSWR<FixtureDetail>(apiPath(api.fixtures.get, { sport, league, id }), fetcher, {
    fallbackData: initial,
    refreshInterval: 30_000,
    revalidateOnMount: !initial,
  });
}
