// The banner of a read-only preview (a Vercel preview without a database of its own): every page says writes are off.
import { isReadOnlyDeployment } from "@/lib/settings";
import styles from "./PreviewBanner.module.css";

/** A server component: the deployment's settings decide, on every page's render. */
export function PreviewBanner() {
  if (!isReadOnlyDeployment()) return null;
  return (
    <div role="status" className={styles.banner}>
      <strong>Preview — read-only demo.</strong> This preview of unreleased code has no database of its own: you can look
      around, but nothing you do here is saved.
    </div>
  );
}
