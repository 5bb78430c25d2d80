// The site footer: Help, Contact us (a mailto of SUPPORT_EMAIL), the social account (SOCIAL_URL), and the no-real-money note.
import Link from "next/link";
import { socialUrl, supportEmail } from "@/lib/settings/site-contacts";
import { Logo } from "./Logo";
import styles from "./Footer.module.css";

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo tone="dark" />
          <p className={styles.note}>
            Free picks on NFL, NBA, NHL and MLB games. Virtual predictions for entertainment: no real money, ever.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link href="/rules">Help</Link>
            </li>
            <li>
              <a href={`mailto:${supportEmail()}`}>Contact us</a>
            </li>
            <li>
              <Link href="/privacy">Privacy</Link>
            </li>
            <li>
              <a href={socialUrl()} rel="noopener noreferrer" target="_blank">
                Follow Pickline<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.legal}>© {new Date().getFullYear()} Pickline · For fans aged 17 and over</p>
    </footer>
  );
}
