// The first page of a league's free daily picks. Public URL /picks/daily?sport=&league= (rewritten here by next.config.ts,
// so that the league is a path segment the page can check); rendered per request from the cached list (the "daily-picks" tag).
import type { Metadata } from "next";
import { DailyPicksScreen } from "@/components/daily/DailyPicksScreen";
import { LEAGUES, parseLeagueRoute, sportOfLeague } from "@/lib/domain/leagues";
import { dailyPicksListMetadata } from "@/lib/server/reports/daily-pick-seo";
import { leaguePageRoute } from "@/lib/server/leagues/league-page-route";

// Any other sport and league is not found without a render.
export const dynamicParams = false;

export function generateStaticParams() {
  return LEAGUES.map((league) => ({ sport: sportOfLeague(league), league }));
}

type Props = { params: Promise<{ sport: string; league: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { sport, league } = await params;
  const route = parseLeagueRoute(sport, league);
  return route ? dailyPicksListMetadata(route.league) : {};
}

export default async function DailyPicksPage({ params }: Props) {
  const route = await leaguePageRoute(params);
  return <DailyPicksScreen league={route.league} cursor={null} />;
}
