// The most a member's week can still reach, as a viewer may know it: a member sees their own card whole; anyone else
// sees only picks whose games have started, so the member's hidden picks count as open slots, and the figure says
// nothing about a hidden pick's side, price or number.
import { pickDecimal } from "./closing-line";
import type { CardPicking } from "./card-pool-settings";
import { maxReachableUnits } from "./card-standings";
import type { CardScoring } from "./card-scoring";

export type ReachGame = { fixtureId: number; started: boolean; homePrice: number | null; awayPrice: number | null };
export type ReachPick = { fixtureId: number; started: boolean; settled: boolean; units: number; confidence: number | null; price: number };

const bestPrice = (game: ReachGame) =>
  game.homePrice === null || game.awayPrice === null ? (game.homePrice ?? game.awayPrice ?? 100) : pickDecimal(game.homePrice) >= pickDecimal(game.awayPrice) ? game.homePrice : game.awayPrice;

export function visibleReach(input: {
  scoring: CardScoring;
  picking: CardPicking;
  size: number;
  games: readonly ReachGame[];
  picks: readonly ReachPick[];
  own: boolean;
}): number {
  const { scoring, picking, size, games, own } = input;
  const visible = input.picks.filter((pick) => own || pick.started);
  const settledUnits = visible.filter((pick) => pick.settled).reduce((sum, pick) => sum + pick.units, 0);
  const openPicks = visible.filter((pick) => !pick.settled);
  const held = new Set(visible.map((pick) => pick.confidence));
  const unusedNumbers = Array.from({ length: size }, (_, index) => index + 1).filter((number) => !held.has(number));
  const picked = new Set(visible.map((pick) => pick.fixtureId));
  const fillable = games
    .filter((game) => !game.started && !picked.has(game.fixtureId))
    .map((game) => ({ bestPrice: bestPrice(game) }))
    .sort((a, b) => pickDecimal(b.bestPrice) - pickDecimal(a.bestPrice));
  const openSlots = picking === "PICK_N" ? fillable.slice(0, Math.max(0, size - visible.length)) : fillable;
  return maxReachableUnits({ scoring, settledUnits, openPicks, openSlots, unusedNumbers });
}
