"use client";
// Under a shared pick: signed-in pickers go to the game to make their own pick; visitors get the login panel.
// The server's HTML carries the visitor's version with a plain login link, so it works before (or without) JavaScript.
import Link from "next/link";
import type { MouseEvent } from "react";
import { useLoginPanel } from "@/components/auth/LoginPanelProvider";
import { useShellUser } from "@/lib/swr/use-shell-user";
import { SignedInPickCall } from "@/components/daily/SignedInPickCall";
import styles from "@/components/daily/PickCallToAction.module.css";

type Props = { fixtureHref: string; open: boolean };

export function SharedPickCallToAction({ fixtureHref, open }: Props) {
  const { state } = useShellUser();
  const { openLoginPanel } = useLoginPanel();
  if (state?.user) return <SignedInPickCall fixtureHref={fixtureHref} open={open} invitation="Your call? Make your own pick on this game before it starts." />;
  function login(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    openLoginPanel();
  }
  return (
    <aside className={styles.cta} aria-label="Make your pick">
      <p className={styles.text}>
        {open ? "Think you know better? Log in to make your own free pick on this game." : "Log in to pick the next games, earn points from the odds and climb the leaderboard."}
      </p>
      <Link className={styles.button} href="/login" onClick={login}>
        Log in to pick
      </Link>
      <Link className={styles.secondary} href="/signup">
        Sign up free
      </Link>
    </aside>
  );
}
