"use client";
// Confirm, in the builder's panel and in its phone bar: off until the legs can make a parlay, busy while they are sent.
import { canConfirm } from "@/lib/domain/parlay-builder";
import { useParlayBuilder } from "./ParlayBuilderProvider";

/** hintId: the note saying why Confirm is off, which the button then points to. */
type Props = { className: string; hintId?: string };

export function ConfirmParlayButton({ className, hintId }: Props) {
  const builder = useParlayBuilder();
  if (!builder) return null;
  const { state, submitting } = builder;
  const confirmable = canConfirm(state);
  return (
    <button
      type="button"
      className={className}
      onClick={() => void builder.confirm()}
      disabled={!confirmable || submitting}
      aria-describedby={confirmable ? undefined : hintId}
      aria-busy={submitting}
    >
      {submitting ? "Confirming…" : "Confirm parlay"}
    </button>
  );
}
