"use client";
// The header's main links, marking the current section with aria-current.
import { usePathname } from "next/navigation";
import { MainNavItem } from "./MainNavItem";
import { MAIN_NAV } from "./nav-items";
import styles from "./Header.module.css";

export function NavLinks() {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.navList}>
        {MAIN_NAV.map((item) => (
          <MainNavItem key={item.href} item={item} pathname={pathname} className={styles.navLink}>
            {item.label}
          </MainNavItem>
        ))}
      </ul>
    </nav>
  );
}
