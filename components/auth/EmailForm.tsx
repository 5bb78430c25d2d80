// The e-mail field and submit button shared by the login and sign-up forms, with the busy and error states.
"use client";
import { useId, useState, type FormEvent } from "react";
import { EMAIL_MAX } from "@/lib/domain/account";
import { isApiError } from "@/lib/swr/api-error";
import { Button } from "@/components/ui/Button";
import styles from "./AuthForms.module.css";

type Props = {
  submitLabel: string;
  onSubmit: (email: string) => Promise<void>;
  /** The sign-up form skips the browser's own check (one reading of the product rules); the server validates anyway. */
  noValidate?: boolean;
  autoFocus?: boolean;
};

export function EmailForm({ submitLabel, onSubmit, noValidate, autoFocus }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setBusy(true);
    setError(null);
    setFieldError(null);
    try {
      await onSubmit(email);
    } catch (caught) {
      if (isApiError(caught) && caught.code === "VALIDATION_ERROR") setFieldError("Enter one valid e-mail address");
      else setError(isApiError(caught) ? caught.message : "An error has occured");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate={noValidate} aria-busy={busy}>
      <label className={styles.label} htmlFor={`${id}-email`}>
        Email
      </label>
      <input
        id={`${id}-email`}
        className={styles.input}
        name="email"
        type="email"
        required
        maxLength={EMAIL_MAX}
        autoComplete="email"
        placeholder="you@example.com"
        autoFocus={autoFocus}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-email-error` : undefined}
        onInvalid={(event) => {
          // Show the browser's own message under the field instead of its bubble.
          event.preventDefault();
          setFieldError(event.currentTarget.validationMessage);
        }}
        onInput={() => setFieldError(null)}
      />
      {fieldError && (
        <p id={`${id}-email-error`} className={styles.fieldError}>
          {fieldError}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" loading={busy} block>
        {submitLabel}
      </Button>
    </form>
  );
}
