// /verify: exchanges the sign-up link's token, then asks for a nickname; on failure says so, with a way out.
"use client";
import { ButtonLink } from "@/components/ui/Button";
import { DEFAULT_LEAGUE_ROUTE } from "@/lib/domain/leagues";
import { NicknameForm } from "./NicknameForm";
import { Spinner } from "@/components/ui/Spinner";
import { takeReturnPath } from "@/lib/client/return-path";
import { useGoHome } from "./use-go-home";
import { useLinkExchange } from "./use-link-exchange";
import { api } from "@/lib/client/api";
import styles from "./AuthForms.module.css";

const DASHBOARD = `/${DEFAULT_LEAGUE_ROUTE.sport}/${DEFAULT_LEAGUE_ROUTE.league}`;

export function VerifyEmail({ token, email }: { token: string; email: string }) {
  const state = useLinkExchange(api.auth.verify, token, email);
  const goHome = useGoHome(takeReturnPath);

  if (state.status === "failed") {
    return (
      <div role="alert">
        <h1 className={styles.title}>We could not verify your connection.</h1>
        <p className={styles.subtitle}>Please contact us if you keep experiencing this problem.</p>
        <ButtonLink href={DASHBOARD}>Go to the dashboard</ButtonLink>
      </div>
    );
  }
  if (state.status === "pending") {
    return (
      <p className={styles.subtitle} role="status">
        <Spinner label="Verifying" /> Verifying your e-mail...
      </p>
    );
  }
  return <NicknameForm initial={state.user.username ?? ""} onDone={goHome} />;
}
