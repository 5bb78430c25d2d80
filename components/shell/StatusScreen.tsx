// The full-page message used by the not-found and error screens: an illustration, a heading, a text and actions.
import type { ReactNode } from "react";
import styles from "./StatusScreen.module.css";

type Props = { code: string; title: string; children?: ReactNode; actions?: ReactNode; art?: "flag" | "whistle" };

function FlagArt() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="56" ry="8" fill="#dbe4f0" />
      <rect x="54" y="18" width="6" height="90" rx="3" fill="#0d1b2a" />
      <path d="M60 20h58l-12 18 12 18H60z" fill="#f5b301" />
      <path d="M60 20h29v18H60zM89 38h29l-6 9 6 9H89z" fill="#e2494b" />
      <circle cx="57" cy="16" r="6" fill="#0b7a55" />
    </svg>
  );
}

function WhistleArt() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="56" ry="8" fill="#dbe4f0" />
      <rect x="30" y="46" width="70" height="40" rx="20" fill="#0d1b2a" />
      <rect x="84" y="46" width="46" height="18" rx="6" fill="#0d1b2a" />
      <circle cx="58" cy="66" r="10" fill="#f5b301" />
      <path d="M112 30l8-12M126 36l12-6M100 28l-2-14" stroke="#e2494b" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

export function StatusScreen({ code, title, children, actions, art = "flag" }: Props) {
  return (
    <main className={styles.main}>
      <div className={styles.card}>
        {art === "flag" ? <FlagArt /> : <WhistleArt />}
        <p className={styles.code}>{code}</p>
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.text}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </main>
  );
}
