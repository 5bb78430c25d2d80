// The unread-notification count for the header badge (GET /api/notifications/count), refreshed without a reload.
"use client";
import useSWR from "swr";
import { api, apiPath } from "@/lib/client/api";
import { fetcher } from "./fetcher";

export const NOTIFICATION_COUNT_KEY = apiPath(api.social.notificationCount);

/** `initial` is the count the server rendered with the page, so the badge never flashes empty. */
export function useNotificationCount(initial?: number, options: { enabled?: boolean } = {}) {
  const { data, mutate } = useSWR<number>(options.enabled === false ? null : NOTIFICATION_COUNT_KEY, fetcher, {
    fallbackData: initial,
    refreshInterval: 60_000,
    revalidateOnFocus: true,
  });
  return { count: data ?? initial ?? 0, refresh: () => mutate() };
}
