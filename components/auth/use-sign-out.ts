// Signs the browser out (POST /api/logout, the stored user, the service worker's caches and the device's push subscription removed) and goes home: the /logout screen and the unverified state's button.
"use client";
import { useCallback } from "react";
import { clearAppCaches } from "@/lib/client/app-caches";
import { clearStoredUser } from "@/lib/client/stored-user";
import { api, callApi } from "@/lib/client/api";
import { useGoHome } from "./use-go-home";

export function useSignOut(): () => Promise<void> {
  const goHome = useGoHome();
  return useCallback(async () => {
    try {
      await callApi(api.auth.logout, { quietUnauthorized: true });
    } catch {
      // Already signed out on the server: finishing locally is all that is left.
    }
    clearStoredUser();
    // The push code is loaded only here: every page's header can sign out, and few sign-outs have push on.
    const forgetDevicePush = import("@/lib/client/push-device").then(({ forgetDevicePush }) => forgetDevicePush());
    await Promise.all([clearAppCaches(), forgetDevicePush.catch(() => undefined)]);
    goHome();
  }, [goHome]);
}
