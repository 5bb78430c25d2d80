"use client";
// The small-screen side menu: main destinations, then the picker's profile and Sign out, Verify and Sign out (unverified), or Signup and Login, and the tagline.
import Link from "next/link";
import { Drawer } from "@/components/ui/Drawer";
import { LogInIcon, LogOutIcon, MailIcon, UserIcon, UserPlusIcon } from "@/components/ui/icons";
import { TAGLINE, VERIFY_EMAIL_PATH, VERIFY_EMAIL_TITLE } from "@/lib/settings/site";
import { NavIcon } from "./NavIcon";
import type { ShellUser } from "@/lib/contracts/users";
import { isAuthenticatedShell, isUnverifiedShell } from "@/lib/domain/shell-user";
import { MainNavItem } from "./MainNavItem";
import { MAIN_NAV } from "./nav-items";
import { SignOutButton } from "./SignOutButton";
import styles from "./SideDrawer.module.css";

type Props = { open: boolean; onClose: () => void; user: ShellUser | null; pathname: string | null };

export function SideDrawer({ open, onClose, user, pathname }: Props) {
  const signedIn = isAuthenticatedShell(user);
  const profilePath = user?.username ? `/picker/${encodeURIComponent(user.username)}` : "";
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Menu"
      hideTitle
      side="left"
      footer={
        <figure className={styles.tagline}>
          <blockquote>“{TAGLINE.quote}”</blockquote>
          <figcaption>— {TAGLINE.author}</figcaption>
        </figure>
      }
    >
      <nav aria-label="Side menu">
        <ul className={styles.list}>
          {MAIN_NAV.map((item) => (
            <MainNavItem key={item.href} item={item} pathname={pathname} className={styles.link} onClick={onClose}>
              <NavIcon name={item.icon} />
              {item.drawerLabel}
            </MainNavItem>
          ))}
        </ul>
        <ul className={styles.list}>
          {isUnverifiedShell(user) ? (
            <>
              <li>
                <Link href={VERIFY_EMAIL_PATH} className={`${styles.link} ${styles.primary}`} onClick={onClose}>
                  <MailIcon />
                  {VERIFY_EMAIL_TITLE}
                </Link>
              </li>
              <li>
                <SignOutButton className={`${styles.link} ${styles.signOut}`} onDone={onClose}>
                  <LogOutIcon />
                  Sign out
                </SignOutButton>
              </li>
            </>
          ) : signedIn ? (
            <>
              {/* The header's profile link is desktop-only: on a phone this is the way to one's own profile. */}
              {user.username && (
                <li>
                  <Link href={profilePath} className={styles.link} onClick={onClose} aria-current={pathname === profilePath ? "page" : undefined}>
                    <UserIcon />
                    My profile
                  </Link>
                </li>
              )}
              <li>
                <Link href="/logout" className={styles.link} onClick={onClose}>
                  <LogOutIcon />
                  Sign out
                </Link>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link href="/signup" className={styles.link} onClick={onClose}>
                  <UserPlusIcon />
                  Signup
                </Link>
              </li>
              <li>
                <Link href="/login" className={`${styles.link} ${styles.primary}`} onClick={onClose}>
                  <LogInIcon />
                  Login
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </Drawer>
  );
}
