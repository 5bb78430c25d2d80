// The league dashboard /{sport}/{league}; only the four real sport and league pairs exist.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LEAGUE_LABELS, parseLeagueRoute } from "@/lib/domain/leagues";

type Props = { params: Promise<{ sport: string; league: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = parseLeagueRoute((await params).sport, (await params).league);
  return route ? { title: `${LEAGUE_LABELS[route.league].short} picks` } : {};
}

export default async function LeagueDashboardPage({ params }: Props) {
  const { sport, league } = await params;
  const route = parseLeagueRoute(sport, league);
  if (!route) notFound();
  return (
    <main>
      <h1>{LEAGUE_LABELS[route.league].short} picks</h1>
    </main>
  );
}
