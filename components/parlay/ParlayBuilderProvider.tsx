"use client";
// Holds the parlay builder for a page: its state machine, session storage across reloads, and confirmation.
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from "react";
import {
  INITIAL_BUILDER,
  builderReducer,
  canConfirm,
  parlayRequestBody,
  type BuilderAction,
  type BuilderState,
  type TeamChoice,
} from "@/lib/domain/parlay-builder";
import { PARLAY_STORAGE_KEY, restoreBuilder, serializeBuilder } from "@/lib/domain/parlay-builder-storage";
import { PARLAY_CREATED_MESSAGE } from "@/lib/domain/parlay-rules";
import { useLoginPanel } from "@/components/auth/LoginPanelProvider";
import { ToastContext } from "@/lib/ui/toast-context";
import { api as endpoints } from "@/lib/client/api";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import { currentLinesOf, type CreateParlayRequest, type ParlayView } from "@/lib/swr/use-parlays";

export type ParlayBuilderApi = {
  state: BuilderState;
  /** True while the builder is open: a team click then adds or toggles a leg instead of making a normal pick. */
  active: boolean;
  submitting: boolean;
  error: string | null;
  /** The success message when no toast handler was given, for the panel's own live region. */
  announcement: string | null;
  open: () => void;
  toggle: (choice: TeamChoice) => void;
  remove: (fixtureId: number) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
};

export const ANNOUNCEMENT_MS = 5000;

const ParlayBuilderContext = createContext<ParlayBuilderApi | null>(null);

/** The builder of the page, or null where none is mounted (team clicks are then always normal picks). */
export function useParlayBuilder(): ParlayBuilderApi | null {
  return useContext(ParlayBuilderContext);
}

type Props = {
  children: ReactNode;
  /** Called on success instead of the shell's toast (or, without a ToastProvider, the panel's own message). */
  onCreated?: (message: string, parlay: ParlayView) => void;
  /** Visitors get the login panel instead of a builder they could never confirm. */
  signedIn?: boolean;
};

function readStorage(): string | null {
  try {
    return window.sessionStorage.getItem(PARLAY_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode): the builder simply does not survive a reload
  }
}

function writeStorage(value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(PARLAY_STORAGE_KEY);
    else window.sessionStorage.setItem(PARLAY_STORAGE_KEY, value);
  } catch {
    // as above
  }
}

/** The builder plus whether session storage has been read yet (RESTORE is the first action after hydration). */
type Held = { builder: BuilderState; hydrated: boolean };

function heldReducer(held: Held, action: BuilderAction): Held {
  if (action.type === "RESTORE") return { builder: action.state, hydrated: true };
  const builder = builderReducer(held.builder, action);
  return builder === held.builder ? held : { ...held, builder };
}

export function ParlayBuilderProvider({ children, onCreated, signedIn = true }: Props) {
  const [{ builder: state, hydrated }, dispatch] = useReducer(heldReducer, { builder: INITIAL_BUILDER, hydrated: false });
  const { trigger, submitting, error, reset: clearError } = useApiMutation();
  const [announcement, setAnnouncement] = useState<string | null>(null);

  // Restored after hydration so the server's HTML (always closed) matches the first client render;
  // nothing is written back before that, or the first render's empty state would erase what was kept.
  useEffect(() => {
    dispatch({ type: "RESTORE", state: restoreBuilder(readStorage()) });
  }, []);

  useEffect(() => {
    if (hydrated) writeStorage(serializeBuilder(state));
  }, [state, hydrated]);

  // Like a toast (5000 ms), the success message goes away by itself.
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(null), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [announcement]);

  const { openLoginPanel } = useLoginPanel();
  const open = useCallback(() => {
    if (!signedIn) {
      openLoginPanel();
      return;
    }
    setAnnouncement(null);
    clearError();
    dispatch({ type: "NEW_PARLAY" });
  }, [signedIn, openLoginPanel, clearError]);
  const toggle = useCallback(
    (choice: TeamChoice) => {
      clearError();
      dispatch({ type: "EDIT_PARLAY", choice });
    },
    [clearError],
  );
  const remove = useCallback((fixtureId: number) => dispatch({ type: "REMOVE_LEG", fixtureId }), []);
  const cancel = useCallback(() => {
    clearError();
    dispatch({ type: "DELETE_PARLAY" });
  }, [clearError]);

  // The shell's toasts when the page has them (the root layout does); the panel's own message otherwise.
  const toasts = useContext(ToastContext);
  const announce = useCallback(
    (parlay: ParlayView) => {
      if (onCreated) onCreated(PARLAY_CREATED_MESSAGE, parlay);
      else if (toasts) toasts.success(PARLAY_CREATED_MESSAGE);
      else setAnnouncement(PARLAY_CREATED_MESSAGE);
    },
    [onCreated, toasts],
  );

  const confirm = useCallback(async () => {
    if (!canConfirm(state) || submitting) return;
    const body: CreateParlayRequest = parlayRequestBody(state);
    const result = await trigger(endpoints.parlays.create, {
      body,
      // Changed odds are not a failure to report: the builder shows the new lines to confirm again.
      onError: (failure) => {
        const lines = currentLinesOf(failure);
        if (lines) dispatch({ type: "ODDS_CHANGED", lines });
        return lines !== null;
      },
    });
    if (!result.ok) return;
    dispatch({ type: "PARLAY_CREATED" });
    announce(result.data);
  }, [state, submitting, trigger, announce]);

  const api = useMemo<ParlayBuilderApi>(
    () => ({ state, active: state.mode !== "CLOSED", submitting, error, announcement, open, toggle, remove, cancel, confirm }),
    [state, submitting, error, announcement, open, toggle, remove, cancel, confirm],
  );
  return <ParlayBuilderContext.Provider value={api}>{children}</ParlayBuilderContext.Provider>;
}
