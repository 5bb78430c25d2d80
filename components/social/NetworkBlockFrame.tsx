"use client";
// The frame of the dashboard's network block: on phones it starts folded under its heading, so the board's first
// screen shows games; from 1050px it is always open. The server HTML is the folded state, so nothing shifts.
import clsx from "clsx";
import { useId, useState, type ReactNode } from "react";
import styles from "./NetworkPicks.module.css";

type Props = { headingId: string; heading: ReactNode; actions?: ReactNode; children: ReactNode };

export function NetworkBlockFrame({ headingId, heading, actions, children }: Props) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId}>{heading}</h2>
        {actions}
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {open ? "Hide" : "Show"}
          <span className="visually-hidden"> picks from your network</span>
        </button>
      </div>
      <div id={bodyId} className={clsx(styles.body, !open && styles.folded)}>
        {children}
      </div>
    </section>
  );
}
