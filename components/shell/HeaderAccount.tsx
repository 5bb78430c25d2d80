"use client";
// The header's right side: Signup and Login for visitors, or the bell, Logout and (on desktop) the avatar link for verified users.
import Link from "next/link";
import { ButtonLink } from "@/components/ui/Button";
import { Avatar } from "@/components/ui/Avatar";
import { BellIcon } from "@/components/ui/icons";
import { formatBadgeCount } from "@/lib/domain/format";
import { useNotificationCount } from "@/lib/swr/use-notification-count";
import { isAuthenticatedShell, type ShellUser } from "./nav-items";
import styles from "./Header.module.css";

export function notificationsLabel(count: number): string {
  if (count <= 0) return "Notifications";
  return count > 99 ? "Notifications, more than 99 unread" : `Notifications, ${count} unread`;
}

type Props = { user: ShellUser | null; unreadCount: number };

export function HeaderAccount({ user, unreadCount: serverCount }: Props) {
  // Starts from the server's count and follows it (polling, focus, and the notifications page's mutations) without a reload.
  const { count: unreadCount } = useNotificationCount(serverCount, { enabled: isAuthenticatedShell(user) });
  if (!isAuthenticatedShell(user)) {
    return (
      <div className={styles.account}>
        <ButtonLink href="/signup" variant="ghost" size="sm" className={styles.desktopOnly}>
          Signup
        </ButtonLink>
        {/* Login stays visible on phones too: it is the one action a visitor is most likely to want. */}
        <ButtonLink href="/login" variant="accent" size="sm">
          Login
        </ButtonLink>
      </div>
    );
  }
  const badge = formatBadgeCount(unreadCount);
  return (
    <div className={styles.account}>
      <Link href="/notifications" className={styles.bell} aria-label={notificationsLabel(unreadCount)}>
        <BellIcon size={22} />
        {badge && (
          <span className={styles.badge} data-testid="notification-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </Link>
      <Link href="/logout" className={`${styles.navLink} ${styles.desktopOnly}`}>
        Logout
      </Link>
      {user.username && (
        <Link href={`/picker/${encodeURIComponent(user.username)}`} className={`${styles.profile} ${styles.desktopOnly}`}>
          <Avatar src={user.avatarUrl} name={user.username} size="sm" decorative />
          <span className={styles.username}>{user.username}</span>
        </Link>
      )}
    </div>
  );
}
