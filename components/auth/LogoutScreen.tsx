// /logout: 'Logging out...', the logout call after 1 s, the stored user removed, then home.
"use client";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { useSignOut } from "./use-sign-out";
import styles from "./AuthForms.module.css";

export const LOGOUT_DELAY_MS = 1000;

export function LogoutScreen() {
  const signOut = useSignOut();
  useEffect(() => {
    const timer = window.setTimeout(() => void signOut(), LOGOUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [signOut]);

  return (
    <p className={styles.title} role="status">
      <Spinner label="Logging out" /> Logging out...
    </p>
  );
}
