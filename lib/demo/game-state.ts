// A demo game's state at an instant: status from the clock, final scores from the event id, partial scores in between.
import type { GameStatus } from "@/lib/contracts/enums";
import type { Side } from "@/lib/domain/enum-values";
import type { DbLeague } from "@/lib/domain/leagues";
import { choose, randomInt, rngFor, type Rng } from "./random";

/** The demo never postpones or cancels a game. */
export type DemoStatus = Exclude<GameStatus, "POSTPONED" | "CANCELED">;

const MINUTE = 60_000;

/** Typical wall-clock length of a game, so games go live and final while the app runs. */
export const GAME_DURATION_MS: Record<DbLeague, number> = {
  NFL: 190 * MINUTE,
  NBA: 140 * MINUTE,
  NHL: 150 * MINUTE,
  MLB: 180 * MINUTE,
};

export function statusAt(fixture: { league: DbLeague; startsAt: Date }, now: Date): DemoStatus {
  const elapsed = now.getTime() - fixture.startsAt.getTime();
  if (elapsed < 0) return "PREGAME";
  return elapsed < GAME_DURATION_MS[fixture.league] ? "IN_PROGRESS" : "FINAL";
}

/** Share of the game played at `now`, 0 before the start and 1 once it is over. */
export function progressAt(fixture: { league: DbLeague; startsAt: Date }, now: Date): number {
  const elapsed = now.getTime() - fixture.startsAt.getTime();
  return Math.min(1, Math.max(0, elapsed / GAME_DURATION_MS[fixture.league]));
}

export type FinalScore = { home: number; away: number };

// Football scores move in field goals and touchdowns; these are the totals that really come up.
const NFL_SCORES = [10, 13, 14, 16, 17, 19, 20, 21, 23, 24, 26, 27, 28, 30, 31, 34, 35, 38];

function winnerAndLoser(league: DbLeague, rng: Rng): [number, number] {
  switch (league) {
    case "NFL": {
      const winner = choose(rng, NFL_SCORES.filter((s) => s >= 17));
      return [winner, choose(rng, NFL_SCORES.filter((s) => s < winner))];
    }
    case "NBA": {
      const winner = randomInt(rng, 100, 130);
      return [winner, Math.max(95, winner - randomInt(rng, 1, 22))];
    }
    case "NHL": {
      const winner = randomInt(rng, 2, 6);
      return [winner, randomInt(rng, 1, winner - 1)];
    }
    case "MLB": {
      const winner = randomInt(rng, 1, 10);
      return [winner, randomInt(rng, 0, winner - 1)];
    }
  }
}

/** Deterministic per event id; the stronger side wins as often as its probability says. */
export function finalScore(league: DbLeague, eventId: string, homeProbability: number): FinalScore {
  const rng = rngFor("score", eventId);
  if (league === "NFL" && rng() < 0.01) {
    const tied = choose(rng, [13, 17, 20, 23, 27]);
    return { home: tied, away: tied };
  }
  const homeWins = rng() < homeProbability;
  const [winner, loser] = winnerAndLoser(league, rng);
  return homeWins ? { home: winner, away: loser } : { home: loser, away: winner };
}

export function winnerOf(score: FinalScore): Side | null {
  if (score.home === score.away) return null;
  return score.home > score.away ? "HOME" : "AWAY";
}

export type GameState = {
  status: DemoStatus;
  homeScore: number | null;
  awayScore: number | null;
  winnerSide: Side | null;
};

/** Live scores grow with the clock towards the final, so a live game never overshoots its result. */
export function gameStateAt(
  fixture: { league: DbLeague; startsAt: Date },
  final: FinalScore,
  now: Date,
): GameState {
  const status = statusAt(fixture, now);
  if (status === "PREGAME") return { status, homeScore: null, awayScore: null, winnerSide: null };
  if (status === "FINAL") return { status, homeScore: final.home, awayScore: final.away, winnerSide: winnerOf(final) };
  const share = progressAt(fixture, now);
  return {
    status,
    homeScore: Math.floor(final.home * share),
    awayScore: Math.floor(final.away * share),
    winnerSide: null,
  };
}
