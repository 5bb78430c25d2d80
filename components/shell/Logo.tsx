// The Pickline mark and wordmark, linking home.
import Link from "next/link";
import clsx from "clsx";
import styles from "./Logo.module.css";

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="pickline-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#19b37b" />
          <stop offset="1" stopColor="#0b7a55" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#pickline-mark)" />
      <path d="M7 24.5h18" stroke="#f5b301" strokeWidth="2.6" strokeLinecap="round" />
      <path d="m9 14.5 4.5 4.5L23.5 8.5" fill="none" stroke="#ffffff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  return (
    <Link href="/" className={clsx(styles.logo, styles[tone], className)} aria-label="Pickline home">
      <LogoMark />
      <span className={styles.word} aria-hidden="true">
        Pick<span className={styles.line}>line</span>
      </span>
    </Link>
  );
}
