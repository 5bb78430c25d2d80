// The game under a pick or a parlay leg: one select and one public shape, shared by picks and parlays; its core
// select (the game itself) is the daily picks' too.
import "server-only";
import type { GameView } from "@/lib/contracts/picks";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The team fields every game card shows. */
export const teamSelect = { id: true, name: true, abbreviation: true, color: true } as const;

/** The game itself, wherever one is shown: its league, teams and start, and how it stands or ended. */
export const gameCoreSelect = {
  id: true,
  league: true,
  startsAt: true,
  status: true,
  winnerSide: true,
  homeScore: true,
  awayScore: true,
  homeTeam: { select: teamSelect },
  awayTeam: { select: teamSelect },
} satisfies Prisma.FixtureSelect;

export const gameSelect = {
  ...gameCoreSelect,
  closingHomeMoneyLine: true,
  closingAwayMoneyLine: true,
  closingLineAt: true,
} satisfies Prisma.FixtureSelect;

type GameRow = Prisma.FixtureGetPayload<{ select: typeof gameSelect }>;

export function toGameView(game: GameRow): GameView {
  return {
    id: game.id,
    startsAt: game.startsAt.toISOString(),
    status: game.status,
    winnerSide: game.winnerSide,
    score: { home: game.homeScore, away: game.awayScore },
    /** Both sides' last lines before the start, once the game has started. */
    closingLine: game.closingLineAt ? { home: game.closingHomeMoneyLine, away: game.closingAwayMoneyLine } : null,
    teams: { home: game.homeTeam, away: game.awayTeam },
  };
}
