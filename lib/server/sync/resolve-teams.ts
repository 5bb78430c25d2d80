// Maps a provider's team reference to our Team id, within the league: ESPN id, then abbreviation, then name.
import { teamKey } from "@/lib/domain/team-key";
import type { FeedTeam, TeamRef } from "@/lib/feeds/types";

/** Every spelling a team answers to: current and former abbreviations and names, each provider's own. */
function spellings(team: FeedTeam): string[] {
  return [team.abbreviation, team.espnAbbreviation, team.name, team.oddsApiName, ...(team.aliases ?? [])].flatMap((text) =>
    text && teamKey(text) ? [teamKey(text)] : [],
  );
}

/**
 * Throws when one id or spelling would name two teams of a league: a guess between two teams would put a game
 * on the wrong team, so such a list is refused outright rather than matched in whichever order it came.
 */
export function teamResolver(teams: readonly FeedTeam[]) {
  const byEspnId = new Map<string, FeedTeam>();
  const byKey = new Map<string, FeedTeam>();
  const claim = (map: Map<string, FeedTeam>, key: string, team: FeedTeam) => {
    const holder = map.get(key);
    if (holder && holder.id !== team.id) {
      throw new Error(`"${key}" would match both ${holder.name} and ${team.name}: team keys must be unique within a league.`);
    }
    map.set(key, team);
  };
  for (const team of teams) {
    if (team.espnId) claim(byEspnId, `${team.league}:${team.espnId.trim()}`, team);
    for (const key of spellings(team)) claim(byKey, `${team.league}:${key}`, team);
  }
  const find = (map: Map<string, FeedTeam>, league: string, key: string | null | undefined) =>
    key ? map.get(`${league}:${key}`)?.id : undefined;
  return (league: string, ref: TeamRef): number | null =>
    find(byEspnId, league, ref.espnId?.trim()) ??
    find(byKey, league, ref.abbreviation && teamKey(ref.abbreviation)) ??
    find(byKey, league, ref.name && teamKey(ref.name)) ??
    null;
}
