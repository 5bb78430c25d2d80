// The caller's notifications (GET /api/notifications) with mark-one and mark-all-read actions.
"use client";
import useSWR, { useSWRConfig } from "swr";
import type { Page } from "@/lib/contracts/page";
import type { NotificationView } from "@/lib/contracts/social";
import { fetcher, sendJson } from "./fetcher";
import { NOTIFICATION_COUNT_KEY } from "./use-notification-count";

export type { NotificationView };

const KEY = "/api/notifications?limit=50";

export function useNotifications() {
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, isLoading, mutate } = useSWR<Page<NotificationView>>(KEY, fetcher);

  async function markRead(id: number) {
    await mutate(
      async (current) => {
        await sendJson("/api/notifications/read", { method: "PUT", body: { id } });
        return current && { ...current, items: current.items.map((item) => (item.id === id ? { ...item, read: true } : item)) };
      },
      { revalidate: false },
    );
    await mutateKey(NOTIFICATION_COUNT_KEY);
  }

  async function markAllRead() {
    await mutate(
      async (current) => {
        await sendJson("/api/notifications/read/all", { method: "PUT" });
        return current && { ...current, items: current.items.map((item) => ({ ...item, read: true })) };
      },
      { revalidate: false },
    );
    await mutateKey(NOTIFICATION_COUNT_KEY);
  }

  return { notifications: data?.items, error, isLoading, markRead, markAllRead };
}
