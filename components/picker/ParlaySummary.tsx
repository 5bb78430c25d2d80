// One parlay in the Picks tab: its legs, the combined line and its state.
import { parlayLegName } from "@/lib/server/share/share-text";
import { formatMoneyLine } from "@/lib/domain/odds";
import { pickStateLabel } from "@/lib/domain/pick-state";
import type { ParlayView } from "@/lib/contracts/parlays";
import { ShareButton } from "@/components/share/ShareButton";
import { sharedParlayPath } from "@/lib/domain/share-paths";
import styles from "./PickCard.module.css";

export function ParlaySummary({ parlay, shareable = false }: { parlay: ParlayView; shareable?: boolean }) {
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
