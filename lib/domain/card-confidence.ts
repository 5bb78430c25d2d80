// A card's confidence numbers: each pick a distinct whole number from 1 to the card's size, and a started game's number
// fixed. The server checks every change against these rules and the database holds them as constraints.

export type ConfidenceProblem =
  | { code: "OUT_OF_RANGE"; gameId: number; number: number }
  | { code: "USED_TWICE"; number: number; gameIds: number[] }
  | { code: "LOCKED_MOVED"; gameId: number };

/**
 * What is wrong with a member's numbers after a change (empty when nothing is). `next` and `previous` map each game of
 * the member's card to its number; `locked` holds the games that have started, whose numbers (or their absence) cannot
 * change.
 */
export function confidenceProblems(
  next: ReadonlyMap<number, number>,
  previous: ReadonlyMap<number, number>,
  locked: ReadonlySet<number>,
  size: number,
): ConfidenceProblem[] {
  const problems: ConfidenceProblem[] = [];
  const holders = new Map<number, number[]>();
  for (const [gameId, number] of next) {
    if (!Number.isInteger(number) || number < 1 || number > size) problems.push({ code: "OUT_OF_RANGE", gameId, number });
    holders.set(number, [...(holders.get(number) ?? []), gameId]);
  }
  for (const [number, gameIds] of holders) if (gameIds.length > 1) problems.push({ code: "USED_TWICE", number, gameIds: gameIds.sort((a, b) => a - b) });
  for (const gameId of locked) if (next.get(gameId) !== previous.get(gameId)) problems.push({ code: "LOCKED_MOVED", gameId });
  return problems;
}

/**
 * Automatic picks for the games a member missed, in kickoff order: each takes the lowest number nobody on the card
 * holds at that moment, so a member's own numbers never move to make room.
 */
export function automaticNumbers(missedInKickoffOrder: readonly number[], used: ReadonlySet<number>, size: number): Map<number, number> {
  const taken = new Set(used);
  const assigned = new Map<number, number>();
  let candidate = 1;
  for (const gameId of missedInKickoffOrder) {
    while (taken.has(candidate)) candidate += 1;
    if (candidate > size) break;
    taken.add(candidate);
    assigned.set(gameId, candidate);
  }
  return assigned;
}
