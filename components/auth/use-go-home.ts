// Goes to / (or a given page of this site, checked by redirectTarget) after the session changed: the header island asks who is signed in again,
// and server components re-render with the new cookie.
"use client";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { redirectTarget } from "@/lib/domain/redirect-target";
import { refreshShellUser } from "@/lib/swr/use-shell-user";

/** `to` may be a function, read when the session has changed (a remembered return path, for instance). */
export function useGoHome(to: string | (() => string) = "/"): () => void {
  const router = useRouter();
  return useCallback(() => {
    router.replace(redirectTarget(typeof to === "function" ? to() : to, window.location.origin));
    router.refresh();
    void refreshShellUser();
  }, [router, to]);
}
