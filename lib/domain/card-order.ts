// Moving a member's confidence numbers on their card without breaking its rules: numbers stay distinct, within 1..size,
// and a started game's number never moves. Each move returns the open picks' new numbers, ready to send; null when
// the move is not possible.

export type OrderedPick = { fixtureId: number; confidence: number; locked: boolean };
export type NewNumber = { fixtureId: number; confidence: number };

function openNumbers(picks: readonly OrderedPick[], numbers: ReadonlyMap<number, number>): NewNumber[] {
  return picks.filter((pick) => !pick.locked).map((pick) => ({ fixtureId: pick.fixtureId, confidence: numbers.get(pick.fixtureId) ?? pick.confidence }));
}

/** The card's picks, highest number first: the order a confidence card is read in. */
export function byConfidence<P extends { confidence: number }>(picks: readonly P[]): P[] {
  return [...picks].sort((a, b) => b.confidence - a.confidence);
}

/**
 * Gives an open pick the number `target`: a free number is simply taken; an open pick holding it takes the moving
 * pick's old number in exchange. Null for a locked pick, a number out of range or one a started game holds.
 */
export function withNumber(picks: readonly OrderedPick[], fixtureId: number, target: number, size: number): NewNumber[] | null {
  const moving = picks.find((pick) => pick.fixtureId === fixtureId);
  if (!moving || moving.locked || !Number.isInteger(target) || target < 1 || target > size || target === moving.confidence) return null;
  const holder = picks.find((pick) => pick.confidence === target);
  if (holder?.locked) return null;
  const numbers = new Map([[fixtureId, target]]);
  if (holder) numbers.set(holder.fixtureId, moving.confidence);
  return openNumbers(picks, numbers);
}

/** One step up (more points) or down: to the next number that way a started game does not hold. */
export function stepNumber(picks: readonly OrderedPick[], fixtureId: number, direction: 1 | -1, size: number): NewNumber[] | null {
  const moving = picks.find((pick) => pick.fixtureId === fixtureId);
  if (!moving || moving.locked) return null;
  const fixed = new Set(picks.filter((pick) => pick.locked).map((pick) => pick.confidence));
  for (let target = moving.confidence + direction; target >= 1 && target <= size; target += direction) {
    if (!fixed.has(target)) return withNumber(picks, fixtureId, target, size);
  }
  return null;
}

/**
 * A drop in the list read highest first: the moved open pick takes the place of `targetId` (another open pick), the
 * open picks between shift by one, and the open picks' numbers are dealt out again, highest first, in the new order,
 * so the set of numbers they hold stays the same.
 */
export function droppedAt(picks: readonly OrderedPick[], fixtureId: number, targetId: number): NewNumber[] | null {
  const open = byConfidence(picks.filter((pick) => !pick.locked));
  const from = open.findIndex((pick) => pick.fixtureId === fixtureId);
  const to = open.findIndex((pick) => pick.fixtureId === targetId);
  if (from < 0 || to < 0 || from === to) return null;
  const order = [...open];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved);
  return order.map((pick, index) => ({ fixtureId: pick.fixtureId, confidence: open[index].confidence }));
}
