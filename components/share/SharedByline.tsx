// The line above a shared pick's or parlay's title: what it is, and whose, linked to their profile.
import Link from "next/link";
import { profilePath } from "@/lib/domain/share-paths";
import styles from "./SharedPage.module.css";

export function SharedByline({ what, username }: { what: string; username: string }) {
  return (
    <p className={styles.kicker}>
      {what} by <Link href={profilePath(username)}>{username}</Link>
    </p>
  );
}
