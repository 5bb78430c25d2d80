// The login form (page and panel): e-mails a magic link; an unknown address shows USER_NOT_FOUND's message.
"use client";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { EmailForm } from "./EmailForm";
import { api } from "@/lib/client/api";
import styles from "./AuthForms.module.css";

type Props = {
  /** Omitted inside the login panel, whose drawer already carries the heading. */
  title?: string;
  /** h1 on the /login page, h2 inside the panel's dialog. */
  headingLevel?: 1 | 2;
  titleId?: string;
  /** Shown above the form, e.g. when a magic link did not work. */
  notice?: string;
  autoFocus?: boolean;
  /** Called when the Signup link is followed (the panel closes itself). */
  onNavigate?: () => void;
  /** "Continue with Google / GitHub", rendered by the server above the e-mail field (nothing when none is configured). */
  providers?: ReactNode;
};

export function LoginForm({ title, headingLevel = 1, titleId, notice, autoFocus, onNavigate, providers }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const Heading = headingLevel === 1 ? "h1" : "h2";

  return (
    <div>
      {title && (
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
      )}
      <p className={styles.subtitle}>You will receive a login link by email</p>
      {notice && (
        <p className={styles.error} role="alert">
          {notice}
        </p>
      )}
      {sentTo ? (
        <p className={styles.success} role="status">
          Check your mail: we have sent a login link to {sentTo}.
        </p>
      ) : (
        <>
          {providers}
          <EmailForm
            submitLabel="Login"
            autoFocus={autoFocus}
            endpoint={api.auth.login}
            onSent={(email) => setSentTo(email.trim())}
          />
        </>
      )}
      <p className={styles.footer}>
        No account yet?{" "}
        <Link href="/signup" onClick={onNavigate}>
          Signup
        </Link>
      </p>
    </div>
  );
}
