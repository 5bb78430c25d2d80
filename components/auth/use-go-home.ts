// Goes to / (or a given page of this site, checked by redirectTarget) after the session changed.
"use client";
import { useCallback } from "react";
import { loadPage } from "@/lib/client/load-page";
import { redirectTarget } from "@/lib/domain/redirect-target";

/**
 * A full page load, not a client navigation: a new session (or none) must not show pages the router cached
 * for the previous one, every server component and SWR cache starts over with the new cookie, and a
 * soft replace followed by a refresh could be superseded by the refresh and leave the browser where it was.
 * `to` may be a function, read when the session has changed (a remembered return path, for instance).
 */
export function useGoHome(to: string | (() => string) = "/"): () => void {
  return useCallback(() => {
    loadPage(redirectTarget(typeof to === "function" ? to() : to, window.location.origin));
  }, [to]);
}
