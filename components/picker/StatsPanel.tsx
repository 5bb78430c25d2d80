// The Statistics tab: score (× 1034, as the product shows it), pick counts, favourite sport and the win-rate bar.
import { formatPoints } from "@/lib/domain/format";
import { SPORT_LABELS } from "@/lib/domain/leagues";
import type { PickerStats } from "@/lib/contracts/pickers";
import { WinrateBar } from "./WinrateBar";
import styles from "./StatsPanel.module.css";

/** A profile shows its score multiplied by this factor (the product's display rule). */
export const PROFILE_SCORE_FACTOR = 1034;

export function StatsPanel({ stats }: { stats: PickerStats }) {
  const items = [
    { label: "Score", value: `${formatPoints(Number(stats.score) * PROFILE_SCORE_FACTOR)} pts.` },
    { label: "Total picks", value: String(stats.totalPicksCount) },
    { label: "Pending picks", value: String(stats.pendingPicksCount) },
    { label: "Favorite sport", value: stats.favoriteSport ? SPORT_LABELS[stats.favoriteSport] : "None yet" },
  ];
  return (
    <section aria-labelledby="stats-heading" className={styles.panel}>
      <h2 id="stats-heading" className="visually-hidden">Statistics</h2>
      <dl className={styles.grid}>
        {items.map((item) => (
          <div key={item.label} className={styles.item}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      <WinrateBar winRate={stats.winRate} />
    </section>
  );
}
