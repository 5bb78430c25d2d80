// Goes to / (or a given page of this site, checked by redirectTarget) after the session changed: the header island asks who is signed in again,
// and server components re-render with the new cookie.
"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { redirectTarget } from "@/lib/domain/redirect-target";
import { refreshShellUser } from "@/lib/swr/use-shell-user";

export function useGoHome(to = "/"): () => void {
  const router = useRouter();
  return useCallback(() => {
    router.replace(redirectTarget(to, window.location.origin));
    router.refresh();
    void refreshShellUser();
  }, [router, to]);
}
