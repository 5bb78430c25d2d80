// The first page of a league's free daily picks. Public URL /picks/daily?sport=&league= (rewritten here by next.config.ts,
// so that the league is a path segment the page can check). Shared by every reader: made from the cached list on its
// first request after expiry, never at build time (its HTML needs the nonce of the render, docs/adr-page-caching.md).
import type { Metadata } from "next";
import { DailyPicksScreen } from "@/components/daily/DailyPicksScreen";
import { parseLeagueRoute } from "@/lib/domain/leagues";
import { dailyPicksListMetadata } from "@/lib/server/reports/daily-pick-seo";
import { leaguePageRoute } from "@/lib/server/leagues/league-page-route";

// One copy for every reader, made on its first request (never at build time: it needs the nonce of its render) and
// kept for PAGE_CACHE.dailyPicks (lib/settings/page-cache.ts). Static by force: cookies() and headers() read nothing
// here, so no caller's view can become the copy.
export const dynamic = "force-static";
export const revalidate = 60;

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
