"use client";
// A survivor pool's slate page, seeded by the server's read and read again after each of the member's writes.
import useSWR from "swr";
import { api, apiPath } from "@/lib/client/api";
import type { SurvivorState } from "@/lib/contracts/survivor";
import { fetcher } from "./fetcher";

export function useSurvivor(poolId: string, firstState: SurvivorState) {
  const { data, mutate } = useSWR<SurvivorState>(apiPath(api.survivor.get, { poolId }), fetcher, { fallbackData: firstState, revalidateOnMount: false, revalidateOnFocus: false });
  return { state: data ?? firstState, reload: () => mutate() };
}
