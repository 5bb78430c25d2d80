// The layout of the text pages (rules, privacy, contact): a title band, then a readable column of prose.
import clsx from "clsx";
import type { ReactNode } from "react";
import styles from "./ContentPage.module.css";

type Props = { eyebrow: string; title: string; lead?: ReactNode; children: ReactNode; aside?: ReactNode };

export function ContentPage({ eyebrow, title, lead, children, aside }: Props) {
  return (
    <main className={styles.main}>
      <div className={styles.band}>
        <div className={styles.bandInner}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
      </div>
      <div className={clsx(styles.body, aside && styles.withAside)}>
        <article className={styles.prose}>{children}</article>
        {aside && <aside className={styles.aside}>{aside}</aside>}
      </div>
    </main>
  );
}
