// The Open Graph / Twitter card image of a daily pick (next/og): teams in their colours, league and game time.
import { ImageResponse } from "next/og";
import { LEAGUE_LABELS, parseLeagueRoute } from "@/lib/domain/leagues";
import { gameTimeLabel } from "@/lib/domain/format";
import { appTimeZone } from "@/lib/settings";
import { getDailyPick } from "@/lib/server/reports/get-daily-pick";
import type { DailyPickTeam } from "@/lib/contracts/daily-picks";

export const IMAGE_SIZE = { width: 1200, height: 630 };

function Team({ team, side }: { team: DailyPickTeam; side: string }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", alignItems: "center", width: 440 }}>
      <div style={{ width: 150, height: 150, borderRadius: 75, background: team.color, border: "6px solid #ffffff", display: "flex", alignItems: "center", justifyContent: "center", color: "#ffffff", fontSize: 48, fontWeight: 700 }}>
        {team.abbreviation}
      </div>
      <div style={{ marginTop: 24, fontSize: 40, fontWeight: 700, textAlign: "center" }}>{team.name}</div>
      <div style={{ marginTop: 8, fontSize: 26, color: "#b9c2d6" }}>{side}</div>
    </div>
  );
}

/** Uses next/og's bundled font: nothing is fetched from the network. */
export async function renderDailyPickImage(params: { sport: string; league: string; id: string }): Promise<ImageResponse> {
  const route = parseLeagueRoute(params.sport, params.league);
  const pick = route && /^\d{1,10}$/.test(params.id) ? await getDailyPick(route.league, Number(params.id)) : null;
  const label = route ? LEAGUE_LABELS[route.league].short : "Pickline";
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", background: "#0d1b2a", color: "#ffffff", padding: 56, fontFamily: "sans-serif" }}>
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 30, color: "#f2a900", fontWeight: 700 }}>
          <span>Pickline</span>
          <span>Free daily {label} pick</span>
        </div>
        {pick ? (
          <div style={{ display: "flex", flex: 1, alignItems: "center", justifyContent: "space-between" }}>
            <Team team={pick.teams.home} side="Home" />
            <div style={{ fontSize: 56, fontWeight: 700, color: "#b9c2d6" }}>vs</div>
            <Team team={pick.teams.away} side="Away" />
          </div>
        ) : (
          <div style={{ display: "flex", flex: 1, alignItems: "center", justifyContent: "center", fontSize: 56 }}>Free daily picks</div>
        )}
        <div style={{ display: "flex", justifyContent: "center", fontSize: 30 }}>
          {pick ? gameTimeLabel(pick.date.time, appTimeZone()) : "NFL · NBA · NHL · MLB"}
        </div>
      </div>
    ),
    IMAGE_SIZE,
  );
}
