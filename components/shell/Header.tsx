// The site header: logo, main navigation, account area and picker search on desktop; menu button, logo, bell and search on small screens.
import { HeaderAccount } from "./HeaderAccount";
import { HeaderSearch } from "./HeaderSearch";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { NavLinks } from "./NavLinks";
import type { ShellUser } from "./nav-items";
import styles from "./Header.module.css";

export function Header({ user, unreadCount }: { user: ShellUser | null; unreadCount: number }) {
  return (
    <header className={styles.header}>
      <a href="#content" className={styles.skip}>
        Skip to content
      </a>
      <div className={styles.inner}>
        <div className={styles.mobileOnly}>
          <MobileMenu user={user} />
        </div>
        <Logo />
        <NavLinks />
        <HeaderAccount user={user} unreadCount={unreadCount} />
        <HeaderSearch />
      </div>
    </header>
  );
}
