// The words a card shows for its rules, a side and a pick: one place, so the game rows, the order and the tests agree.
import type { CardGame, CardPickView, CardWeek } from "@/lib/contracts/card-pools";
import type { Side } from "@/lib/domain/enum-values";
import { formatPercent } from "@/lib/domain/format";
import { formatPrice, formatSpreadPoint } from "@/lib/domain/markets";

/** The point a side takes against the spread: the home line, or its opposite for the away side. */
export function sidePoint(game: Pick<CardGame, "line">, side: Side): number | null {
  const point = game.line?.homePoint ?? null;
  if (point === null) return null;
  return side === "HOME" ? point : -point;
}

/** "BUF -2.5" against the spread, "BUF" straight up. */
export function sideName(game: Pick<CardGame, "home" | "away">, side: Side, point: number | null): string {
  const team = side === "HOME" ? game.home.abbreviation : game.away.abbreviation;
  return point === null ? team : `${team} ${formatSpreadPoint(point)}`;
}

/** The side as it can be picked now: its name with the line's point, its price and its margin-free chance. */
export function sideOffer(game: CardGame, side: Side, market: CardWeek["settings"]["market"]): { name: string; price: string | null; chance: string | null } {
  const point = market === "SPREAD" ? sidePoint(game, side) : null;
  const price = game.line ? formatPrice(side === "HOME" ? game.line.homePrice : game.line.awayPrice) : null;
  const chance = game.chance ? formatPercent(side === "HOME" ? game.chance.home : game.chance.away) : null;
  return { name: sideName(game, side, point), price, chance };
}

/** The member's pick as it stands: the side with the point and price it took. */
export function pickName(game: Pick<CardGame, "home" | "away">, pick: Pick<CardPickView, "side" | "point">): string {
  return sideName(game, pick.side, pick.point);
}

export function pointsText(points: number): string {
  return points === 1 ? "1 point" : `${points} points`;
}

const OUTCOME_WORDS = { WIN: "Won", LOOSE: "Lost", PUSH: "Push" } as const;

/** "Won: 7 points", "Lost", "Push": a settled pick's result. */
export function outcomeText(pick: Pick<CardPickView, "outcome" | "points">): string | null {
  if (!pick.outcome) return null;
  const points = Number(pick.points);
  return pick.outcome === "WIN" ? `${OUTCOME_WORDS.WIN}: ${pointsText(Math.round(points * 100) / 100)}` : OUTCOME_WORDS[pick.outcome];
}

const SCORING_WORDS = { WINS: "one point per win", CONFIDENCE: "confidence points (a win scores its number)", PRICE: "Pickline points (a win scores its decimal price)" } as const;

/** The pool's rules in one line: "Every game · against the spread · confidence points · missed games: the favourite". */
export function rulesText(settings: CardWeek["settings"]): string {
  const picking = settings.picking === "PICK_N" ? `Pick ${settings.pickCount} games` : "Every game";
  const market = settings.market === "SPREAD" ? "against the spread" : "straight up";
  const lines = settings.lines === "CARD" ? "the card's line, frozen for everyone" : "your line when you pick";
  const missed = settings.missed === "FAVOURITE" ? "a game left unpicked gets the favourite automatically" : "a game left unpicked scores 0";
  return `${picking} · ${market} at ${lines} · ${SCORING_WORDS[settings.scoring]} · ${missed}`;
}
