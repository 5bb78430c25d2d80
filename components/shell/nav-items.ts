// The shell's navigation: the same destinations in the header and the side drawer (which words them slightly differently).
import { DAILY_PICKS_PATH } from "@/lib/settings/site";

export type NavItem = { href: string; label: string; drawerLabel: string; icon: "ticket" | "trophy" | "users" | "book"; match: string };

export const MAIN_NAV: readonly NavItem[] = [
  { href: DAILY_PICKS_PATH, label: "Daily free picks", drawerLabel: "Free daily picks", icon: "ticket", match: "/picks/daily" },
  { href: "/leaderboard", label: "Leaderboard", drawerLabel: "Leaderboard", icon: "trophy", match: "/leaderboard" },
  { href: "/pools", label: "Pools", drawerLabel: "Pools", icon: "users", match: "/pools" },
  { href: "/rules", label: "Rules", drawerLabel: "Rules", icon: "book", match: "/rules" },
];

export function isActivePath(pathname: string | null, match: string): boolean {
  return pathname !== null && (pathname === match || pathname.startsWith(`${match}/`));
}
