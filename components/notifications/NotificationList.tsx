// The notifications page body: unread first, 5 skeleton rows while loading, "Clear" and per-item mark as read, and under the list the push offer.
"use client";
import clsx from "clsx";
import Link from "next/link";
import { GameTime } from "@/components/fixtures/GameTime";
import { NotificationsPushOffer } from "@/components/push/NotificationsPushOffer";
import { Skeleton } from "@/components/ui/Skeleton";
import { useNotifications } from "@/lib/swr/use-notifications";
import { notificationText } from "./notification-text";
import styles from "./NotificationList.module.css";

export const NOTIFICATION_SKELETON_ROWS = 5;

export function NotificationList() {
  const { notifications, error, isLoading, markRead, markAllRead } = useNotifications();
  const unread = notifications?.filter((item) => !item.read).length ?? 0;

  return (
    <>
      <div className={styles.toolbar}>
        <h1 className={styles.heading}>Notifications</h1>
        <button type="button" className={styles.clear} onClick={markAllRead} disabled={!notifications || unread === 0}>
          Clear
        </button>
      </div>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      {isLoading || !notifications ? (
        <ul className={styles.list} aria-busy="true" aria-label="Loading notifications">
          {Array.from({ length: NOTIFICATION_SKELETON_ROWS }, (_, i) => (
            <li key={i} className={styles.item} data-testid="notification-skeleton">
              <span className={styles.text}>
                <Skeleton width="45%" height={16} />
                <Skeleton width="70%" height={14} />
                <Skeleton width={96} height={12} />
              </span>
            </li>
          ))}
        </ul>
      ) : notifications.length === 0 ? (
        <p className={styles.empty}>You have no notifications yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Notifications">
          {notifications.map((item) => {
            const { title, body, username, href } = notificationText(item.type, item.details);
            const link = href ?? (username ? `/picker/${encodeURIComponent(username)}` : null);
            return (
              <li key={item.id} className={clsx(styles.item, !item.read && styles.unread)} data-read={item.read}>
                <div className={styles.text}>
                  <strong>{title}</strong>
                  <span>
                    {link ? <Link href={link}>{body}</Link> : body}
                  </span>
                  <span className={styles.time}>
                    <GameTime iso={item.createdAt} />
                  </span>
                </div>
                {item.read ? (
                  <span className="visually-hidden">Read</span>
                ) : (
                  <button type="button" className={styles.mark} onClick={() => markRead(item.id)} aria-label={`Mark as read: "${title}: ${body}"`}>
                    Mark as read
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <NotificationsPushOffer />
    </>
  );
}
