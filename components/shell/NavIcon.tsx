// Maps a navigation item's icon name to its line icon.
import { BookIcon, TicketIcon, TrophyIcon, UsersIcon } from "@/components/ui/icons";
import type { NavItem } from "./nav-items";

const ICONS = { ticket: TicketIcon, trophy: TrophyIcon, users: UsersIcon, book: BookIcon } as const;

export function NavIcon({ name, size = 20 }: { name: NavItem["icon"]; size?: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} />;
}
