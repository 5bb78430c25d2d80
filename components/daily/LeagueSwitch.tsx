// Links to the daily picks of each league; the current one is marked for assistive technology.
import clsx from "clsx";
import Link from "next/link";
import { LEAGUES, LEAGUE_LABELS, type League } from "@/lib/domain/leagues";
import { dailyPicksListPath } from "@/lib/server/reports/daily-pick-text";
import styles from "./LeagueSwitch.module.css";

export function LeagueSwitch({ current }: { current: League }) {
  return (
    <nav aria-label="Leagues" className={styles.nav}>
      <ul className={styles.list}>
        {LEAGUES.map((league) => (
          <li key={league}>
            <Link
              href={dailyPicksListPath(league)}
              className={clsx(styles.link, league === current && styles.current)}
              aria-current={league === current ? "page" : undefined}
            >
              {LEAGUE_LABELS[league].short}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
