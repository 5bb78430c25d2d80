// Signs the browser out (POST /api/logout, the stored user removed) and goes home: the /logout screen and the unverified state's button.
"use client";
import { useCallback } from "react";
import { clearStoredUser } from "@/lib/client/stored-user";
import { apiMutate } from "@/lib/swr/fetcher";
import { useGoHome } from "./use-go-home";

export function useSignOut(): () => Promise<void> {
  const goHome = useGoHome();
  return useCallback(async () => {
    try {
      await apiMutate("/api/logout", { method: "POST", quietUnauthorized: true });
    } catch {
      // Already signed out on the server: finishing locally is all that is left.
    }
    clearStoredUser();
    goHome();
  }, [goHome]);
}
