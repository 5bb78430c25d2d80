// The signed-in but unverified state where one would act (login, sign-up, the login panel): resend the link, or sign out.
"use client";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { VERIFY_EMAIL_TITLE } from "@/lib/settings/site";
import { api } from "@/lib/client/api";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import { useShellUser } from "@/lib/swr/use-shell-user";
import { useSignOut } from "./use-sign-out";
import styles from "./AuthForms.module.css";

type Props = {
  /** h1 on a page, h2 in a dialog; none where the surroundings already say it. */
  headingLevel?: 1 | 2 | null;
};

export function VerifyEmailNotice({ headingLevel = 1 }: Props) {
  const { state } = useShellUser();
  const email = state?.user?.pendingEmail ?? null;
  const signOut = useSignOut();
  const { trigger, submitting: sending, error } = useApiMutation();
  const [signingOut, setSigningOut] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? "h2" : "h1";

  async function resend() {
    if (!email) return;
    setSentTo(null);
    // Sign-up mails a fresh verify link to an address that is not verified yet.
    const result = await trigger(api.auth.signup, { body: { email }, quietUnauthorized: true });
    if (result.ok) setSentTo(email);
  }

  return (
    <div data-testid="verify-email-notice">
      {headingLevel !== null && <Heading className={styles.title}>{VERIFY_EMAIL_TITLE}</Heading>}
      <p className={styles.subtitle}>
        You are signed in{email ? " as " : ""}
        {email && <span className={styles.address}>{email}</span>}, but your e-mail address is not verified yet. Open the
        link we sent you to start picking.
      </p>
      <div className={styles.form}>
        {/* Present from the start, so screen readers announce the confirmation when it fills in. */}
        <p role="status" className={styles.hint}>
          {sentTo && (
            <>
              A new link is on its way to <span className={styles.address}>{sentTo}</span>.
            </>
          )}
        </p>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <Button onClick={resend} loading={sending} disabled={!email} block>
          Send the link again
        </Button>
        <Button
          variant="secondary"
          loading={signingOut}
          block
          onClick={() => {
            setSigningOut(true);
            void signOut();
          }}
        >
          Sign out
        </Button>
      </div>
    </div>
  );
}
