"use client";
// The parlay builder panel: legs, totals for a stake of 100, Confirm (2+ legs) and Cancel.
import { builderQuote, canConfirm } from "@/lib/domain/parlay-builder";
import { PARLAY_MIN_LEGS } from "@/lib/domain/parlay-rules";
import { ConfirmParlayButton } from "./ConfirmParlayButton";
import { useParlayBuilder } from "./ParlayBuilderProvider";
import { ParlayLegs } from "./ParlayLegs";
import { ParlayTotals } from "./ParlayTotals";
import styles from "./ParlayPanel.module.css";

/** The panel's anchor, for the phone bar's Review link. */
export const PARLAY_PANEL_ID = "parlay-panel";

export function ParlayPanel() {
  const builder = useParlayBuilder();
  if (!builder) return null;
  const { state, active, submitting, error, announcement } = builder;
  // The live region stays mounted so screen readers hear the success once the panel closes.
  const status = (
    <p role="status" className={announcement ? styles.success : "visually-hidden"}>
      {announcement}
    </p>
  );
  if (!active) return status;

  const quote = builderQuote(state);
  const confirmable = canConfirm(state);
  const hintId = "parlay-confirm-hint";
  return (
    <section id={PARLAY_PANEL_ID} className={styles.panel} aria-labelledby="parlay-panel-title" data-testid="parlay-panel">
      <header className={styles.header}>
        <h2 id="parlay-panel-title" className={styles.title}>
          New parlay
        </h2>
        <span className={styles.count}>
          {state.legs.length} {state.legs.length === 1 ? "pick" : "picks"}
        </span>
      </header>
      {state.notice && (
        <p className={styles.notice} role="alert" data-kind={state.notice.kind}>
          {state.notice.message}
        </p>
      )}
      {state.legs.length === 0 ? (
        <p className={styles.empty}>Click on a team to add it to your parlay.</p>
      ) : (
        <ParlayLegs legs={state.legs} onRemove={builder.remove} />
      )}
      {quote && <ParlayTotals quote={quote} />}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {!confirmable && (
        <p id={hintId} className={styles.hint}>
          Add at least {PARLAY_MIN_LEGS} picks to confirm.
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={builder.cancel} disabled={submitting}>
          Cancel
        </button>
        <ConfirmParlayButton className={styles.confirm} hintId={hintId} />
      </div>
      {status}
    </section>
  );
}
