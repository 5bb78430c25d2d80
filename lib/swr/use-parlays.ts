"use client";
// A picker's parlays (GET /api/picker/parlays/{userId}) and what parlay creation (POST /api/parlay) sends and may be refused with.
import { sportOfLeague, type League } from "@/lib/domain/leagues";
import type { ParlaySide } from "@/lib/domain/parlay-rules";
import type { PickerParlaysPage } from "@/lib/server/parlays/list-picker-parlays";
import type { ParlayView } from "@/lib/server/parlays/parlay-view";
import { isApiError } from "./api-error";
import { useSeededPages } from "./use-pages";

export type { ParlayView, PickerParlaysPage };

/** The list's URL for one page: the first without a cursor, the next ones after the previous page's cursor. */
export function pickerParlaysUrl(userId: string, { league, limit, cursor }: { league?: League; limit: number; cursor?: string | null }): string {
  const query = new URLSearchParams();
  if (league) {
    query.set("sport", sportOfLeague(league));
    query.set("league", league);
  }
  query.set("limit", String(limit));
  if (cursor) query.set("cursor", cursor);
  return `/api/picker/parlays/${encodeURIComponent(userId)}?${query}`;
}

/** A picker's parlays (optionally of one league) page by page; the server's first page seeds the list. */
export function usePickerParlays(userId: string, league: League | undefined, limit: number, firstPage: PickerParlaysPage) {
  const { pages, ...state } = useSeededPages<PickerParlaysPage>(
    (index, previous) =>
      index === 0 ? pickerParlaysUrl(userId, { league, limit }) : previous?.nextCursor ? pickerParlaysUrl(userId, { league, limit, cursor: previous.nextCursor }) : null,
    firstPage,
    (page) => page.nextCursor != null,
  );
  return { parlays: pages.flatMap((page) => page.parlays), ...state };
}

export type CreateParlayRequest = { parlay: [number, ParlaySide, number][] };

/** Where a parlay is created (POST, through useApiMutation). */
export const PARLAY_URL = "/api/parlay";

/** The current lines of an ODDS_CHANGED refusal, or null for any other error. */
export function currentLinesOf(error: unknown): { fixtureId: number; side: ParlaySide; odds: number }[] | null {
  if (!isApiError(error) || error.code !== "ODDS_CHANGED") return null;
  const lines = (error.details as { lines?: unknown } | undefined)?.lines;
  return Array.isArray(lines) ? (lines as { fixtureId: number; side: ParlaySide; odds: number }[]) : null;
}
