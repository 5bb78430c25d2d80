"use client";
// Below the desktop breakpoint the builder's panel sits after the whole fixture list: this bar keeps the leg count,
// the combined line and Confirm at the bottom of the screen while the picker scrolls through the games.
import { builderQuote } from "@/lib/domain/parlay-builder";
import { formatMoneyLine } from "@/lib/domain/odds";
import { ConfirmParlayButton } from "./ConfirmParlayButton";
import { PARLAY_PANEL_ID } from "./ParlayPanel";
import { useParlayBuilder } from "./ParlayBuilderProvider";
import styles from "./ParlayPhoneBar.module.css";

export function ParlayPhoneBar() {
  const builder = useParlayBuilder();
  if (!builder?.active) return null;
  const { state } = builder;
  const quote = builderQuote(state);
  const count = state.legs.length;
  return (
    <section className={styles.bar} aria-label="Parlay in progress" data-testid="parlay-phone-bar">
      <p className={styles.summary}>
        <strong>
          {count} {count === 1 ? "pick" : "picks"}
        </strong>
        <span className={styles.line}>{quote ? formatMoneyLine(quote.betTotal) : "—"}</span>
      </p>
      <a href={`#${PARLAY_PANEL_ID}`} className={styles.review}>
        Review
      </a>
      <ConfirmParlayButton className={styles.confirm} />
    </section>
  );
}
