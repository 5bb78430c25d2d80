"use client";
// A picker's parlays (GET /api/picker/parlays/{userId}) and parlay creation (POST /api/parlay).
import useSWR from "swr";
import type { ParlaySide } from "@/lib/domain/parlay-rules";
import type { PickerParlaysPage } from "@/lib/server/parlays/list-picker-parlays";
import type { ParlayView } from "@/lib/server/parlays/parlay-view";

export type { ParlayView, PickerParlaysPage };

/** A refused call with everything the builder needs: ODDS_CHANGED carries the current lines in `details`. */
export class ParlayRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ParlayRequestError";
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: "same-origin", ...init, headers: { accept: "application/json", ...init?.headers } });
  const body = (await response.json().catch(() => null)) as { payload?: T; error?: { code: string; message: string; details?: unknown } } | null;
  if (!response.ok || !body || body.error) {
    const error = body?.error ?? { code: "UNKNOWN", message: "An error has occured" };
    throw new ParlayRequestError(error.code, error.message, response.status, error.details);
  }
  return body.payload as T;
}

export function pickerParlaysKey(userId: string): string {
  return `/api/picker/parlays/${encodeURIComponent(userId)}`;
}

export function usePickerParlays(userId: string | null) {
  return useSWR<PickerParlaysPage>(userId ? pickerParlaysKey(userId) : null, (url: string) => call<PickerParlaysPage>(url));
}

export type CreateParlayRequest = { parlay: [number, ParlaySide, number][] };

export function postParlay(body: CreateParlayRequest): Promise<ParlayView> {
  return call<ParlayView>("/api/parlay", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
}

/** The current lines of an ODDS_CHANGED refusal, or null for any other error. */
export function currentLinesOf(error: unknown): { fixtureId: number; side: ParlaySide; odds: number }[] | null {
  if (!(error instanceof ParlayRequestError) || error.code !== "ODDS_CHANGED") return null;
  const lines = (error.details as { lines?: unknown } | undefined)?.lines;
  return Array.isArray(lines) ? (lines as { fixtureId: number; side: ParlaySide; odds: number }[]) : null;
}
