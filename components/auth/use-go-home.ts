// Goes to / (or a given same-site page) after the session changed: the header island asks who is signed in again,
// and server components re-render with the new cookie.
"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { refreshShellUser } from "@/lib/swr/use-shell-user";

export function useGoHome(to = "/"): () => void {
  const router = useRouter();
  return useCallback(() => {
    router.replace(to);
    router.refresh();
    void refreshShellUser();
  }, [router, to]);
}
