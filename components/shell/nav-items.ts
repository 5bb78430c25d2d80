// The shell's navigation: the same destinations in the header and the side drawer (which words them slightly differently).
import { DAILY_PICKS_PATH } from "@/lib/config/site";

/** `pendingEmail`: the address still to verify, for resending its link; null once verified (the header never shows it then). */
export type ShellUser = { username: string | null; verified: boolean; avatarUrl: string | null; pendingEmail: string | null };

export type NavItem = { href: string; label: string; drawerLabel: string; icon: "ticket" | "trophy" | "users" | "book"; match: string };

export const MAIN_NAV: readonly NavItem[] = [
  { href: DAILY_PICKS_PATH, label: "Daily free picks", drawerLabel: "Free daily picks", icon: "ticket", match: "/picks/daily" },
  { href: "/leaderboard", label: "Leaderboard", drawerLabel: "Leaderboard", icon: "trophy", match: "/leaderboard" },
  { href: "/pools", label: "Pools", drawerLabel: "Pools", icon: "users", match: "/pools" },
  { href: "/rules", label: "Rules", drawerLabel: "Rules", icon: "book", match: "/rules" },
];

/** Only verified users get the authenticated header (bell, profile); signed-in unverified users get the verify prompt. */
export function isAuthenticatedShell(user: ShellUser | null): user is ShellUser {
  return user !== null && user.verified;
}

/** Signed in, e-mail not verified yet: the header and drawer offer to resend the link and to sign out. */
export function isUnverifiedShell(user: ShellUser | null): boolean {
  return user !== null && !user.verified;
}

export function isActivePath(pathname: string | null, match: string): boolean {
  return pathname !== null && (pathname === match || pathname.startsWith(`${match}/`));
}
