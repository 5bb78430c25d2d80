"use client";
// The create form's choice of game: pick'em, survivor or a weekly card.
import type { PoolKind } from "@/lib/domain/survivor";
import { RadioChoice } from "./RadioChoice";

const KINDS: { value: PoolKind; label: string }[] = [
  { value: "PICKEM", label: "Pick'em: points for every winning pick" },
  { value: "SURVIVOR", label: "Survivor: one team per slate, last one standing wins" },
  { value: "CARD", label: "Weekly card: everyone picks the same card each week, with confidence points and a tiebreaker if you like" },
];

export function PoolKindChoice({ kind, onKind }: { kind: PoolKind; onKind: (kind: PoolKind) => void }) {
  return <RadioChoice legend="Game" name="pool-kind" options={KINDS} value={kind} onChange={onKind} />;
}
