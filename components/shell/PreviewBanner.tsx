// The banner of a read-only preview (a Vercel preview without a database of its own): every page says writes are off.
import { isReadOnlyDeployment } from "@/lib/settings";
import styles from "./PreviewBanner.module.css";

/** A server component: the settings decide, at build time for static pages and per request for the others. */
export function PreviewBanner() {
  if (!isReadOnlyDeployment()) return null;
  return (
    <div role="status" className={styles.banner}>
      <strong>Preview — read-only demo.</strong> This preview of unreleased code has no database of its own: you can look
      around, but nothing you do here is saved.
    </div>
  );
}
