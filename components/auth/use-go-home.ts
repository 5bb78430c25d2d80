// Goes to / (or a given same-site page) after the session changed: refresh makes the server-rendered layout read the new cookie.
"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";

export function useGoHome(to = "/"): () => void {
  const router = useRouter();
  return useCallback(() => {
    router.replace(to);
    router.refresh();
  }, [router, to]);
}
