// One page of a league's free daily picks, newest game first, with the season label and the league switch (server-rendered).
import Link from "next/link";
import { notFound } from "next/navigation";
import { isAppError } from "@/lib/errors/app-error";
import { LEAGUE_LABELS, type League } from "@/lib/domain/leagues";
import { appTimeZone } from "@/lib/settings";
import { seasonLabel } from "@/lib/domain/season";
import { cachedDailyPicks } from "@/lib/server/reports/cached-daily-picks";
import { dailyPicksListPath } from "@/lib/domain/daily-pick-text";
import { DailyPickList } from "./DailyPickList";
import { LeagueSwitch } from "./LeagueSwitch";
import styles from "./DailyPicksScreen.module.css";

export async function DailyPicksScreen({ league, cursor }: { league: League; cursor: number | null }) {
  const timeZone = appTimeZone();
  // An older-page link whose report is gone (unpublished, another league's id) is a dead link: not found, rather
  // than the first page under an "older" address, which would look like the list had lost its newest games.
  const page = await cachedDailyPicks(league, cursor).catch((error: unknown) => {
    if (isAppError(error) && error.code === "VALIDATION_ERROR") notFound();
    throw error;
  });
  const season = seasonLabel(league, page.items.map((f) => new Date(f.date.time)), { timeZone });
  return (
    <main className={styles.main}>
      <header className={styles.header}>
        <h1 className={styles.title}>Free daily {LEAGUE_LABELS[league].short} picks</h1>
        <p className={styles.season}>
          <span className="visually-hidden">Season </span>
          {season}
        </p>
      </header>
      <LeagueSwitch current={league} />
      <DailyPickList picks={page.items} />
      {page.nextCursor ? (
        <p className={styles.more}>
          <Link href={`${dailyPicksListPath(league)}&cursor=${page.nextCursor}`} rel="next">
            Older picks
          </Link>
        </p>
      ) : null}
    </main>
  );
}
