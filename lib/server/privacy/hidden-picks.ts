// Hides other pickers' pending picks where lib/domain/hidden-picks.ts says so: one read of the database's clock and of
// which pickers hide, then every pick, parlay or fixture entry a surface returns passes through here.
import "server-only";
import type { HiddenPickView, VisiblePickView } from "@/lib/contracts/picks";
import type { ParlayView, VisibleParlayView } from "@/lib/contracts/parlays";
import { db } from "@/lib/db";
import { gameStarted, isPickHidden, latestStart, type HidingContext } from "@/lib/domain/hidden-picks";
import { Prisma } from "@/lib/generated/prisma/client";

export type Hiding = { context: HidingContext; hiders: Set<string> };

/**
 * The database's clock (the pick deadline's) and which of these pickers hide their pending picks, as the database
 * function picker_hides_pending_picks decides (the setting, or membership of a pool that hides picks or of a
 * survivor pool): the same function the pick counts' trigger calls, so what a list hides and what the counts hide agree.
 */
export async function readHiding(pickerIds: string[], viewerId: string | null | undefined): Promise<Hiding> {
  const ids = [...new Set(pickerIds)];
  const [row] = await db.$queryRaw<{ now: Date; hiders: string[] }[]>`
    SELECT now() AS now, ARRAY(SELECT "id" FROM unnest(${ids}::text[]) AS "id" WHERE "picker_hides_pending_picks"("id")) AS hiders`;
  return { context: { viewerId, now: row.now }, hiders: new Set(row.hiders) };
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

/** The picks of a list as `viewerId` may see them. */
export async function shieldPicks<T extends VisiblePickView>(picks: T[], viewerId: string | null | undefined): Promise<Shielded<T>[]> {
  if (picks.length === 0) return [];
  const hiding = await readHiding(picks.map((pick) => pick.userId), viewerId);
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
 * The same rule in SQL, for counts that would name a hidden pick's market: true for a pick by a picker who hides (u)
 * on a game (f) that has not started, unless the viewer is the picker.
 */
export function hiddenPickSql(viewerId: string | null | undefined): Prisma.Sql {
  return Prisma.sql`(f."startsAt" > now() AND u."id" IS DISTINCT FROM ${viewerId ?? null}::text AND "picker_hides_pending_picks"(u."id"))`;
}

/**
 * Who hides pending picks, as a filter for lists Prisma reads: picker_hides_pending_picks (the migration
 * 20261204100000_hidden_pick_counts) said as a Prisma condition, since Prisma cannot call it in a where.
 */
const hidesPendingPicks: Prisma.UserWhereInput = {
  OR: [{ hidePendingPicks: true }, { poolMemberships: { some: { pool: { OR: [{ hidePicks: true }, { kind: "SURVIVOR" }] } } } }],
};

/** The pickers whose pick on a game starting at `startsAt` shows its side to the viewer: a filter for lists grouped by side. */
export function sideShownBy(hiding: Hiding, startsAt: Date): Prisma.UserWhereInput {
  if (gameStarted(startsAt, hiding.context.now)) return {};
  const viewerId = hiding.context.viewerId;
  return viewerId ? { OR: [{ NOT: hidesPendingPicks }, { id: viewerId }] } : { NOT: hidesPendingPicks };
}
