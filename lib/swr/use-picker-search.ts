// Picker search results for a (debounced) query: GET /api/pickers?search=.
"use client";
import useSWR from "swr";
import type { PickerSummary } from "@/lib/contracts/social";
import { api, apiPath } from "@/lib/client/api";
import { fetcher } from "./fetcher";

export function usePickerSearch(search: string) {
  const query = search.trim();
  const { data, error, isLoading } = useSWR<PickerSummary[]>(query ? apiPath(api.pickers.search, undefined, { search: query }) : null, fetcher, {
    keepPreviousData: true,
  });
  return { pickers: query ? data : undefined, error, isLoading };
}
