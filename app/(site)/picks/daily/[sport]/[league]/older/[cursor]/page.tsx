// Older pages of a league's free daily picks (/picks/daily?sport=&league=&cursor=, rewritten here): read from the cache like the first page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DailyPicksScreen } from "@/components/daily/DailyPicksScreen";
import { parseCursorId } from "@/lib/contracts/cursor";
import { parseLeagueRoute } from "@/lib/domain/leagues";
import { dailyPicksListMetadata } from "@/lib/server/reports/daily-pick-seo";

type Props = { params: Promise<{ sport: string; league: string; cursor: string }> };

async function readParams(params: Props["params"]) {
  const { sport, league, cursor } = await params;
  const route = parseLeagueRoute(sport, league);
  const id = parseCursorId(cursor);
  return route && id !== null ? { league: route.league, cursor: id } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const query = await readParams(params);
  return query ? dailyPicksListMetadata(query.league) : {};
}

export default async function OlderDailyPicksPage({ params }: Props) {
  const query = await readParams(params);
  if (!query) notFound();
  return <DailyPicksScreen league={query.league} cursor={query.cursor} />;
}
