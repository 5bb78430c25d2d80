"use client";
// The create form's choice of game: pick'em, survivor or a weekly card.
import type { PoolKind } from "@/lib/domain/survivor";
import styles from "./Pools.module.css";

const KINDS: { kind: PoolKind; label: string }[] = [
  { kind: "PICKEM", label: "Pick'em: points for every winning pick" },
  { kind: "SURVIVOR", label: "Survivor: one team per slate, last one standing wins" },
  { kind: "CARD", label: "Weekly card: everyone picks the same card each week, with confidence points and a tiebreaker if you like" },
];

export function PoolKindChoice({ kind, onKind }: { kind: PoolKind; onKind: (kind: PoolKind) => void }) {
  return (
    <fieldset className={styles.leagues}>
      <legend>Game</legend>
      {KINDS.map((option) => (
        <label key={option.kind} className={styles.check}>
          <input type="radio" name="pool-kind" checked={kind === option.kind} onChange={() => onKind(option.kind)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
