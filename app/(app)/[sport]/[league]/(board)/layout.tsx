// The league board's frame: league tabs and heading, rendered above the loading boundary so they are in the first
// bytes. Inside it they would wait for the streamed page, whose reveal React holds back to batch it with others: the
// heading, the page's largest text, then painted seconds late on a phone.
import type { ReactNode } from "react";
import { LeagueTabs } from "@/components/fixtures/LeagueTabs";
import { WarmDateFormatting } from "@/components/shell/WarmDateFormatting";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import styles from "./page.module.css";
import { leaguePageRoute } from "@/lib/server/leagues/league-page-route";

type Props = { children: ReactNode; params: Promise<{ sport: string; league: string }> };

export default async function LeagueBoardLayout({ children, params }: Props) {
  const route = await leaguePageRoute(params);
  return (
    <main className={styles.main}>
      <LeagueTabs current={route.league} />
      <h1 className={styles.title}>{LEAGUE_LABELS[route.league].short} picks</h1>
      {/* After the heading: an inline script stops the parser until the stylesheets have loaded, so before the heading it
          kept the heading out of the first paint (the header alone was painted), and the heading waited on the scripts. */}
      <WarmDateFormatting />
      {children}
    </main>
  );
}
