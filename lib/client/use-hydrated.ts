// Whether React has taken over the server's HTML: false while the server renders and during hydration, true after.
"use client";
import { useSyncExternalStore } from "react";

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
