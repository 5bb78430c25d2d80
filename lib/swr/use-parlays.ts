"use client";
// A picker's parlays (GET /api/picker/parlays/{userId}) and what parlay creation (POST /api/parlay) sends and may be refused with.
import { sportOfLeague, type League } from "@/lib/domain/leagues";
import type { CurrentLine, ParlayRequestLeg } from "@/lib/domain/parlay-builder";
import type { Page } from "@/lib/contracts/page";
import type { ParlayView } from "@/lib/contracts/parlays";
import { isApiError } from "./api-error";
import { usePages } from "./use-pages";

export type { ParlayView };

/** The list's URL without paging, optionally of one league. */
export function pickerParlaysUrl(userId: string, league?: League): string {
  const base = `/api/picker/parlays/${encodeURIComponent(userId)}`;
  return league ? `${base}?sport=${sportOfLeague(league)}&league=${league}` : base;
}

/** A picker's parlays (optionally of one league) page by page; the server's first page seeds the list. */
export function usePickerParlays(userId: string, league: League | undefined, limit: number, firstPage: Page<ParlayView>) {
  const { items, ...state } = usePages(pickerParlaysUrl(userId, league), limit, firstPage);
  return { parlays: items, ...state };
}

export type CreateParlayRequest = { parlay: ParlayRequestLeg[] };

/** Where a parlay is created (POST, through useApiMutation). */
export const PARLAY_URL = "/api/parlay";

/** The current lines of an ODDS_CHANGED refusal (each leg's market, side, point and price), or null for any other error. */
export function currentLinesOf(error: unknown): CurrentLine[] | null {
  if (!isApiError(error) || error.code !== "ODDS_CHANGED") return null;
  const lines = (error.details as { lines?: unknown } | undefined)?.lines;
  return Array.isArray(lines) ? (lines as CurrentLine[]) : null;
}
