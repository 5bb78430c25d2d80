// The words of shared pages and their preview images: titles, descriptions and result lines.
import { formatPoints, formatRecord } from "@/lib/domain/format";
import { LEAGUE_LABELS, type League } from "@/lib/domain/leagues";
import { legName, pickSlip, selectionName, type PickedLine } from "@/lib/domain/markets";
import { formatMoneyLine } from "@/lib/domain/odds";
import { pickStateLabel } from "@/lib/domain/pick-state";
import { PICKED_LABEL, hiddenParlayLabel } from "@/lib/domain/hidden-picks";
import type { Selection } from "@/lib/domain/enum-values";

// The fields these words read, as the API's pick, parlay and profile views carry them (lib/contracts).
type Team = { name: string; abbreviation: string };
type Game<T extends Team = Team> = { teams: { home: T; away: T } };
type Standing = { state: string; outcome: string | null; points: number };
type SlipPick = Pick<PickedLine, "market" | "side" | "point"> & { moneyLine: number; fixture: Game };
type SharedPick = { league: League; fixture: Game } & ({ hidden: true } | ({ hidden: false } & SlipPick & Standing));
type ParlayLeg = Pick<PickedLine, "market" | "side" | "point"> & { fixture: Game };
type SharedParlay = { hidden: true; legsCount: number } | ({ hidden: false; betTotal: number; picks: ParlayLeg[] } & Standing);
type PickerRecord = { wins: number; losses: number; pushes: number };

/** The team a pick backs; null for a total, which backs no team. */
export function pickedTeam<T extends Team>(pick: { side: Selection; fixture: Game<T> }): T | null {
  return pick.side === "HOME" ? pick.fixture.teams.home : pick.side === "AWAY" ? pick.fixture.teams.away : null;
}

/** "Buffalo Bills", "Buffalo Bills -2.5" or "Over 47.5": what a pick backs, by full team names. */
export function pickedName(pick: SlipPick): string {
  return selectionName(pick, { home: pick.fixture.teams.home.name, away: pick.fixture.teams.away.name });
}

/** "Buffalo Bills +150", "Buffalo Bills -2.5 (-110)", "Over 47.5 (-105)": a pick as a bet slip reads. */
export function pickSlipLine(pick: SlipPick): string {
  return pickSlip(pick, pick.fixture.teams, "name");
}

/** "Won +1.67 pts.", "Lost", "Push" or "Pending". */
export function resultLine(item: { state: string; outcome: string | null; points: number }): string {
  const label = pickStateLabel(item);
  return label === "Won" ? `Won +${formatPoints(item.points)} pts.` : label;
}

export function pickTitle(pick: SharedPick, username: string): string {
  const { home, away } = pick.fixture.teams;
  if (pick.hidden) return `${username} made a pick in ${away.name} @ ${home.name}`;
  return `${username} picked ${pickSlipLine(pick)} in ${away.name} @ ${home.name}`;
}

export function pickDescription(pick: SharedPick): string {
  if (pick.hidden) return `${LEAGUE_LABELS[pick.league].short} pick on Pickline: ${PICKED_LABEL}, shown once the game starts. Make your own free pick on this game.`;
  return `${LEAGUE_LABELS[pick.league].short} pick on Pickline, ${resultLine(pick).toLowerCase()}. Make your own free pick on this game.`;
}

/** "Buffalo Bills -2.5", or a total with its game: "Over 47.5 (MIA @ BUF)". */
export function parlayLegName(leg: ParlayLeg): string {
  const { home, away } = leg.fixture.teams;
  return legName(leg, { home: home.name, away: away.name }, { home: home.abbreviation, away: away.abbreviation });
}

export function parlayTitle(parlay: SharedParlay, username: string): string {
  if (parlay.hidden) return `${username}'s ${hiddenParlayLabel(parlay.legsCount).toLowerCase()}`;
  return `${username}'s ${parlay.picks.length}-leg parlay at ${formatMoneyLine(parlay.betTotal)}`;
}

export function parlayDescription(parlay: SharedParlay): string {
  if (parlay.hidden) return `${hiddenParlayLabel(parlay.legsCount)}: ${PICKED_LABEL}, legs shown once every game starts. Build your own free parlay on Pickline.`;
  return `${parlay.picks.map(parlayLegName).join(" + ")}: ${resultLine(parlay).toLowerCase()}. Build your own free parlay on Pickline.`;
}

export function recordLine(record: PickerRecord): string {
  return `${formatRecord({ wins: record.wins, losses: record.losses, ties: record.pushes })} record`;
}

export function profileDescription(profile: { username: string; score: number | string; hotStreak: boolean }, record: PickerRecord): string {
  const streak = profile.hotStreak ? ", on a hot streak" : "";
  return `${profile.username} has ${formatPoints(profile.score)} points and a ${recordLine(record)}${streak} on Pickline, the free sports-picking game.`;
}
