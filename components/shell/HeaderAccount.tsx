"use client";
// The header's right side: Signup and Login for visitors; Verify e-mail and Sign out for unverified users; or the bell,
// Logout and (on desktop) the avatar link for verified users.
// A client island fed by GET /api/user/shell, so no page has to read the session cookie to render the header.
import Link from "next/link";
import { ButtonLink } from "@/components/ui/Button";
import { Avatar } from "@/components/ui/Avatar";
import { BellIcon } from "@/components/ui/icons";
import { formatBadgeCount } from "@/lib/domain/format";
import { useNotificationCount } from "@/lib/swr/use-notification-count";
import { useShellUser } from "@/lib/swr/use-shell-user";
import { VERIFY_EMAIL_PATH } from "@/lib/settings/site";
import { isAuthenticatedShell, isUnverifiedShell } from "@/lib/domain/shell-user";
import { SignOutButton } from "./SignOutButton";
import styles from "./Header.module.css";

export function notificationsLabel(count: number): string {
  if (count <= 0) return "Notifications";
  return count > 99 ? "Notifications, more than 99 unread" : `Notifications, ${count} unread`;
}

export function HeaderAccount() {
  const { state } = useShellUser();
  const user = state?.user ?? null;
  // Starts from the count that came with the user and follows it (polling, focus, the notifications page's mutations).
  const { count: unreadCount } = useNotificationCount(state?.unreadCount, { enabled: isAuthenticatedShell(user) });
  if (!state) {
    // Until the user is known: an empty area the size of the visitor's buttons, so nothing around it moves.
    return <div className={`${styles.account} ${styles.accountPending}`} data-testid="header-account-pending" aria-hidden="true" />;
  }
  if (isUnverifiedShell(user)) {
    return (
      <div className={styles.account}>
        <SignOutButton className={`${styles.navLink} ${styles.signOut} ${styles.desktopOnly}`} />
        <ButtonLink href={VERIFY_EMAIL_PATH} variant="accent" size="sm">
          Verify e-mail
        </ButtonLink>
      </div>
    );
  }
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
          <Avatar picture={user.picture} name={user.username} size="sm" decorative />
          <span className={styles.username}>{user.username}</span>
        </Link>
      )}
    </div>
  );
}
