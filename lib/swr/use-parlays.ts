"use client";
// A picker's parlays (GET /api/picker/parlays/{userId}) and parlay creation (POST /api/parlay), through the shared fetcher.
import useSWR from "swr";
import type { ParlaySide } from "@/lib/domain/parlay-rules";
import type { PickerParlaysPage } from "@/lib/server/parlays/list-picker-parlays";
import type { ParlayView } from "@/lib/server/parlays/parlay-view";
import { isApiError } from "./api-error";
import { fetcher, sendJson } from "./fetcher";

export type { ParlayView, PickerParlaysPage };

export function pickerParlaysKey(userId: string): string {
  return `/api/picker/parlays/${encodeURIComponent(userId)}`;
}

export function usePickerParlays(userId: string | null) {
  return useSWR<PickerParlaysPage>(userId ? pickerParlaysKey(userId) : null, fetcher);
}

export type CreateParlayRequest = { parlay: [number, ParlaySide, number][] };

/** A visitor's UNAUTHORIZED opens the login panel, as every other call does (the fetcher announces it). */
export function postParlay(body: CreateParlayRequest): Promise<ParlayView> {
  return sendJson<ParlayView>("/api/parlay", { method: "POST", body });
}

/** The current lines of an ODDS_CHANGED refusal, or null for any other error. */
export function currentLinesOf(error: unknown): { fixtureId: number; side: ParlaySide; odds: number }[] | null {
  if (!isApiError(error) || error.code !== "ODDS_CHANGED") return null;
  const lines = (error.details as { lines?: unknown } | undefined)?.lines;
  return Array.isArray(lines) ? (lines as { fixtureId: number; side: ParlaySide; odds: number }[]) : null;
}
