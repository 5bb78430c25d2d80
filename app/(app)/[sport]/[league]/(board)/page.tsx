// The league dashboard /{sport}/{league} (in a route group so its loading.tsx does not wrap the fixture pages).
import type { Metadata } from "next";
import { Suspense } from "react";
import { FilterTabs } from "@/components/fixtures/FilterTabs";
import { FixtureList } from "@/components/fixtures/FixtureList";
import { PickBar } from "@/components/fixtures/PickBar";
import { CreateParlayButton } from "@/components/parlay/CreateParlayButton";
import { ParlayBuilderProvider } from "@/components/parlay/ParlayBuilderProvider";
import { ParlayPanel } from "@/components/parlay/ParlayPanel";
import { ParlayPhoneBar } from "@/components/parlay/ParlayPhoneBar";
import { NetworkPicks } from "@/components/social/NetworkPicks";
import { LEAGUE_LABELS, parseLeagueRoute, toDbLeague } from "@/lib/domain/leagues";
import { DEFAULT_FIXTURE_FILTER, isFixtureFilter } from "@/lib/domain/periods";
import { getCurrentUser } from "@/lib/server/auth/current-user";
import { listFixtures } from "@/lib/server/fixtures/list-fixtures";
import { FIXTURES_PAGE_SIZE } from "@/lib/contracts/fixtures";
import styles from "./page.module.css";
import { leaguePageRoute } from "@/lib/server/leagues/league-page-route";

type Props = {
  params: Promise<{ sport: string; league: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { sport, league } = await params;
  const route = parseLeagueRoute(sport, league);
  return route ? { title: `${LEAGUE_LABELS[route.league].short} picks` } : {};
}

export default async function LeagueDashboardPage({ params, searchParams }: Props) {
  const route = await leaguePageRoute(params);
  const raw = (await searchParams).filter;
  const filter = isFixtureFilter(raw) ? raw : DEFAULT_FIXTURE_FILTER;
  const user = await getCurrentUser();
  const firstPage = await listFixtures({
    league: toDbLeague(route.league),
    filter,
    limit: FIXTURES_PAGE_SIZE,
    callerId: user?.id ?? null,
  });
  const basePath = `/${route.sport}/${route.league}`;
  return (
    <>
      <NetworkPicks league={route.league} caller={user} />
      <ParlayBuilderProvider signedIn={Boolean(user)}>
        <PickBar parlayAction={<CreateParlayButton />} />
        <FilterTabs basePath={basePath} current={filter} />
        <div className={styles.board}>
          {/* Never suspends (its first page is rendered here): the boundary lets the browser hydrate the list in a
              task of its own after the page's frame, instead of one long task for the whole board. No fallback: one
              never shown would still be sent, row placeholders and all, in the page's flight data. Being over React's
              12,800 bytes, the list is still streamed as a segment of its own (docs/adr-board-page-load.md). */}
          <Suspense>
            <FixtureList
              key={filter}
              sport={route.sport}
              league={route.league}
              filter={filter}
              firstPage={firstPage}
              signedIn={Boolean(user)}
            />
          </Suspense>
          <div className={styles.aside}>
            <Suspense>
              <ParlayPanel />
            </Suspense>
          </div>
        </div>
        <Suspense>
          <ParlayPhoneBar />
        </Suspense>
      </ParlayBuilderProvider>
    </>
  );
}
