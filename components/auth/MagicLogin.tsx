// /login/magic: exchanges the link's token, then goes home; on failure the login screen shows instead.
"use client";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { LoginForm } from "./LoginForm";
import { takeReturnPath } from "@/lib/client/return-path";
import { useGoHome } from "./use-go-home";
import { useLinkExchange } from "./use-link-exchange";
import { api } from "@/lib/client/api";
import styles from "./AuthForms.module.css";

export function MagicLogin({ token, email }: { token: string; email: string }) {
  const state = useLinkExchange(api.auth.magicLogin, token, email);
  const goHome = useGoHome(takeReturnPath);

  useEffect(() => {
    if (state.status === "done") goHome();
  }, [state.status, goHome]);

  if (state.status === "failed") {
    return <LoginForm title="Login" notice="This login link is not valid any more. Ask for a new one below." autoFocus />;
  }
  return (
    <p className={styles.subtitle} role="status">
      <Spinner label="Logging in" /> Logging in...
    </p>
  );
}
