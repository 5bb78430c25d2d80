// The league a /{sport}/{league} page is for: a sport and league that do not go together are the not-found page.
import "server-only";
import { notFound } from "next/navigation";
import { parseLeagueRoute, type League, type Sport } from "@/lib/domain/leagues";

export async function leaguePageRoute(params: Promise<{ sport: string; league: string }>): Promise<{ sport: Sport; league: League }> {
  const { sport, league } = await params;
  return parseLeagueRoute(sport, league) ?? notFound();
}
