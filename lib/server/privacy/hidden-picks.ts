// Hides other pickers' pending picks where lib/domain/hidden-picks.ts says so: one read of the database's clock and of
// which pickers hide, then every pick, parlay or fixture entry a surface returns passes through here.
import "server-only";
import type { HiddenPickView, VisiblePickView } from "@/lib/contracts/picks";
import type { ParlayView, VisibleParlayView } from "@/lib/contracts/parlays";
import { db } from "@/lib/db";
import { gameStarted, isPickHidden, latestStart, type HidingContext } from "@/lib/domain/hidden-picks";
import { Prisma } from "@/lib/generated/prisma/client";

export type Hiding = { context: HidingContext; hiders: Set<string> };

/** The database's clock (the pick deadline's) and which of these pickers hide their pending picks. */
export async function readHiding(pickerIds: string[], viewerId: string | null | undefined, poolHides = false): Promise<Hiding> {
  const ids = [...new Set(pickerIds)];
  const [row] = await db.$queryRaw<{ now: Date; hiders: string[] }[]>`
    SELECT now() AS now, ARRAY(SELECT "id" FROM "User" WHERE "id" = ANY(${ids}::text[]) AND "hidePendingPicks") AS hiders`;
  return { context: { viewerId, now: row.now, poolHides }, hiders: new Set(row.hiders) };
}

export function isHidden(hiding: Hiding, pickerId: string, startsAt: Date | string): boolean {
  return isPickHidden({ pickerId, pickerHides: hiding.hiders.has(pickerId), startsAt: new Date(startsAt) }, hiding.context);
}

type Secret = "market" | "side" | "point" | "moneyLine" | "closingMoneyLine" | "outcome" | "points" | "hidden";
export type Shielded<T extends VisiblePickView> = T | (Omit<T, Secret> & Pick<HiddenPickView, "hidden">);

export function hidePick<T extends VisiblePickView>(pick: T, hiding: Hiding): Shielded<T> {
  if (!isHidden(hiding, pick.userId, pick.fixture.startsAt)) return pick;
  // Everything the pick says about what was taken goes; who, when and on which game stays.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { market, side, point, moneyLine, closingMoneyLine, outcome, points, hidden, ...kept } = pick;
  return { ...kept, hidden: true };
}

/** The picks of a list as `viewerId` may see them; `poolHides` when a pool that hides its members' picks shows them. */
export async function shieldPicks<T extends VisiblePickView>(picks: T[], viewerId: string | null | undefined, poolHides = false): Promise<Shielded<T>[]> {
  if (picks.length === 0) return [];
  const hiding = await readHiding(picks.map((pick) => pick.userId), viewerId, poolHides);
  return picks.map((pick) => hidePick(pick, hiding));
}

/** Each parlay's last leg start: a leg listed on its own game is hidden as long as its parlay is. */
export async function parlayStarts(parlayIds: number[]): Promise<Map<number, Date>> {
  const ids = [...new Set(parlayIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<{ parlayId: number; startsAt: Date }[]>`
    SELECT p."parlayId", max(f."startsAt") AS "startsAt" FROM "Pick" p JOIN "Fixture" f ON f."id" = p."fixtureId"
    WHERE p."parlayId" = ANY(${ids}::int[]) GROUP BY p."parlayId"`;
  return new Map(rows.map((row) => [row.parlayId, row.startsAt]));
}

export function hideParlay(parlay: VisibleParlayView, hiding: Hiding): ParlayView {
  if (parlay.picks.length === 0 || !isHidden(hiding, parlay.userId, latestStart(parlay.picks.map((leg) => new Date(leg.fixture.startsAt))))) return parlay;
  return { hidden: true, id: parlay.id, userId: parlay.userId, state: parlay.state, createdAt: parlay.createdAt, legsCount: parlay.picks.length };
}

export async function shieldParlays(parlays: VisibleParlayView[], viewerId: string | null | undefined): Promise<ParlayView[]> {
  if (parlays.length === 0) return [];
  const hiding = await readHiding(parlays.map((parlay) => parlay.userId), viewerId);
  return parlays.map((parlay) => hideParlay(parlay, hiding));
}

/**
 * The same rule in SQL, for counts that would name a hidden pick's market: true for a pick (alias p) by a picker who
 * hides (u) on a game (f) that has not started, unless the viewer is the picker. The pool option is no part of it:
 * a pool shows no such counts.
 */
export function hiddenPickSql(viewerId: string | null | undefined): Prisma.Sql {
  return Prisma.sql`(u."hidePendingPicks" AND f."startsAt" > now() AND u."id" IS DISTINCT FROM ${viewerId ?? null}::text)`;
}

/** The pickers whose pick on a game starting at `startsAt` shows its side to the viewer: a filter for lists grouped by side. */
export function sideShownBy(hiding: Hiding, startsAt: Date): Prisma.UserWhereInput {
  if (gameStarted(startsAt, hiding.context.now)) return {};
  const viewerId = hiding.context.viewerId;
  return viewerId ? { OR: [{ hidePendingPicks: false }, { id: viewerId }] } : { hidePendingPicks: false };
}
