"use client";
// 'Create new parlay': opens the builder (NEW_PARLAY); renders nothing where no builder is mounted.
import clsx from "clsx";
import { useParlayBuilder } from "./ParlayBuilderProvider";
import styles from "./ParlayPanel.module.css";

export function CreateParlayButton({ className }: { className?: string }) {
  const builder = useParlayBuilder();
  if (!builder) return null;
  return (
    <button
      type="button"
      className={clsx(styles.create, className)}
      onClick={builder.open}
      aria-pressed={builder.active}
      disabled={builder.active}
    >
      Create new parlay
    </button>
  );
}
