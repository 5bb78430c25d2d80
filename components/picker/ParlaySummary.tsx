// One parlay in the Picks tab: its legs, the combined line and its state.
import { formatMoneyLine } from "@/lib/domain/odds";
import type { ParlayView } from "@/lib/contracts/parlays";
import { pickStateLabel } from "./PickCard";
import styles from "./PickCard.module.css";

export function ParlaySummary({ parlay }: { parlay: ParlayView }) {
  const label = pickStateLabel(parlay);
  return (
    <li className={styles.card}>
      <span className={styles.league}>{parlay.picks.length}-leg</span>
      <span className={styles.game}>
        {parlay.picks.map((leg) => (leg.side === "HOME" ? leg.fixture.teams.home.name : leg.fixture.teams.away.name)).join(" + ")}
      </span>
      <span className={styles.picked}>Parlay {formatMoneyLine(parlay.betTotal)}</span>
      <span className={`${styles.state} ${styles[label.toLowerCase() as keyof typeof styles]}`}>{label}</span>
    </li>
  );
}
