// Switches a league page (feeds) between the four leagues, keeping the rest of the path.
import Link from "next/link";
import { LEAGUE_LABELS, LEAGUES, sportOfLeague, type League } from "@/lib/domain/leagues";
import styles from "./LeagueSwitch.module.css";

export function LeagueSwitch({ current, suffix, label }: { current: League; suffix: string; label: string }) {
  return (
    <nav aria-label={label} className={styles.switch}>
      {LEAGUES.map((league) => (
        <Link
          key={league}
          href={`/${sportOfLeague(league)}/${league}${suffix}`}
          className={styles.link}
          aria-current={league === current ? "page" : undefined}
        >
          {LEAGUE_LABELS[league].short}
        </Link>
      ))}
    </nav>
  );
}
