// When a pick shows others only that it was made: until its game starts, if its picker hides pending picks. The
// picker always sees their own.

/**
 * Whose pick, whether its picker hides pending picks, and when its game (or a parlay's latest leg) starts.
 * A picker hides pending picks when they turned on the setting, or are a member of a pool that hides its members'
 * picks, or of a survivor pool (survivor picks are secret until each game starts, and may count as board picks too).
 * Membership hides them everywhere, from everyone: a rule kept to the pool's own feed would leave the same pick
 * readable on the member's profile, in the feeds, on the game's page, or by anyone logged out. The database says
 * who hides (picker_hides_pending_picks, read by lib/server/privacy/hidden-picks.ts and the pick counts' trigger).
 */
export type SecretPick = { pickerId: string; pickerHides: boolean; startsAt: Date };

/** Who is looking, and the database's clock. */
export type HidingContext = { viewerId: string | null | undefined; now: Date };

/** The pick deadline's rule: a game has started once its start time is no longer in the future. */
export function gameStarted(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() <= now.getTime();
}

export function isPickHidden(pick: SecretPick, context: HidingContext): boolean {
  if (pick.pickerId === context.viewerId) return false;
  if (!pick.pickerHides) return false;
  return !gameStarted(pick.startsAt, context.now);
}

/** A parlay hides all its legs while any leg's game has not started: one leg would tell what the others are part of. */
export function latestStart(starts: Date[]): Date {
  return new Date(Math.max(...starts.map((start) => start.getTime())));
}

/** The word of the label, for images that draw its check mark themselves (their bundled font has no "✓"). */
export const PICKED_WORD = "Picked";

/** What others read in place of a hidden pick. */
export const PICKED_LABEL = `${PICKED_WORD} ✓`;

/** What others read in place of a hidden parlay's legs. */
export function hiddenParlayLabel(legs: number): string {
  return `Parlay of ${legs} legs`;
}

/** Said beside a hidden pick, so that nobody takes it for a missing one. */
export const HIDDEN_UNTIL_START = "Hidden until the game starts";
