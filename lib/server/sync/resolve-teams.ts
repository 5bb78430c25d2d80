// Maps a provider's team reference (abbreviation or full name, within the league) to our Team id.
import type { FeedTeam, TeamRef } from "@/lib/feeds/types";

const key = (value: string) => value.trim().toLowerCase();

export function teamResolver(teams: readonly FeedTeam[]) {
  const byAbbreviation = new Map(teams.map((team) => [`${team.league}:${key(team.abbreviation)}`, team.id]));
  const byName = new Map(teams.map((team) => [`${team.league}:${key(team.name)}`, team.id]));
  return (league: string, ref: TeamRef): number | null =>
    (ref.abbreviation ? byAbbreviation.get(`${league}:${key(ref.abbreviation)}`) : undefined) ??
    (ref.name ? byName.get(`${league}:${key(ref.name)}`) : undefined) ??
    null;
}
