// A card pool's scoring: what a card pick is worth under the owner's scoring, what it is expected to be worth at the
// market's margin-free chances, and the favourite an automatic pick backs. Points are ten-thousandths, exactly, as the
// pool tables keep them.
import { fairProbability, pickDecimal } from "./closing-line";
import { settleSelection, type Settlement, type SpreadLine, type MoneyLine } from "./markets";

/** One point a win; the win's confidence number; or the win's decimal price (Pickline points, everyone on one card). */
export const CARD_SCORINGS = ["WINS", "CONFIDENCE", "PRICE"] as const;
export type CardScoring = (typeof CARD_SCORINGS)[number];

/** Straight up (the money line's winner) or against the spread. */
export const CARD_MARKETS = ["MONEY_LINE", "SPREAD"] as const;
export type CardMarket = (typeof CARD_MARKETS)[number];

export type CardSide = "HOME" | "AWAY";

/** What scoring reads of a card pick: its confidence number (confidence pools only) and its US price. */
export type CardStake = { confidence: number | null; price: number };
/** A card pick with its result: null while its game is on; PUSH for a tie, a postponed or a cancelled game. */
export type ScoredCardPick = CardStake & { result: Settlement | null };

const UNIT = 10_000;

/** What a win of this pick scores. A confidence pick without its number is a broken card, never a silent zero. */
export function winUnits(pick: CardStake, scoring: CardScoring): number {
  if (scoring === "WINS") return UNIT;
  if (scoring === "PRICE") return Math.round(pickDecimal(pick.price) * UNIT);
  if (pick.confidence === null || !Number.isInteger(pick.confidence) || pick.confidence < 1) {
    throw new RangeError(`A confidence pick needs a confidence number of 1 or more, got ${pick.confidence}`);
  }
  return pick.confidence * UNIT;
}

/** What a card pick's outcome reads of its game. */
export type CardGameState = { status: string; winnerSide: CardSide | null; homeScore: number | null; awayScore: number | null };

/**
 * A card pick's outcome from its game, as the database's view "CardPickScored" works it out (an integration test compares
 * them): null while the game is on, or FINAL without a winner or both scores; a push when it was called off; a
 * straight-up pick wins with the feed's winner, else as a spread of 0; a spread pick on its side's margin plus its point.
 */
export function cardPickOutcome(game: CardGameState, pick: { side: CardSide; point: number | null }): Settlement | null {
  if (game.status === "CANCELED" || game.status === "POSTPONED") return "PUSH";
  if (game.status !== "FINAL") return null;
  if (pick.point === null && game.winnerSide !== null) return game.winnerSide === pick.side ? "WIN" : "LOOSE";
  if (game.homeScore === null || game.awayScore === null) return null;
  return settleSelection({ market: "SPREAD", side: pick.side, point: pick.point ?? 0 }, game.homeScore, game.awayScore);
}

/** A win scores its win units; a loss, a push and a void game nothing, whatever the scoring; an open game nothing yet. */
export function cardPickUnits(pick: ScoredCardPick, scoring: CardScoring): number {
  return pick.result === "WIN" ? winUnits(pick, scoring) : 0;
}

/** The points a pick is worth on average: its side's margin-free chance times what its win scores. */
export function expectedUnits(pick: CardStake & { opposingPrice: number }, scoring: CardScoring): number {
  return fairProbability(pick.price, pick.opposingPrice) * winUnits(pick, scoring);
}

/**
 * The side an automatic pick backs: the market's favourite at kickoff. Straight up, the shorter price; against the
 * spread, the side giving points, or at a level spread the shorter price. Level on everything: the home side. Null when
 * the market has no line, so no automatic pick can be made.
 */
export function favouriteSide(market: CardMarket, lines: { moneyLine: MoneyLine; spread: SpreadLine | null }): CardSide | null {
  if (market === "SPREAD") {
    const spread = lines.spread;
    if (!spread) return null;
    if (spread.home.point !== spread.away.point) return spread.home.point < spread.away.point ? "HOME" : "AWAY";
    return shorter(spread.home.price, spread.away.price);
  }
  const { home, away } = lines.moneyLine;
  if (home === null || away === null) return null;
  return shorter(home, away);
}

const shorter = (home: number, away: number): CardSide => (pickDecimal(away) < pickDecimal(home) ? "AWAY" : "HOME");
