// What a signed-in picker is offered under a game's daily report or a shared pick: the game itself, to pick it while it
// is open, to see who picked what once it is not.
import Link from "next/link";
import styles from "./PickCallToAction.module.css";

/** invitation: the line shown while the game still takes picks. */
type Props = { fixtureHref: string; open: boolean; invitation: string };

export function SignedInPickCall({ fixtureHref, open, invitation }: Props) {
  return (
    <aside className={styles.cta} aria-label="Make your pick">
      <p className={styles.text}>{open ? invitation : "See who picked what on this game."}</p>
      <Link className={styles.button} href={fixtureHref}>
        {open ? "Pick this game" : "See the game"}
      </Link>
    </aside>
  );
}
