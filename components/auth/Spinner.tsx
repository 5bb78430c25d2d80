// A small inline spinner for busy buttons (the design system's Spinner can replace it once it lands).
import styles from "./Spinner.module.css";

export function Spinner({ label = "Loading" }: { label?: string }) {
  return <span className={styles.spinner} role="status" aria-label={label} />;
}
