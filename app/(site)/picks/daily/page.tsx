// Free daily picks of one league (/picks/daily?sport=&league=), newest game first, with the season label.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { DailyPickList } from "@/components/daily/DailyPickList";
import { LeagueSwitch } from "@/components/daily/LeagueSwitch";
import { DEFAULT_LEAGUE_ROUTE, LEAGUE_LABELS, parseLeagueRoute, type League } from "@/lib/domain/leagues";
import { appTimeZone } from "@/lib/domain/periods";
import { seasonLabel } from "@/lib/domain/season";
import { cachedDailyPicks } from "@/lib/server/reports/cached-daily-picks";
import { dailyPicksListPath } from "@/lib/server/reports/daily-pick-text";
import { absoluteUrl } from "@/lib/server/reports/site-url";
import styles from "./page.module.css";

export const revalidate = 60;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { searchParams: SearchParams };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function readQuery(searchParams: SearchParams): Promise<{ league: League; cursor: number | null } | null> {
  const query = await searchParams;
  const sport = first(query.sport);
  const league = first(query.league);
  if (sport === undefined && league === undefined) {
    redirect(dailyPicksListPath(DEFAULT_LEAGUE_ROUTE.league));
  }
  const route = parseLeagueRoute(sport ?? "", league ?? "");
  if (!route) return null;
  const rawCursor = first(query.cursor);
  const cursor = rawCursor && /^\d{1,10}$/.test(rawCursor) ? Number(rawCursor) : null;
  return { league: route.league, cursor };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await readQuery(searchParams);
  if (!query) return {};
  const label = LEAGUE_LABELS[query.league].short;
  const title = `Free daily ${label} picks`;
  const description = `Free daily ${label} picks with a full game report, the money-line odds and what the Pickline community picks. No real money.`;
  const url = absoluteUrl(dailyPicksListPath(query.league));
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: "website", url, title, description, siteName: "Pickline" },
    twitter: { card: "summary", title, description },
  };
}

export default async function DailyPicksPage({ searchParams }: Props) {
  const query = await readQuery(searchParams);
  if (!query) notFound();
  const { league, cursor } = query;
  const timeZone = appTimeZone();
  const page = await cachedDailyPicks(league, cursor);
  const season = seasonLabel(league, page.fixtures.map((f) => new Date(f.date.time)), { timeZone });
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
      <DailyPickList picks={page.fixtures} timeZone={timeZone} />
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
