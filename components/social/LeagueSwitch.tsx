// Switches a league page (feeds) between the four leagues, keeping the rest of the path.
import { Tabs } from "@/components/ui/Tabs";
import { LEAGUE_LABELS, LEAGUES, sportOfLeague, type League } from "@/lib/domain/leagues";
import styles from "./LeagueSwitch.module.css";

export function LeagueSwitch({ current, suffix, label }: { current: League; suffix: string; label: string }) {
  const items = LEAGUES.map((league) => ({ href: `/${sportOfLeague(league)}/${league}${suffix}`, label: LEAGUE_LABELS[league].short, active: league === current }));
  return <Tabs label={label} variant="pills" items={items} className={styles.switch} />;
}
