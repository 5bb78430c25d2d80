// Shown to visitors where a signed-in picker would see picks: log in or sign up.
import Link from "next/link";
import styles from "./LoginPrompt.module.css";

export function LoginPrompt({ what }: { what: string }) {
  return (
    <p className={styles.prompt}>
      <Link href="/login">Log in</Link> or <Link href="/signup">sign up</Link> to see {what}.
    </p>
  );
}
