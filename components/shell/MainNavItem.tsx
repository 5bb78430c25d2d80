// One main destination as a list item, in the header and in the side menu alike: marked as the current page while
// its section is open.
import Link from "next/link";
import type { ReactNode } from "react";
import { isActivePath, type NavItem } from "./nav-items";

type Props = { item: NavItem; pathname: string | null; className: string; onClick?: () => void; children: ReactNode };

export function MainNavItem({ item, pathname, className, onClick, children }: Props) {
  return (
    <li>
      <Link href={item.href} className={className} onClick={onClick} aria-current={isActivePath(pathname, item.match) ? "page" : undefined}>
        {children}
      </Link>
    </li>
  );
}
