// A card pool's rules as the owner chooses them when creating it, and the size of a week's card they imply.

/** Every game of the pool's leagues that week, or N games each member chooses. */
export const CARD_PICKINGS = ["EVERY_GAME", "PICK_N"] as const;
export type CardPicking = (typeof CARD_PICKINGS)[number];

/** Each member's line at the moment of picking, or the card's line frozen for everyone when the week's card opens. */
export const CARD_LINES = ["MEMBER", "CARD"] as const;
export type CardLines = (typeof CARD_LINES)[number];

/** A game left unpicked at kickoff scores nothing, or is picked for the member: the market's favourite. */
export const CARD_MISSED = ["ZERO", "FAVOURITE"] as const;
export type CardMissed = (typeof CARD_MISSED)[number];

/** Pick N's largest N (the database holds the same bound). */
export const MAX_CARD_PICKS = 32;

/**
 * The highest confidence number: an every-game card is as large as the week's games (a baseball week is about a
 * hundred), bounded so a number is never unbounded input (the database holds the same bound).
 */
export const MAX_CONFIDENCE = 255;

/** The highest total a tiebreak guess can name (the database holds the same bound). */
export const MAX_TIEBREAK_GUESS = 999;

/**
 * The card's size, which is also its range of confidence numbers: the week's game count on an every-game card, N on a
 * Pick N card.
 */
export function cardSize(picking: CardPicking, pickCount: number | null, gamesOnCard: number): number {
  return picking === "PICK_N" ? (pickCount ?? 0) : gamesOnCard;
}
