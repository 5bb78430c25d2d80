// The Statistics tab: score (× 1034, as the product shows it), pick counts, favourite sport, the win-rate bar and the
// record and points of each market.
import { formatPoints } from "@/lib/domain/format";
import { SPORT_LABELS } from "@/lib/domain/leagues";
import { MARKET_NAMES, MARKETS } from "@/lib/domain/markets";
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
      <MarketTable byMarket={stats.byMarket} />
    </section>
  );
}

/** Each market's picks, record (won-lost-push), win rate over decided picks and points, scaled as the score is. */
function MarketTable({ byMarket }: { byMarket: PickerStats["byMarket"] }) {
  return (
    <table className={styles.markets}>
      <caption>By market</caption>
      <colgroup>
        <col />
        <col className={styles.figure} />
        <col className={styles.figure} />
        <col className={styles.figure} />
        <col className={styles.points} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">Market</th>
          <th scope="col">Picks</th>
          <th scope="col">
            <abbr title="Won-lost-push">W-L-P</abbr>
          </th>
          <th scope="col">Win rate</th>
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {MARKETS.map((market) => {
          const record = byMarket[market];
          return (
            <tr key={market}>
              <th scope="row">{MARKET_NAMES[market]}</th>
              <td>{record.picks}</td>
              <td>
                {record.wins}-{record.losses}-{record.pushes}
              </td>
              <td>{record.winRate === null ? "–" : `${Math.round(record.winRate)}%`}</td>
              <td>{formatPoints(Number(record.points) * PROFILE_SCORE_FACTOR)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
