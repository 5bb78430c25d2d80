// A card per league linking to its dashboard, with the number of pickers in it.
import Link from "next/link";
import { ChevronRightIcon } from "@/components/ui/icons";
import { LEAGUES, LEAGUE_LABELS, SPORT_LABELS, sportOfLeague, type League } from "@/lib/domain/leagues";
import { SportIcon } from "./SportIcon";
import styles from "./LeagueCards.module.css";

export function pickerCountLabel(count: number): string {
  return `${count} ${count === 1 ? "picker" : "pickers"} in this league`;
}

export function LeagueCards({ counts }: { counts: Record<League, number> }) {
  return (
    <ul className={styles.grid} aria-label="Leagues">
      {LEAGUES.map((league) => {
        const sport = sportOfLeague(league);
        return (
          <li key={league} className={styles.item}>
            <Link href={`/${sport}/${league}`} className={`${styles.card} ${styles[league]}`} data-league={league}>
              <span className={styles.top}>
                <span className={styles.icon}>
                  <SportIcon sport={sport} size={26} />
                </span>
                <span className={styles.sport}>{SPORT_LABELS[sport]}</span>
              </span>
              <span className={styles.league}>{LEAGUE_LABELS[league].short}</span>
              <span className={styles.name}>{LEAGUE_LABELS[league].name}</span>
              <span className={styles.count}>
                {pickerCountLabel(counts[league])}
                <ChevronRightIcon size={18} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
