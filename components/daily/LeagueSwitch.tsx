// Links to one page per league (daily picks by default, the admin picker too); the current one is marked for assistive technology.
import { Tabs } from "@/components/ui/Tabs";
import { LEAGUES, LEAGUE_LABELS, type League } from "@/lib/domain/leagues";
import { dailyPicksListPath } from "@/lib/domain/daily-pick-text";
import styles from "./LeagueSwitch.module.css";

type Props = { current: League; hrefFor?: (league: League) => string; label?: string };

export function LeagueSwitch({ current, hrefFor = dailyPicksListPath, label = "Leagues" }: Props) {
  const items = LEAGUES.map((league) => ({ href: hrefFor(league), label: LEAGUE_LABELS[league].short, active: league === current }));
  return <Tabs label={label} variant="pills" items={items} className={styles.nav} />;
}
