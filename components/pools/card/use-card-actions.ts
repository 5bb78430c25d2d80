"use client";
// A member's writes on their week card through the one mutation path: a pick made, changed or cleared, confidence
// numbers moved, the tiebreak guess. Each write reads the card again; a refusal is kept with the game it concerns, so
// the card shows it there (and a line that moved becomes a question at that game).
import { useState } from "react";
import { api } from "@/lib/client/api";
import { fieldErrorMessage, isApiError } from "@/lib/client/api-error";
import { offerPushAfterPick } from "@/lib/client/push-offer-store";
import type { CardWeek } from "@/lib/contracts/card-pools";
import type { NewNumber } from "@/lib/domain/card-order";
import type { Side } from "@/lib/domain/enum-values";
import { useApiMutation } from "@/lib/swr/use-api-mutation";

/** Where a refusal shows: a game's row, the order, the guess. */
export type CardFailure = { at: number | "order" | "guess"; message: string };

/** A member's line that moved before their pick arrived: the side they chose, asked again at the new line. */
export type MovedLine = { fixtureId: number; side: Side };

/** `reload` reads the card again after a refused pick: a moved line or a game that started shows at once. */
export function useCardActions(poolId: string, card: CardWeek, key: string, reload: () => unknown) {
  const { trigger } = useApiMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<CardFailure | null>(null);
  const [moved, setMoved] = useState<MovedLine | null>(null);

  async function write<T>(name: string, at: CardFailure["at"], send: (onError: (error: unknown) => boolean) => Promise<{ ok: boolean; data?: T }>): Promise<T | undefined> {
    setBusy(name);
    setFailure(null);
    try {
      const result = await send((error) => {
        if (isApiError(error) && error.code === "UNAUTHORIZED") return false;
        setFailure({ at, message: fieldErrorMessage(error) });
        return true;
      });
      return result.ok ? result.data : undefined;
    } finally {
      setBusy(null);
    }
  }

  /** Sends the price the member saw when the pool plays their own lines, so a moved line is asked again, never taken. */
  async function pick(fixtureId: number, side: Side) {
    const game = card.games.find((row) => row.fixtureId === fixtureId);
    const price = card.settings.lines === "MEMBER" && game?.line ? (side === "HOME" ? game.line.homePrice : game.line.awayPrice) : undefined;
    setMoved(null);
    const made = await write(`pick-${fixtureId}-${side}`, fixtureId, (onError) =>
      trigger(api.cardPools.pick, {
        params: { poolId },
        body: { fixtureId, side, price },
        revalidate: [key],
        onError: (error) => {
          if (isApiError(error) && error.code === "ODDS_CHANGED") setMoved({ fixtureId, side });
          void reload();
          return onError(error);
        },
      }),
    );
    if (made) offerPushAfterPick("pool");
    return made;
  }

  function clear(fixtureId: number) {
    setMoved(null);
    return write(`clear-${fixtureId}`, fixtureId, (onError) =>
      trigger(api.cardPools.clearPick, {
        params: { poolId, fixtureId },
        revalidate: [key],
        onError: (error) => {
          void reload();
          return onError(error);
        },
      }),
    );
  }

  function order(numbers: NewNumber[], name: string) {
    return write(name, "order", (onError) => trigger(api.cardPools.confidence, { params: { poolId }, body: { week: card.week, order: numbers }, revalidate: [key], onError }));
  }

  function guess(total: number) {
    return write("guess", "guess", (onError) => trigger(api.cardPools.tiebreak, { params: { poolId }, body: { week: card.week, guess: total }, revalidate: [key], onError }));
  }

  return { pick, clear, order, guess, busy, failure, moved, dismissMoved: () => setMoved(null) };
}
