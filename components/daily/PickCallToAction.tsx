"use client";
// The call to pick the game: visitors are invited to sign up, signed-in pickers go to the fixture page.
// A client island: the page's HTML (the same for everyone, complete without JavaScript) carries the visitor's version.
import Link from "next/link";
import { useShellUser } from "@/lib/swr/use-shell-user";
import styles from "./PickCallToAction.module.css";
import { SignedInPickCall } from "./SignedInPickCall";

type Props = { fixtureHref: string; open: boolean };

export function PickCallToAction({ fixtureHref, open }: Props) {
  const { state } = useShellUser();
  if (state?.user) return <SignedInPickCall fixtureHref={fixtureHref} open={open} invitation="Agree with the report? Make your own call before kick-off." />;
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
