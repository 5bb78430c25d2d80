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
import { useNicknameRedirect } from "@/components/auth/use-nickname-redirect";
import { ToastContext } from "@/components/ui/toast/ToastProvider";
import { isUnauthorized } from "@/lib/swr/api-error";
import { currentLinesOf, postParlay, type CreateParlayRequest, type ParlayView } from "@/lib/swr/use-parlays";

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
  /** Sends the parlay; POST /api/parlay unless a test gives its own. */
  submit?: (body: CreateParlayRequest) => Promise<ParlayView>;
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

export function ParlayBuilderProvider({ children, onCreated, submit = postParlay, signedIn = true }: Props) {
  const [{ builder: state, hydrated }, dispatch] = useReducer(heldReducer, { builder: INITIAL_BUILDER, hydrated: false });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
  const toNickname = useNicknameRedirect();
  const open = useCallback(() => {
    if (!signedIn) {
      openLoginPanel();
      return;
    }
    setAnnouncement(null);
    setError(null);
    dispatch({ type: "NEW_PARLAY" });
  }, [signedIn, openLoginPanel]);
  const toggle = useCallback((choice: TeamChoice) => {
    setError(null);
    dispatch({ type: "EDIT_PARLAY", choice });
  }, []);
  const remove = useCallback((fixtureId: number) => dispatch({ type: "REMOVE_LEG", fixtureId }), []);
  const cancel = useCallback(() => {
    setError(null);
    dispatch({ type: "DELETE_PARLAY" });
  }, []);

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
    setSubmitting(true);
    setError(null);
    try {
      const parlay = await submit(parlayRequestBody(state));
      dispatch({ type: "PARLAY_CREATED" });
      announce(parlay);
    } catch (failure) {
      const lines = currentLinesOf(failure);
      if (lines) dispatch({ type: "ODDS_CHANGED", lines });
      else if (!isUnauthorized(failure) && !toNickname(failure)) setError(failure instanceof Error && failure.message ? failure.message : "An error has occured");
    } finally {
      setSubmitting(false);
    }
  }, [state, submitting, submit, announce, toNickname]);

  const api = useMemo<ParlayBuilderApi>(
    () => ({ state, active: state.mode !== "CLOSED", submitting, error, announcement, open, toggle, remove, cancel, confirm }),
    [state, submitting, error, announcement, open, toggle, remove, cancel, confirm],
  );
  return <ParlayBuilderContext.Provider value={api}>{children}</ParlayBuilderContext.Provider>;
}
