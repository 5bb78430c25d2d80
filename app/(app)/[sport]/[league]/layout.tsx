// League pages: only the four real sport and league pairs exist. Checked here, above the loading boundary,
// so an invalid pair answers 404 before any streamed byte commits the status to 200.
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { parseLeagueRoute } from "@/lib/domain/leagues";

export default async function LeagueLayout({ children, params }: { children: ReactNode; params: Promise<{ sport: string; league: string }> }) {
  const { sport, league } = await params;
  if (!parseLeagueRoute(sport, league)) notFound();
  return children;
}
