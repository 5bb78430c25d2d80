// The body of a daily-pick page, all server-rendered (complete without JavaScript); only the call to pick is a client island.
import Link from "next/link";
import { LEAGUE_LABELS } from "@/lib/domain/leagues";
import { dailyPickTitle, dailyPicksListPath, fixturePath } from "@/lib/domain/daily-pick-text";
import type { DailyPick } from "@/lib/contracts/daily-picks";
import { GameCard } from "./GameCard";
import { PickCallToAction } from "./PickCallToAction";
import { PickShare } from "./PickShare";
import { ReportMarkdown } from "./ReportMarkdown";
import styles from "./DailyPickView.module.css";

type Props = { pick: DailyPick; timeZone: string };

export function DailyPickView({ pick, timeZone }: Props) {
  const published = new Date(pick.reportPublishedAt);
  return (
    <main className={styles.page}>
      <p className={styles.back}>
        <Link href={dailyPicksListPath(pick.league)}>All free daily {LEAGUE_LABELS[pick.league].short} picks</Link>
      </p>
      <article className={styles.article}>
        <header>
          <h1 className={styles.title}>{dailyPickTitle(pick)}</h1>
          <p className={styles.byline}>
            By Pickline · Published{" "}
            <time dateTime={pick.reportPublishedAt}>{published.toLocaleDateString("en-US", { timeZone, month: "long", day: "numeric", year: "numeric" })}</time>
          </p>
        </header>
        <GameCard pick={pick} />
        <section aria-label="Game report" data-testid="daily-pick-report">
          <ReportMarkdown markdown={pick.report} />
        </section>
        <PickShare pick={pick} />
        <PickCallToAction fixtureHref={fixturePath(pick)} open={pick.status === "PREGAME"} />
      </article>
    </main>
  );
}
