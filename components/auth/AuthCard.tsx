// The frame of the account pages: a centred card with a heading.
import type { ReactNode } from "react";
import styles from "./AuthForms.module.css";

export function AuthCard({ children }: { children: ReactNode }) {
  return <main className={styles.card}>{children}</main>;
}
