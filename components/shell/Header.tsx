// The site header: logo, main navigation, account area and picker search on desktop; menu button, logo, bell and search on small screens.
import { HeaderAccount } from "./HeaderAccount";
import { HeaderSearch } from "./HeaderSearch";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { NavLinks } from "./NavLinks";
import styles from "./Header.module.css";

/** Reads no request data: the user-dependent parts (account area, drawer links) are client islands. */
export function Header() {
  return (
    <header className={styles.header}>
      <a href="#content" className={styles.skip}>
        Skip to content
      </a>
      <div className={styles.inner}>
        <div className={styles.mobileOnly}>
          <MobileMenu />
        </div>
        <Logo />
        <NavLinks />
        <HeaderAccount />
        <HeaderSearch />
      </div>
    </header>
  );
}
