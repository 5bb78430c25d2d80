// The community's pick share on each side of a daily pick, as labelled bars.
import { formatPercent } from "@/lib/domain/format";
import type { DailyPick } from "@/lib/contracts/daily-picks";
import styles from "./PickShare.module.css";

export function PickShare({ pick }: { pick: DailyPick }) {
  const total = pick.picks.home.total + pick.picks.away.total;
  const sides = [
    { key: "away", team: pick.teams.away, share: pick.picks.away },
    { key: "home", team: pick.teams.home, share: pick.picks.home },
  ];
  return (
    <section className={styles.section} aria-labelledby="pick-share-heading">
      <h2 id="pick-share-heading" className={styles.heading}>
        What the community picks
      </h2>
      {total === 0 ? (
        <p className={styles.empty}>No picks on this game yet: be the first.</p>
      ) : (
        <ul className={styles.list}>
          {sides.map(({ key, team, share }) => (
            <li key={key}>
              <span className={styles.label}>
                <span>{team.name}</span>
                <span>
                  {formatPercent(share.percentage / 100)} · {share.total} {share.total === 1 ? "pick" : "picks"}
                </span>
              </span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.bar} style={{ width: `${share.percentage}%`, background: team.color }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
