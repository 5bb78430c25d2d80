"use client";
// useMediaQuery / useIsDesktop: the breakpoints of lib/ui/breakpoints.ts for client components (false during SSR).
import { useSyncExternalStore } from "react";
import { MEDIA } from "./breakpoints";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsDesktop(): boolean {
  return useMediaQuery(MEDIA.desktop);
}
