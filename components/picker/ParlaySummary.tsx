// One parlay in the Picks tab: its legs, the combined line and its state; a hidden one, how many legs it has.
import { parlayLegName } from "@/lib/domain/share-text";
import { formatMoneyLine } from "@/lib/domain/odds";
import { pickStateLabel } from "@/lib/domain/pick-state";
import type { ParlayView } from "@/lib/contracts/parlays";
import { ShareButton } from "@/components/share/ShareButton";
import { sharedParlayPath } from "@/lib/domain/share-paths";
import { HIDDEN_UNTIL_START, PICKED_LABEL, hiddenParlayLabel } from "@/lib/domain/hidden-picks";
import styles from "./PickCard.module.css";

export function ParlaySummary({ parlay, shareable = false }: { parlay: ParlayView; shareable?: boolean }) {
  if (parlay.hidden) {
    return (
      <li className={styles.card}>
        <span className={styles.league}>{parlay.legsCount}-leg</span>
        <span className={styles.game}>{hiddenParlayLabel(parlay.legsCount)}</span>
        <span className={styles.picked}>
          <strong>{PICKED_LABEL}</strong> {HIDDEN_UNTIL_START}
        </span>
        <span className={`${styles.state} ${styles.pending}`}>{pickStateLabel({ state: parlay.state, outcome: null })}</span>
      </li>
    );
  }
  const label = pickStateLabel(parlay);
  return (
    <li className={styles.card}>
      <span className={styles.league}>{parlay.picks.length}-leg</span>
      <span className={styles.game}>
        {parlay.picks.map(parlayLegName).join(" + ")}
      </span>
      <span className={styles.picked}>Parlay {formatMoneyLine(parlay.betTotal)}</span>
      <span className={`${styles.state} ${styles[label.toLowerCase() as keyof typeof styles]}`}>{label}</span>
      {shareable ? (
        <ShareButton className={styles.share} path={sharedParlayPath(parlay.id)} title={`${parlay.picks.length}-leg parlay at ${formatMoneyLine(parlay.betTotal)}`} label="Share parlay" />
      ) : null}
    </li>
  );
}
