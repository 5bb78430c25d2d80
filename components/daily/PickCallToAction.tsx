// The call to pick the game: visitors are invited to sign up, signed-in pickers go to the fixture page.
import Link from "next/link";
import { fixturePath } from "@/lib/server/reports/daily-pick-text";
import type { DailyPick } from "@/lib/server/reports/types";
import styles from "./PickCallToAction.module.css";

export function PickCallToAction({ pick, signedIn }: { pick: DailyPick; signedIn: boolean }) {
  const open = pick.status === "PREGAME";
  if (signedIn) {
    return (
      <aside className={styles.cta} aria-label="Make your pick">
        <p className={styles.text}>{open ? "Agree with the report? Make your own call before kick-off." : "See who picked what on this game."}</p>
        <Link className={styles.button} href={fixturePath(pick)}>
          {open ? "Pick this game" : "See the game"}
        </Link>
      </aside>
    );
  }
  return (
    <aside className={styles.cta} aria-label="Make your pick">
      <p className={styles.text}>Think you know better? Sign up free to pick this game, earn points from the odds and climb the leaderboard.</p>
      <Link className={styles.button} href="/signup">
        Sign up to pick
      </Link>
      <Link className={styles.secondary} href="/login">
        Log in
      </Link>
    </aside>
  );
}
