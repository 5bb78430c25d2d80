// /logout: 'Logging out...', the logout call after 1 s, the stored user removed, then home.
"use client";
import { useEffect } from "react";
import { clearStoredUser } from "@/lib/client/stored-user";
import { apiFetch } from "@/lib/swr/fetcher";
import { Spinner } from "@/components/ui/Spinner";
import { useGoHome } from "./use-go-home";
import styles from "./AuthForms.module.css";

export const LOGOUT_DELAY_MS = 1000;

export function LogoutScreen() {
  const goHome = useGoHome();
  useEffect(() => {
    const timer = window.setTimeout(async () => {
      try {
        await apiFetch("/api/logout", { method: "POST", quietUnauthorized: true });
      } catch {
        // Already signed out on the server: finishing locally is all that is left.
      }
      clearStoredUser();
      goHome();
    }, LOGOUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [goHome]);

  return (
    <p className={styles.title} role="status">
      <Spinner label="Logging out" /> Logging out...
    </p>
  );
}
