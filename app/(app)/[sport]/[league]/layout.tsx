// League pages: only the four real sport and league pairs exist, and a verified picker reaches them once they have a
// nickname. Checked here, above the loading boundary, so an invalid pair answers 404 and the nickname step is a
// redirect before any streamed byte commits the status to 200. The pages read the same session (one read a request).
import type { ReactNode } from "react";
import { callerWithNickname } from "@/lib/server/auth/page-access";
import { leaguePageRoute } from "@/lib/server/leagues/league-page-route";

export default async function LeagueLayout({ children, params }: { children: ReactNode; params: Promise<{ sport: string; league: string }> }) {
  await leaguePageRoute(params);
  await callerWithNickname();
  return children;
}
