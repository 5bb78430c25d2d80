// League pages: only the four real sport and league pairs exist. Checked here, above the loading boundary,
// so an invalid pair answers 404 before any streamed byte commits the status to 200.
import type { ReactNode } from "react";
import { leaguePageRoute } from "@/lib/server/leagues/league-page-route";

export default async function LeagueLayout({ children, params }: { children: ReactNode; params: Promise<{ sport: string; league: string }> }) {
  await leaguePageRoute(params);
  return children;
}
