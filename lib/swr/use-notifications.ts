// The caller's notifications (GET /api/notifications) with mark-one and mark-all-read actions.
"use client";
import useSWR from "swr";
import type { Page } from "@/lib/contracts/page";
import type { NotificationView } from "@/lib/contracts/social";
import { api, apiPath } from "@/lib/client/api";
import { fetcher } from "./fetcher";
import { useApiMutation } from "./use-api-mutation";
import { NOTIFICATION_COUNT_KEY } from "./use-notification-count";

export type { NotificationView };

const KEY = apiPath(api.social.notifications, undefined, { limit: 50 });

type Notifications = Page<NotificationView>;

export function useNotifications() {
  const { data, error, isLoading, mutate } = useSWR<Notifications>(KEY, fetcher);
  const { trigger, error: failure } = useApiMutation();

  /** Shows the matching items read at once (rolled back if refused); the unread count in the header is asked again. */
  function readWhere(matches: (item: NotificationView) => boolean) {
    // The actions are offered only once the list has loaded, so there is always a page to change.
    const read = (current = data as Notifications): Notifications => ({ ...current, items: current.items.map((item) => (matches(item) ? { ...item, read: true } : item)) });
    return { optimistic: { mutate, data: read }, revalidate: [NOTIFICATION_COUNT_KEY] };
  }

  const markRead = (id: number) => trigger(api.social.readNotification, { body: { id }, ...readWhere((item) => item.id === id) });
  const markAllRead = () => trigger(api.social.readAllNotifications, readWhere(() => true));

  return { notifications: data?.items, error: failure ?? error?.message, isLoading, markRead, markAllRead };
}
