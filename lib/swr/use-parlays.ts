"use client";
// A picker's parlays (GET /api/picker/parlays/{userId}) and what parlay creation (POST /api/parlay, api.parlays.create) sends and may be refused with.
import { api, apiPath } from "@/lib/client/api";
import { sportOfLeague, type League } from "@/lib/domain/leagues";
import type { CurrentLine } from "@/lib/domain/parlay-builder";
import type { Page } from "@/lib/contracts/page";
import type { CreateParlayRequest, ParlayView } from "@/lib/contracts/parlays";
import { isApiError } from "@/lib/client/api-error";
import { usePages } from "./use-pages";

export type { CreateParlayRequest, ParlayView };

/** A picker's parlays (optionally of one league) page by page; the server's first page seeds the list. */
export function usePickerParlays(userId: string, league: League | undefined, limit: number, firstPage: Page<ParlayView>) {
  const filter = league ? { sport: sportOfLeague(league), league } : {};
  const { items, ...state } = usePages((cursor) => apiPath(api.parlays.list, { userId }, { ...filter, limit, cursor }), firstPage);
  return { parlays: items, ...state };
}

/** The current lines of an ODDS_CHANGED refusal (each leg's market, side, point and price), or null for any other error. */
export function currentLinesOf(error: unknown): CurrentLine[] | null {
  if (!isApiError(error) || error.code !== "ODDS_CHANGED") return null;
  const lines = (error.details as { lines?: unknown } | undefined)?.lines;
  return Array.isArray(lines) ? (lines as CurrentLine[]) : null;
}
