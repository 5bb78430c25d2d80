// The e-mail field and submit button shared by the login and sign-up forms: posts { email } to its endpoint, with the busy and error states.
"use client";
import { useState, type FormEvent } from "react";
import type { api } from "@/lib/client/api";
import { useHydrated } from "@/lib/client/use-hydrated";
import { EMAIL_MAX } from "@/lib/domain/account";
import { isApiError } from "@/lib/client/api-error";
import { useApiMutation } from "@/lib/swr/use-api-mutation";
import { Button } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import styles from "./AuthForms.module.css";

type Props = {
  submitLabel: string;
  endpoint: typeof api.auth.login | typeof api.auth.signup;
  /** Called once the server has accepted the address. */
  onSent: (email: string) => void;
  /** The sign-up form skips the browser's own check (one reading of the product rules); the server validates anyway. */
  noValidate?: boolean;
  autoFocus?: boolean;
};

export function EmailForm({ submitLabel, endpoint, onSent, noValidate, autoFocus }: Props) {
  const { trigger, submitting: busy, error } = useApiMutation();
  const [fieldError, setFieldError] = useState<string | null>(null);
  // Before hydration a submit would get the browser's bare bubble (no message under the field) or a native GET that
  // puts the address in the URL: the button waits, as while sending.
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setFieldError(null);
    const result = await trigger(endpoint, {
      body: { email },
      quietUnauthorized: true,
      onError: (caught) => {
        const invalid = isApiError(caught) && caught.code === "VALIDATION_ERROR";
        if (invalid) setFieldError("Enter one valid e-mail address");
        return invalid;
      },
    });
    if (result.ok) onSent(email);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate={noValidate} aria-busy={busy}>
      <Input
        label="Email"
        name="email"
        type="email"
        required
        maxLength={EMAIL_MAX}
        autoComplete="email"
        placeholder="you@example.com"
        autoFocus={autoFocus}
        error={fieldError}
        onChange={() => setFieldError(null)}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" loading={busy || !hydrated} block>
        {submitLabel}
      </Button>
    </form>
  );
}
