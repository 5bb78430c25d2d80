// League links of the admin fixture picker.
import clsx from "clsx";
import Link from "next/link";
import { LEAGUES, LEAGUE_LABELS, type League } from "@/lib/domain/leagues";
import switchStyles from "@/components/daily/LeagueSwitch.module.css";

export function LeagueSwitchAdmin({ current }: { current: League }) {
  return (
    <nav aria-label="Admin leagues" className={switchStyles.nav}>
      <ul className={switchStyles.list}>
        {LEAGUES.map((league) => (
          <li key={league}>
            <Link
              href={`/admin?league=${league}`}
              className={clsx(switchStyles.link, league === current && switchStyles.current)}
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
