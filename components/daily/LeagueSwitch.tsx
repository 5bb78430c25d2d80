// Links to one page per league (daily picks by default, the admin picker too); the current one is marked for assistive technology.
import clsx from "clsx";
import Link from "next/link";
import { LEAGUES, LEAGUE_LABELS, type League } from "@/lib/domain/leagues";
import { dailyPicksListPath } from "@/lib/domain/daily-pick-text";
import styles from "./LeagueSwitch.module.css";

type Props = { current: League; hrefFor?: (league: League) => string; label?: string };

export function LeagueSwitch({ current, hrefFor = dailyPicksListPath, label = "Leagues" }: Props) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {LEAGUES.map((league) => (
          <li key={league}>
            <Link
              href={hrefFor(league)}
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
